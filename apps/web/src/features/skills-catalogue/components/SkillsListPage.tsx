import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import type { ManagedSkill, SkillType } from '@my-skills/shared/schemas/skills-catalogue';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteSkill } from '../api/delete-skill';
import { useSkill } from '../api/get-skill';
import { useSkillTypes } from '../api/get-skill-types';
import { useSkills } from '../api/list-skills';
import { useSaveSkill } from '../api/save-skill';
import { serverMessage, useIdLang } from './form-support';
import { SkillFormDialog } from './SkillFormDialog';

const PAGE_SIZES = [25, 50, 100];
const ALL_TYPES = '';

type Editing = { skill: ManagedSkill | null; key: number } | null;

/** The skills catalogue (managementSkills): search, filter by type, add, edit, delete (or deactivate), reactivate. */
export function SkillsListPage() {
  const { t } = useTranslation('skillsCatalogue');
  const idLang = useIdLang();
  const notify = useNotify();
  const [term, setTerm] = useState('');
  const [type, setType] = useState(ALL_TYPES);
  const [includeInactive, setIncludeInactive] = useState(true);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedSkill | null>(null);
  const searchTerm = useDebouncedValue(term.trim(), 300);
  const types = useSkillTypes(idLang);
  const skills = useSkills({
    searchTerm,
    idSkillType: type === ALL_TYPES ? undefined : Number(type),
    includeInactive,
    page: page + 1,
    pageSize,
    idLang,
  });
  const remove = useDeleteSkill();
  const save = useSaveSkill();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ data, message }) =>
        notify(message || t(`messages.${data.outcome}`), data.outcome === 'deleted' ? 'success' : 'warning'),
      onError: (error) => notify(serverMessage(error), 'error'),
      onSettled: () => setDeleting(null),
    });
  };
  const reactivate = (skill: ManagedSkill) =>
    save.mutate(
      { idSkill: skill.id, body: { isActive: true } },
      {
        onSuccess: () => notify(t('messages.reactivated', { label: skill.label }), 'success'),
        onError: (error) => notify(serverMessage(error), 'error'),
      },
    );

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 3 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1" component="h1">
            {t('skills.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('skills.subtitle')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing({ skill: null, key: Date.now() })}
          disabled={!types.data}
        >
          {t('skills.add')}
        </Button>
      </Stack>

      <Paper variant="outlined" component="section" aria-labelledby="skills-table-title" sx={{ borderRadius: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2.5, pb: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 2 }}
        >
          <Typography id="skills-table-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('skills.tableTitle')}
          </Typography>
          <TextField
            type="search"
            size="small"
            label={t('skills.search')}
            placeholder={t('skills.searchPlaceholder')}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setPage(0);
            }}
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
            onChange={(event) => {
              setType(event.target.value);
              setPage(0);
            }}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={ALL_TYPES}>{t('skills.allTypes')}</MenuItem>
            {(types.data ?? []).map((skillType) => (
              <MenuItem key={skillType.id} value={String(skillType.id)}>
                {t('skills.typeWithCount', { name: skillType.name, count: skillType.skillCount })}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={includeInactive}
                onChange={(event) => {
                  setIncludeInactive(event.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t('skills.includeInactive')}
          />
        </Stack>
        <Box sx={{ height: 4 }}>{skills.isFetching ? <LinearProgress aria-label={t('skills.loading')} /> : null}</Box>
        {skills.isError ? (
          <Alert severity="error" sx={{ mx: 2.5, my: 1 }}>
            {errorMessage(skills.error)}
          </Alert>
        ) : null}
        <Typography
          variant="caption"
          color="text.secondary"
          role="status"
          aria-live="polite"
          sx={{ display: 'block', px: 2.5, py: 0.5 }}
        >
          {skills.data ? t('skills.count', { count: skills.data.total }) : ''}
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby="skills-table-title" data-testid="skills-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.label')}</TableCell>
                <TableCell>{t('fields.nameFr')}</TableCell>
                <TableCell>{t('fields.nameEn')}</TableCell>
                <TableCell>{t('fields.type')}</TableCell>
                <TableCell>{t('fields.idBoond')}</TableCell>
                <TableCell>{t('fields.state')}</TableCell>
                <TableCell align="right">{t('fields.files')}</TableCell>
                <TableCell align="right">{t('fields.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(skills.data?.items ?? []).map((skill) => (
                <TableRow key={skill.id} hover data-testid="skill-row" sx={{ opacity: skill.isActive ? 1 : 0.7 }}>
                  <TableCell sx={{ fontWeight: 600 }}>{skill.label}</TableCell>
                  <TableCell>{skill.nameFr}</TableCell>
                  <TableCell>{skill.nameEn}</TableCell>
                  <TableCell>{skill.skillTypeName}</TableCell>
                  <TableCell>{skill.idBoond ?? '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={skill.isActive ? t('states.active') : t('states.inactive')}
                      color={skill.isActive ? 'success' : 'default'}
                      variant={skill.isActive ? 'filled' : 'outlined'}
                      data-testid="skill-state"
                    />
                  </TableCell>
                  <TableCell align="right">{skill.usage.files}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('skills.edit')}>
                      <IconButton
                        size="small"
                        aria-label={t('skills.editOf', { label: skill.label })}
                        onClick={() => setEditing({ skill, key: Date.now() })}
                        disabled={!types.data}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {skill.isActive ? (
                      <Tooltip title={t('skills.delete')}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={t('skills.deleteOf', { label: skill.label })}
                          onClick={() => setDeleting(skill)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : (
                      <Tooltip title={t('skills.reactivate')}>
                        <IconButton
                          size="small"
                          color="primary"
                          aria-label={t('skills.reactivateOf', { label: skill.label })}
                          onClick={() => reactivate(skill)}
                          disabled={save.isPending}
                        >
                          <RestoreOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {skills.data && skills.data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={8} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                    {t('skills.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={skills.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('pagination.displayedRows', { from, to, count })}
          getItemAriaLabel={(kind) => t(`pagination.goTo.${kind}`)}
        />
      </Paper>

      {editing && types.data ? (
        editing.skill ? (
          <EditSkillDialog
            key={editing.key}
            id={editing.skill.id}
            types={types.data}
            onClose={() => setEditing(null)}
          />
        ) : (
          <SkillFormDialog key={editing.key} open skill={null} types={types.data} onClose={() => setEditing(null)} />
        )
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        confirmDisabled={remove.isPending}
        confirmLabel={t('skills.delete')}
      >
        <Typography>{deleting ? t('skills.confirmDelete', { label: deleting.label }) : null}</Typography>
        {deleting &&
        deleting.usage.files + deleting.usage.profiles + deleting.usage.tools + deleting.usage.certifications > 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('skills.inUse', { ...deleting.usage })}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </Box>
  );
}

/** Edits a skill as the server has it now (GET listSkillById), not as the list showed it. */
function EditSkillDialog({ id, types, onClose }: { id: number; types: SkillType[]; onClose: () => void }) {
  const idLang = useIdLang();
  const notify = useNotify();
  const skill = useSkill(id, idLang);
  useEffect(() => {
    if (skill.isError) {
      notify(serverMessage(skill.error), 'error');
      onClose();
    }
  }, [skill.isError, skill.error, notify, onClose]);
  if (!skill.data) return null;
  return <SkillFormDialog open skill={skill.data} types={types} onClose={onClose} />;
}
