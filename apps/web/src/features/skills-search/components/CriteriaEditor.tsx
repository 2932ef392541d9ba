import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS } from '@my-skills/shared/roles';
import { CRITERION_LEVELS, SEARCH_CRITERIA_MAX } from '@my-skills/shared/schemas/skills-search';
import { RowAction } from '../../../components/lists/RowAction';
import { roleCodeOf } from '../../../lib/role-labels';
import type { SearchCriteria } from '../api/search-people';
import { SkillPicker, type PickedSkill } from './SkillPicker';

/** A criterion being edited: its skill may still be empty. */
export interface DraftRow {
  key: number;
  skill: PickedSkill | null;
  minLevel: number;
}

/** The editor's state: the criteria rows and the other filters as typed. */
export interface Draft {
  rows: DraftRow[];
  combine: 'and' | 'or';
  roles: number[];
  dcStatus: string;
  idLang: string;
  minYears: string;
  maxYears: string;
  certification: string;
}

let nextKey = 1;
export const newRow = (skill: PickedSkill | null = null, minLevel = 2): DraftRow => ({
  key: nextKey++,
  skill,
  minLevel,
});

/** The editor's state of a search (names of the skills from `names`), or an empty one. */
export function draftOf(search: SearchCriteria | null, names: ReadonlyMap<number, string>): Draft {
  return {
    rows: search
      ? search.criteria.map((c) => newRow({ id: c.idSkill, name: names.get(c.idSkill) ?? `#${c.idSkill}` }, c.minLevel))
      : [newRow()],
    combine: search?.combine ?? 'and',
    roles: search?.roles ?? [],
    dcStatus: search?.dcStatus ? String(search.dcStatus) : '',
    idLang: search?.idLang ? String(search.idLang) : '',
    minYears: search?.minYears !== undefined ? String(search.minYears) : '',
    maxYears: search?.maxYears !== undefined ? String(search.maxYears) : '',
    certification: search?.certification ?? '',
  };
}

