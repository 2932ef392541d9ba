import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { skillsCatalogueList, type ManagedSkill, type SkillType } from '@my-skills/shared/schemas/skills-catalogue';
import { DeleteDialog } from '../../../components/dialogs/DeleteDialog';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { ActiveChip } from '../../../components/lists/ActiveChip';
import { DataList } from '../../../components/lists/DataList';
import { RowAction } from '../../../components/lists/RowAction';
import { useListState } from '../../../components/lists/use-list-state';
import { useDeleteSkill } from '../api/delete-skill';
import { useSkill } from '../api/get-skill';
import { useSkillTypes } from '../../../lib/catalogue/get-skill-types';
import { useSkills } from '../api/list-skills';
import { useSaveSkill } from '../api/save-skill';
import { SkillFormDialog } from './SkillFormDialog';
import { useSkillTypeOptions } from './skill-type-options';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage } from '../../../lib/ui-language';

type Editing = { skill: ManagedSkill | null; key: number } | null;

/**
 * The skills catalogue (managementSkills) on the lists' grid: quick search (label, names, aliases, Boond id, whatever
 * the case and accents), filters (type, names, aliases, Boond id, state, files…), sort and paging on the server, kept
 * in the URL; add, edit (aliases included), delete (or deactivate), reactivate; the Excel export of what is filtered.
 */
export function SkillsListPage() {
  const { t } = useTranslation('skillsCatalogue');
  const idLang = useUiLanguage().idLang;
  const notify = useNotify();
  const state = useListState(skillsCatalogueList);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedSkill | null>(null);
  const types = useSkillTypes(idLang);
  const skills = useSkills(state.query, idLang);
  const remove = useDeleteSkill();
  const save = useSaveSkill();
  const typeLabel = useCallback(
    (type: SkillType) => t('skills.typeWithCount', { name: type.name, count: type.skillCount }),
    [t],
  );
  const typeOptions = useSkillTypeOptions(types.data, typeLabel);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ data, message }) =>
        notify(message || t(`messages.${data.outcome}`), data.outcome === 'deleted' ? 'success' : 'warning'),
      onError: (error) => notify(errorMessage(error), 'error'),
      onSettled: () => setDeleting(null),
    });
  };
  const { mutate: saveSkill, isPending: saving } = save;
  const reactivate = useCallback(
    (skill: ManagedSkill) =>
      saveSkill(
        { idSkill: skill.id, body: { isActive: true } },
        {
          onSuccess: () => notify(t('messages.reactivated', { label: skill.label }), 'success'),
          onError: (error) => notify(errorMessage(error), 'error'),
        },
      ),
    [saveSkill, notify, t],
  );
  const typesLoaded = Boolean(types.data);

  const columns = useMemo<GridColDef<ManagedSkill>[]>(
    () => [
      {
        field: 'label',
        headerName: t('fields.label'),
        minWidth: 180,
        flex: 1,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ fontWeight: 600, color: row.isActive ? undefined : 'text.secondary' }}>
            {row.label}
          </Box>
        ),
      },
      { field: 'nameFr', headerName: t('fields.nameFr'), minWidth: 160, flex: 1 },
      { field: 'nameEn', headerName: t('fields.nameEn'), minWidth: 160, flex: 1 },
      {
        field: 'aliases',
        headerName: t('fields.aliases'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_value, row) => row.aliases.join(', '),
        renderCell: ({ row }) => <span data-testid="skill-aliases-cell">{row.aliases.join(', ') || '—'}</span>,
      },
      {
        field: 'aliasCount',
        headerName: t('fields.aliasCount'),
        width: 110,
        type: 'number',
        valueGetter: (_value, row) => row.aliases.length,
      },
      {
        field: 'skillType',
        headerName: t('fields.type'),
        minWidth: 180,
        flex: 1,
        type: 'singleSelect',
        valueOptions: typeOptions,
        renderCell: ({ row }) => row.skillTypeName,
      },
      {
        field: 'idBoond',
        headerName: t('fields.idBoond'),
        width: 140,
        type: 'number',
        renderCell: ({ row }) => row.idBoond ?? '—',
      },
      {
        field: 'isActive',
        headerName: t('fields.state'),
        width: 120,
        type: 'boolean',
        renderCell: ({ row }) => (
          <ActiveChip
            active={row.isActive}
            labels={{ active: t('states.active'), inactive: t('states.inactive') }}
            testId="skill-state"
          />
        ),
      },
      {
        field: 'files',
        headerName: t('fields.files'),
        width: 100,
        type: 'number',
        valueGetter: (_value, row) => row.usage.files,
      },
      {
        field: 'actions',
        headerName: t('fields.actions'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <RowAction
              title={t('skills.edit')}
              label={t('skills.editOf', { label: row.label })}
              icon={<EditOutlined fontSize="small" />}
              onClick={() => setEditing({ skill: row, key: Date.now() })}
              disabled={!typesLoaded}
            />
            {row.isActive ? (
              <RowAction
                title={t('skills.delete')}
                label={t('skills.deleteOf', { label: row.label })}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() => setDeleting(row)}
                color="error"
              />
            ) : (
              <RowAction
                title={t('skills.reactivate')}
                label={t('skills.reactivateOf', { label: row.label })}
                icon={<RestoreOutlined fontSize="small" />}
                onClick={() => reactivate(row)}
                color="primary"
                disabled={saving}
              />
            )}
          </Box>
        ),
      },
    ],
    [t, typeOptions, typesLoaded, reactivate, saving],
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
      <DataList<ManagedSkill>
        list={skillsCatalogueList}
        state={state}
        // Refreshes after a change are quiet: loading only while the rows shown are not yet those of the query asked.
        result={{ ...skills, isFetching: skills.isPending || skills.isPlaceholderData }}
        columns={columns}
        getRowId={(row) => row.id}
        title={t('skills.tableTitle')}
        titleId="skills-table-title"
        hiddenColumns={['aliasCount']}
        exportCall={skillsCatalogueCalls.skillsListExport}
        exportName="skills"
        searchPlaceholder={t('skills.searchPlaceholder')}
        testId="skills"
      />

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
