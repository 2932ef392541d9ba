import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import CallMergeOutlined from '@mui/icons-material/CallMergeOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { useTranslation } from 'react-i18next';
import type { OtherSkill } from '@my-skills/shared/schemas/skills-catalogue';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { ListPanel } from '../../../components/lists/ListPanel';
import { ListStatus } from '../../../components/lists/ListStatus';
import { SearchField } from '../../../components/lists/SearchField';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSkillTypes } from '../../../lib/catalogue/get-skill-types';
import { useOtherSkills } from '../api/list-other-skills';
import { useSearchOtherSkills } from '../api/search-other-skills';
import { MergeOtherSkillDialog } from './MergeOtherSkillDialog';
import { PromoteOtherSkillDialog } from './PromoteOtherSkillDialog';
import { ALL_TYPES, SkillTypeFilter } from './SkillTypeFilter';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useUiLanguage } from '../../../lib/ui-language';

type Action = { kind: 'promote' | 'merge'; otherSkill: OtherSkill } | null;

/**
 * The free-entry 'other skills' people typed in their files, per type, with how many files use each;
 * each can be added to the catalogue or merged into a catalogue skill (the files follow).
 */
export function OtherSkillsPage() {
  const { t } = useTranslation('skillsCatalogue');
  const idLang = useUiLanguage().idLang;
  const [term, setTerm] = useState('');
  const [type, setType] = useState(ALL_TYPES);
  const [action, setAction] = useState<Action>(null);
  const searchTerm = useDebouncedValue(term.trim(), 300);
  const idSkillType = type === ALL_TYPES ? undefined : Number(type);
  const types = useSkillTypes(idLang);
  const searching = searchTerm !== '';
  const all = useOtherSkills(idSkillType, idLang, !searching);
  const found = useSearchOtherSkills(searchTerm, idSkillType, idLang, searching);
  const list = searching ? found : all;
  const items = list.data ?? [];

  return (
    <Box>
      <PageHeading title={t('other.title')} subtitle={t('other.subtitle')} />
      <ListPanel
        titleId="other-skills-title"
        title={t('other.tableTitle')}
        filters={
          <>
            <SearchField
              size="small"
              label={t('other.search')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              sx={{ minWidth: 280, flex: 1 }}
            />
            <SkillTypeFilter
              types={types.data}
              value={type}
              onChange={setType}
              optionLabel={(skillType) => skillType.name}
            />
          </>
        }
      >
        <ListStatus
          loading={list.isFetching}
          loadingLabel={t('skills.loading')}
          isError={list.isError}
          error={list.error}
        >
          {list.data ? t('other.count', { count: items.length }) : ''}
        </ListStatus>
        <TableContainer>
          <Table size="small" aria-labelledby="other-skills-title" data-testid="other-skills-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('other.name')}</TableCell>
                <TableCell>{t('other.spellings')}</TableCell>
                <TableCell>{t('fields.type')}</TableCell>
                <TableCell align="right">{t('fields.files')}</TableCell>
                <TableCell>{t('other.match')}</TableCell>
                <TableCell align="right">{t('fields.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((otherSkill) => (
                <TableRow key={`${otherSkill.idSkillType}-${otherSkill.name}`} hover data-testid="other-skill-row">
                  <TableCell sx={{ fontWeight: 600 }}>{otherSkill.name}</TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>
                    {otherSkill.names === otherSkill.name ? '—' : otherSkill.names}
                  </TableCell>
                  <TableCell>{otherSkill.skillTypeName}</TableCell>
                  <TableCell align="right">{otherSkill.fileCount}</TableCell>
                  <TableCell>
                    {otherSkill.catalogueMatch ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        color={otherSkill.catalogueMatch.isActive ? 'primary' : 'default'}
                        label={otherSkill.catalogueMatch.label}
                      />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        startIcon={<PlaylistAddOutlined />}
                        onClick={() => setAction({ kind: 'promote', otherSkill })}
                        aria-label={t('other.promoteOf', { name: otherSkill.name })}
                      >
                        {t('other.promote')}
                      </Button>
                      <Button
                        size="small"
                        startIcon={<CallMergeOutlined />}
                        onClick={() => setAction({ kind: 'merge', otherSkill })}
                        aria-label={t('other.mergeOf', { name: otherSkill.name })}
                      >
                        {t('other.merge')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
              {list.data && items.length === 0 ? (
                <EmptyTableRow colSpan={6}>{searching ? t('other.noMatch') : t('other.empty')}</EmptyTableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </ListPanel>
      {action?.kind === 'promote' ? (
        <PromoteOtherSkillDialog otherSkill={action.otherSkill} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'merge' ? (
        <MergeOtherSkillDialog otherSkill={action.otherSkill} onClose={() => setAction(null)} />
      ) : null}
    </Box>
  );
}
