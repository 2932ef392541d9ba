import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import { useTranslation } from 'react-i18next';
import type { ManagedSkill, SkillType } from '@my-skills/shared/schemas/skills-catalogue';
import { DeleteDialog } from '../../../components/dialogs/DeleteDialog';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { ActiveChip } from '../../../components/lists/ActiveChip';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { ListPanel } from '../../../components/lists/ListPanel';
import { ListPagination, usePaging } from '../../../components/lists/ListPagination';
import { ListStatus } from '../../../components/lists/ListStatus';
import { RowAction } from '../../../components/lists/RowAction';
import { SearchField } from '../../../components/lists/SearchField';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteSkill } from '../api/delete-skill';
import { useSkill } from '../api/get-skill';
import { useSkillTypes } from '../../../lib/catalogue/get-skill-types';
import { useSkills } from '../api/list-skills';
import { useSaveSkill } from '../api/save-skill';
import { SkillFormDialog } from './SkillFormDialog';
import { ALL_TYPES, SkillTypeFilter } from './SkillTypeFilter';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage } from '../../../lib/ui-language';

const PAGE_SIZES = [25, 50, 100];

type Editing = { skill: ManagedSkill | null; key: number } | null;

/** The skills catalogue (managementSkills): search, filter by type, add, edit, delete (or deactivate), reactivate. */
export function SkillsListPage() {
  const { t } = useTranslation('skillsCatalogue');
  const idLang = useUiLanguage().idLang;
  const notify = useNotify();
  const [term, setTerm] = useState('');
  const [type, setType] = useState(ALL_TYPES);
  const [includeInactive, setIncludeInactive] = useState(true);
  const { page, pageSize, setPage, pagination } = usePaging(PAGE_SIZES);
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
      onError: (error) => notify(errorMessage(error), 'error'),
      onSettled: () => setDeleting(null),
    });
  };
  const reactivate = (skill: ManagedSkill) =>
    save.mutate(
      { idSkill: skill.id, body: { isActive: true } },
      {
        onSuccess: () => notify(t('messages.reactivated', { label: skill.label }), 'success'),
        onError: (error) => notify(errorMessage(error), 'error'),
      },
    );

  return (
    <Box>
      <PageHeading
        title={t('skills.title')}
        subtitle={t('skills.subtitle')}
        action={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing({ skill: null, key: Date.now() })}
            disabled={!types.data}
          >
            {t('skills.add')}
          </Button>
        }
      />

      <ListPanel
        titleId="skills-table-title"
        title={t('skills.tableTitle')}
        filters={
          <>
            <SearchField
              size="small"
              label={t('skills.search')}
              placeholder={t('skills.searchPlaceholder')}
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
                setPage(0);
              }}
              sx={{ minWidth: 280, flex: 1 }}
            />
            <SkillTypeFilter
              types={types.data}
              value={type}
              onChange={(value) => {
                setType(value);
                setPage(0);
              }}
              optionLabel={(skillType) =>
                t('skills.typeWithCount', { name: skillType.name, count: skillType.skillCount })
              }
            />
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
          </>
        }
      >
        <ListStatus
          loading={skills.isFetching}
          loadingLabel={t('skills.loading')}
          isError={skills.isError}
          error={skills.error}
        >
          {skills.data ? t('skills.count', { count: skills.data.total }) : ''}
        </ListStatus>
        <TableContainer>
          <Table size="small" aria-labelledby="skills-table-title" data-testid="skills-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.label')}</TableCell>
                <TableCell>{t('fields.nameFr')}</TableCell>
                <TableCell>{t('fields.nameEn')}</TableCell>
                <TableCell>{t('fields.aliases')}</TableCell>
                <TableCell>{t('fields.type')}</TableCell>
                <TableCell>{t('fields.idBoond')}</TableCell>
                <TableCell>{t('fields.state')}</TableCell>
                <TableCell align="right">{t('fields.files')}</TableCell>
                <TableCell align="right">{t('fields.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(skills.data?.items ?? []).map((skill) => (
                <TableRow
                  key={skill.id}
                  hover
                  data-testid="skill-row"
                  sx={skill.isActive ? undefined : { '& > td': { color: 'text.secondary' } }}
                >
                  <TableCell sx={{ fontWeight: 600 }}>{skill.label}</TableCell>
                  <TableCell>{skill.nameFr}</TableCell>
                  <TableCell>{skill.nameEn}</TableCell>
                  <TableCell data-testid="skill-aliases-cell">{skill.aliases.join(', ') || '—'}</TableCell>
                  <TableCell>{skill.skillTypeName}</TableCell>
                  <TableCell>{skill.idBoond ?? '—'}</TableCell>
                  <TableCell>
                    <ActiveChip
                      active={skill.isActive}
                      labels={{ active: t('states.active'), inactive: t('states.inactive') }}
                      testId="skill-state"
                    />
                  </TableCell>
                  <TableCell align="right">{skill.usage.files}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowAction
                      title={t('skills.edit')}
                      label={t('skills.editOf', { label: skill.label })}
                      icon={<EditOutlined fontSize="small" />}
                      onClick={() => setEditing({ skill, key: Date.now() })}
                      disabled={!types.data}
                    />
                    {skill.isActive ? (
                      <RowAction
                        title={t('skills.delete')}
                        label={t('skills.deleteOf', { label: skill.label })}
                        icon={<DeleteOutlined fontSize="small" />}
                        onClick={() => setDeleting(skill)}
                        color="error"
                      />
                    ) : (
                      <RowAction
                        title={t('skills.reactivate')}
                        label={t('skills.reactivateOf', { label: skill.label })}
                        icon={<RestoreOutlined fontSize="small" />}
                        onClick={() => reactivate(skill)}
                        color="primary"
                        disabled={save.isPending}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {skills.data && skills.data.items.length === 0 ? (
                <EmptyTableRow colSpan={9}>{t('skills.empty')}</EmptyTableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination ns="skillsCatalogue" keyPrefix="pagination" count={skills.data?.total ?? 0} {...pagination} />
      </ListPanel>

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
      <DeleteDialog
        name={deleting?.label ?? null}
        question={(label) => t('skills.confirmDelete', { label })}
        notice={
          deleting &&
          deleting.usage.files + deleting.usage.profiles + deleting.usage.tools + deleting.usage.certifications > 0
            ? t('skills.inUse', { ...deleting.usage })
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Box>
  );
}

/** Edits a skill as the server has it now (GET listSkillById), not as the list showed it. */
function EditSkillDialog({ id, types, onClose }: { id: number; types: SkillType[]; onClose: () => void }) {
  const idLang = useUiLanguage().idLang;
  const notify = useNotify();
  const skill = useSkill(id, idLang);
  useEffect(() => {
    if (skill.isError) {
      notify(errorMessage(skill.error), 'error');
      onClose();
    }
  }, [skill.isError, skill.error, notify, onClose]);
  if (!skill.data) return null;
  return <SkillFormDialog open skill={skill.data} types={types} onClose={onClose} />;
}
