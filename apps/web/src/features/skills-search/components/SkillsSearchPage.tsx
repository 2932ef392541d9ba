import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useUiLanguage } from '../../../lib/ui-language';
import type { SearchCriteria } from '../api/search-people';
import { useSkillNames } from '../api/skill-names';
import { CriteriaEditor, draftOf, filtersOf, searchOf, type Draft } from './CriteriaEditor';
import { PeopleList } from './PeopleList';
import { readSearch, writeSearch } from './search-url';
import { SearchResults } from './SearchResults';
import { StaffingNeedBox } from './StaffingNeedBox';

/**
 * The skills search (/management/competence): a client's need read into criteria (the need box), the criteria
 * editor, then the people found ranked by coverage — or, before any search, the people the viewer follows with
 * their skills files. The search lives in the address (criteria, filters, the result grid's state), so it can be
 * shared; the editor follows the address (a shared link, the back button).
 */
export function SkillsSearchPage({
  rowAction,
}: {
  /** An action on a result row (the app's client CV), given the row and the need pasted for the search. */
  rowAction?: (row: { id: number; idLang: number; firstName: string; lastName: string }, need: string) => ReactNode;
} = {}) {
  const { t } = useTranslation('skillsSearch');
  const { idLang } = useUiLanguage();
  const [params, setParams] = useSearchParams();
  const searchKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the search changes only with the address
  const search = useMemo(() => readSearch(params), [searchKey]);
  const names = useSkillNames(search?.criteria.map((c) => c.idSkill) ?? [], idLang);
  const nameOf = useMemo(() => new Map((names.data ?? []).map((s) => [s.id, s.name])), [names.data]);
  const [draft, setDraft] = useState<Draft>(() => draftOf(search, nameOf));
  const [need, setNeed] = useState('');
  const resultAction = useMemo(
    () => rowAction && ((row: Parameters<typeof rowAction>[0]) => rowAction(row, need)),
    [rowAction, need],
  );
  const criteriaKey = JSON.stringify(search);

  // The address changed (a search run, a shared link, the back button): the editor shows its search.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search resets the editor
  useEffect(() => setDraft(draftOf(search, nameOf)), [criteriaKey]);
  // The names of a shared search's skills arrive after it: they replace the placeholders.
  useEffect(() => {
    if (nameOf.size === 0) return;
    setDraft((current) => ({
      ...current,
      rows: current.rows.map((row) =>
        row.skill && nameOf.has(row.skill.id)
          ? { ...row, skill: { id: row.skill.id, name: nameOf.get(row.skill.id)! } }
          : row,
      ),
    }));
  }, [nameOf]);

  /** Puts a search in the address (null: none), the result grid back on its first page. */
  const apply = (next: SearchCriteria | null) =>
    setParams((current) => {
      const updated = writeSearch(current, next);
      for (const key of [...updated.keys()]) if (key.startsWith('r.')) updated.delete(key);
      return updated;
    });

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Box sx={{ mb: 3 }}>
        <StaffingNeedBox
          onSearch={(criteria, text) => {
            setNeed(text);
            if (criteria.length > 0) apply({ ...filtersOf(draft), combine: 'or', criteria });
          }}
        />
      </Box>
      <CriteriaEditor
        draft={draft}
        onChange={setDraft}
        onSearch={() => apply(searchOf(draft))}
        onClear={() => {
          apply(null);
          setDraft(draftOf(null, nameOf));
        }}
      />
      {search ? <SearchResults search={search} rowAction={resultAction} /> : <PeopleList />}
    </Box>
  );
}
