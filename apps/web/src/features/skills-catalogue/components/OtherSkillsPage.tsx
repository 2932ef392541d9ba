import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CallMergeOutlined from '@mui/icons-material/CallMergeOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import type { OtherSkill } from '@my-skills/shared/schemas/skills-catalogue';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSkillTypes } from '../api/get-skill-types';
import { useOtherSkills } from '../api/list-other-skills';
import { useSearchOtherSkills } from '../api/search-other-skills';
import { useIdLang } from './form-support';
import { MergeOtherSkillDialog } from './MergeOtherSkillDialog';
import { PromoteOtherSkillDialog } from './PromoteOtherSkillDialog';

const ALL_TYPES = '';
type Action = { kind: 'promote' | 'merge'; otherSkill: OtherSkill } | null;

/**
 * The free-entry 'other skills' people typed in their files, per type, with how many files use each;
 * each can be added to the catalogue or merged into a catalogue skill (the files follow).
 */
export function OtherSkillsPage() {
  const { t } = useTranslation('skillsCatalogue');
  const idLang = useIdLang();
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
      <Typography variant="h1" component="h1">
        {t('other.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('other.subtitle')}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="other-skills-title" sx={{ borderRadius: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2.5, pb: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 2 }}
        >
          <Typography id="other-skills-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('other.tableTitle')}
          </Typography>
          <TextField
            type="search"
            size="small"
            label={t('other.search')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            sx={{ minWidth: 280, flex: 1 }}
            slotProps={{
              htmlInput: { maxLength: LIMITS.searchTermMax },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            size="small"
            label={t('fields.type')}
            value={type}
            onChange={(event) => setType(event.target.value)}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={ALL_TYPES}>{t('skills.allTypes')}</MenuItem>
            {(types.data ?? []).map((skillType) => (
              <MenuItem key={skillType.id} value={String(skillType.id)}>
                {skillType.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box sx={{ height: 4 }}>{list.isFetching ? <LinearProgress aria-label={t('skills.loading')} /> : null}</Box>
        {list.isError ? (
          <Alert severity="error" sx={{ mx: 2.5, my: 1 }}>
            {errorMessage(list.error)}
          </Alert>
        ) : null}
        <Typography
          variant="caption"
          color="text.secondary"
          role="status"
          aria-live="polite"
          sx={{ display: 'block', px: 2.5, py: 0.5 }}
        >
          {list.data ? t('other.count', { count: items.length }) : ''}
        </Typography>
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
                <TableRow>
                  <TableCell colSpan={6} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                    {searching ? t('other.noMatch') : t('other.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {action?.kind === 'promote' ? (
        <PromoteOtherSkillDialog otherSkill={action.otherSkill} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'merge' ? (
        <MergeOtherSkillDialog otherSkill={action.otherSkill} onClose={() => setAction(null)} />
      ) : null}
    </Box>
  );
}