const years = (text: string) => (/^[0-9]{1,2}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The filters beside the criteria, as the editor holds them. */
export function filtersOf(draft: Draft): Omit<SearchCriteria, 'criteria'> {
  let minYears = years(draft.minYears);
  let maxYears = years(draft.maxYears);
  if (minYears !== undefined && maxYears !== undefined && minYears > maxYears)
    [minYears, maxYears] = [maxYears, minYears];
  return {
    combine: draft.combine,
    ...(draft.roles.length ? { roles: draft.roles } : {}),
    ...(draft.dcStatus ? { dcStatus: Number(draft.dcStatus) } : {}),
    ...(draft.idLang ? { idLang: Number(draft.idLang) } : {}),
    ...(minYears !== undefined ? { minYears } : {}),
    ...(maxYears !== undefined ? { maxYears } : {}),
    ...(draft.certification.trim() ? { certification: draft.certification.trim() } : {}),
  };
}

/** The search the editor describes, or null while no row names a skill. */
export function searchOf(draft: Draft): SearchCriteria | null {
  const criteria = draft.rows.flatMap((r) => (r.skill ? [{ idSkill: r.skill.id, minLevel: r.minLevel }] : []));
  return criteria.length ? { criteria, ...filtersOf(draft) } : null;
}

/**
 * The criteria of the skills search: rows of a catalogue skill and the minimum level wanted (1 Learning … 4
 * Dominates), added and removed (up to ten); AND (every criterion met) or OR (at least one, ranked by coverage);
 * the other filters (role, file status and language, years of experience, a certification held). "Search" puts
 * the search in the address, so it can be shared.
 */
export function CriteriaEditor({
  draft,
  onChange,
  onSearch,
  onClear,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onSearch: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('skillsSearch');
  const { t: tCommon } = useTranslation();
  const { t: tFile } = useTranslation('skillsFile');
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const setRow = (key: number, patch: Partial<DraftRow>) =>
    set({ rows: draft.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const chosen = draft.rows.flatMap((r) => (r.skill ? [r.skill.id] : []));
  const ready = searchOf(draft) !== null;

  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="criteria-title">
      <CardContent>
        <Typography id="criteria-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('criteria.title')}
        </Typography>
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {draft.rows.map((row, index) => (
            <Stack
              key={row.key}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <SkillPicker
                value={row.skill}
                onChange={(skill) => setRow(row.key, { skill })}
                exclude={chosen.filter((id) => id !== row.skill?.id)}
                label={t('criteria.skill', { n: index + 1 })}
                testId={`criterion-skill-${index}`}
              />
              <TextField
                select
                size="small"
                label={t('criteria.minLevel')}
                value={row.minLevel}
                onChange={(event) => setRow(row.key, { minLevel: Number(event.target.value) })}
                sx={{ minWidth: 270 }}
                slotProps={{ htmlInput: { 'data-testid': `criterion-level-${index}` } }}
              >
                {CRITERION_LEVELS.map((level) => (
                  <MenuItem key={level} value={level}>
                    {t('levelOption', { level, label: t(`levels.${level}`) })}
                  </MenuItem>
                ))}
              </TextField>
              <RowAction
                title={t('criteria.remove')}
                label={t('criteria.removeOf', { n: index + 1 })}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() =>
                  set({ rows: draft.rows.length > 1 ? draft.rows.filter((r) => r.key !== row.key) : [newRow()] })
                }
              />
            </Stack>
          ))}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => set({ rows: [...draft.rows, newRow()] })}
            disabled={draft.rows.length >= SEARCH_CRITERIA_MAX}
            data-testid="criterion-add"
          >
            {t('criteria.add')}
          </Button>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={draft.combine}
            onChange={(_e, value: 'and' | 'or' | null) => value && set({ combine: value })}
            aria-label={t('criteria.combine')}
          >
            <ToggleButton value="and" data-testid="combine-and">
              {t('criteria.and')}
            </ToggleButton>
            <ToggleButton value="or" data-testid="combine-or">
              {t('criteria.or')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {t(`criteria.${draft.combine}Help`)}
          </Typography>
        </Stack>

        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1.5, fontWeight: 600 }}>
          {t('filters.title')}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('filters.roles')}
            value={draft.roles}
            onChange={(event) => {
              const value = event.target.value as unknown as number[] | string;
              set({ roles: (typeof value === 'string' ? value.split(',') : value).map(Number) });
            }}
            sx={{ minWidth: 200 }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (value) =>
                  (value as number[]).map((id) => tCommon(`roles.${roleCodeOf(id)}`)).join(', ') || t('filters.any'),
              },
            }}
          >
            {ROLE_IDS.filter((id) => id !== 7).map((id) => (
              <MenuItem key={id} value={id}>
                {tCommon(`roles.${roleCodeOf(id)}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filters.dcStatus')}
            value={draft.dcStatus}
            onChange={(event) => set({ dcStatus: event.target.value })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('filters.any')}</MenuItem>
            {['1', '2', '3'].map((s) => (
              <MenuItem key={s} value={s}>
                {tFile(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filters.idLang')}
            value={draft.idLang}
            onChange={(event) => set({ idLang: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('filters.preferred')}</MenuItem>
            {['1', '2'].map((l) => (
              <MenuItem key={l} value={l}>
                {t(`languages.${l}`)}
              </MenuItem>
            ))}
          </TextField>
          {(['minYears', 'maxYears'] as const).map((field) => (
            <TextField
              key={field}
              size="small"
              type="number"
              label={t(`filters.${field}`)}
              value={draft[field]}
              onChange={(event) => set({ [field]: event.target.value.slice(0, 2) })}
              sx={{ width: 200 }}
              slotProps={{ htmlInput: { min: 0, max: 80, inputMode: 'numeric' } }}
            />
          ))}
          <TextField
            size="small"
            label={t('filters.certification')}
            value={draft.certification}
            onChange={(event) => set({ certification: event.target.value })}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button
            variant="contained"
            startIcon={<Search />}
            onClick={onSearch}
            disabled={!ready}
            data-testid="search-run"
          >
            {t('criteria.search')}
          </Button>
          <Button color="inherit" onClick={onClear} data-testid="search-clear">
            {t('criteria.clear')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
