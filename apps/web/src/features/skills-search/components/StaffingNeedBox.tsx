import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonSearch from '@mui/icons-material/PersonSearch';
import { useTranslation } from 'react-i18next';
import type { Skill } from '@my-skills/shared/schemas/skills-catalogue';
import { NEED_TEXT_MAX } from '@my-skills/shared/schemas/staffing';
import { NEED_DEFAULT_LEVEL } from '@my-skills/shared/staffing-need';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import { RowAction } from '../../../components/lists/RowAction';
import { useSearchSkills } from '../../../lib/catalogue/search-skills';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUiLanguage } from '../../../lib/ui-language';
import { useRecogniseNeed } from '../api/recognise-need';

/** One criterion of the multi-criteria search: a skill and the minimum level (1–4) a consultant needs in it. */
export interface NeedCriterion {
  idSkill: number;
  minLevel: number;
}

interface NeedRow extends NeedCriterion {
  name: string;
  /** The words of the need that named it; null for a skill added by hand. */
  evidence: string | null;
}

const LEVELS = [1, 2, 3, 4] as const;

export interface StaffingNeedBoxProps {
  /** Runs the multi-criteria search on the rows as the manager left them. */
  /** The criteria, and the need's text they were read from. */
  onSearch: (criteria: NeedCriterion[], text: string) => void;
  /** The search is running: its button waits. */
  searching?: boolean;
}

/**
 * The staffing search's need box (issue 19 §3): the manager pastes a client's need, the skills it names are recognised
 * against the catalogue (names, aliases, Boond ids) with the minimum level its words ask for, the manager adjusts the
 * rows (level, remove, add a catalogue skill), then runs the search on them.
 */
export function StaffingNeedBox({ onSearch, searching = false }: StaffingNeedBoxProps) {
  const { t } = useTranslation('staffing');
  const { idLang } = useUiLanguage();
  const titleId = useId();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<NeedRow[] | null>(null);
  const recognise = useRecogniseNeed();

  const analyse = () =>
    recognise.mutate(
      { text },
      {
        onSuccess: ({ rows: found }) =>
          setRows(found.map(({ idSkill, name, minLevel, evidence }) => ({ idSkill, name, minLevel, evidence }))),
      },
    );
  const update = (change: (current: NeedRow[]) => NeedRow[]) => setRows((current) => change(current ?? []));
  const setLevel = (idSkill: number, minLevel: number) =>
    update((current) => current.map((row) => (row.idSkill === idSkill ? { ...row, minLevel } : row)));
  const remove = (idSkill: number) => update((current) => current.filter((row) => row.idSkill !== idSkill));
  const add = (skill: Skill) =>
    update((current) =>
      current.some((row) => row.idSkill === skill.id)
        ? current
        : [...current, { idSkill: skill.id, name: skill.name, minLevel: NEED_DEFAULT_LEVEL, evidence: null }],
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="staffing-need-box">
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography id={titleId} variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('subtitle')}
            </Typography>
          </Box>
          <TextField
            label={t('need.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={4}
            maxRows={14}
            fullWidth
            helperText={t('need.help', { count: text.length, max: NEED_TEXT_MAX })}
            slotProps={{ htmlInput: { maxLength: NEED_TEXT_MAX, 'data-testid': 'staffing-need-text' } }}
          />
          <Box>
            <Button
              variant="outlined"
              onClick={analyse}
              disabled={text.trim() === '' || recognise.isPending}
              startIcon={recognise.isPending ? <CircularProgress size={16} aria-hidden /> : <AutoAwesome />}
              data-testid="staffing-need-analyse"
            >
              {recognise.isPending ? t('need.analysing') : t('need.analyse')}
            </Button>
          </Box>
          {recognise.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(recognise.error)}
            </Alert>
          ) : null}
          {rows ? (
            <>
              <Typography role="status" variant="body2">
                {rows.length > 0 ? t('rows.recognised', { count: rows.length }) : t('rows.none')}
              </Typography>
              {rows.length > 0 ? (
                <List dense aria-label={t('rows.title')} disablePadding data-testid="staffing-need-rows">
                  {rows.map((row) => (
                    <NeedRowItem key={row.idSkill} row={row} onLevel={setLevel} onRemove={remove} />
                  ))}
                </List>
              ) : null}
              <SkillAdder idLang={idLang} exclude={rows.map((row) => row.idSkill)} onAdd={add} />
              <Box>
                <Button
                  variant="contained"
                  startIcon={<PersonSearch />}
                  disabled={rows.length === 0 || searching}
                  onClick={() =>
                    onSearch(
                      rows.map(({ idSkill, minLevel }) => ({ idSkill, minLevel })),
                      text,
                    )
                  }
                  data-testid="staffing-need-search"
                >
                  {t('search')}
                </Button>
              </Box>
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

function NeedRowItem({
  row,
  onLevel,
  onRemove,
}: {
  row: NeedRow;
  onLevel: (idSkill: number, minLevel: number) => void;
  onRemove: (idSkill: number) => void;
}) {
  const { t } = useTranslation('staffing');
  return (
    <ListItem
      divider
      data-testid="staffing-need-row"
      secondaryAction={
        <RowAction
          title={t('rows.remove')}
          label={t('rows.removeOf', { skill: row.name })}
          icon={<DeleteOutlined fontSize="small" />}
          onClick={() => onRemove(row.idSkill)}
          color="error"
        />
      }
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ width: '100%', pr: 5, py: 0.5, alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {row.evidence === null ? t('rows.added') : t('rows.evidence', { text: row.evidence })}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label={
            <>
              {t('rows.level')}
              <VisuallyHidden>{` — ${row.name}`}</VisuallyHidden>
            </>
          }
          value={row.minLevel}
          onChange={(event) => onLevel(row.idSkill, Number(event.target.value))}
          sx={{ minWidth: 240 }}
        >
          {LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {t('levelOption', { level, label: t(`levels.${level}`) })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </ListItem>
  );
}

/** Adds a catalogue skill by hand: type to search the catalogue (names, aliases, Boond id), pick one. */
function SkillAdder({ idLang, exclude, onAdd }: { idLang: number; exclude: number[]; onAdd: (skill: Skill) => void }) {
  const { t } = useTranslation('staffing');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 250);
  const search = useSearchSkills({ searchTerm: term, idLang }, open && term !== '');
  const options = term === '' ? [] : (search.data ?? []).filter((skill) => !exclude.includes(skill.id));
  return (
    <Autocomplete<Skill, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      onChange={(_event, skill) => {
        if (!skill) return;
        onAdd(skill);
        setInput('');
      }}
      filterOptions={(x) => x}
      getOptionLabel={(skill) => skill.name}
      getOptionKey={(skill) => skill.id}
      loading={search.isFetching}
      loadingText={t('picker.loading')}
      noOptionsText={term ? t('picker.none') : t('picker.typeToSearch')}
      sx={{ maxWidth: 420 }}
      data-testid="staffing-need-add"
      renderInput={(params) => (
        <TextField {...params} size="small" label={t('picker.label')} placeholder={t('picker.placeholder')} />
      )}
    />
  );
}
