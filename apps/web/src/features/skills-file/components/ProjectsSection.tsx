import { useState } from 'react';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { projectInput, type Project } from '@my-skills/shared/schemas/skills-file';
import { useAddProject } from '../api/add-project';
import { useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '../api/update-project';
import { DeleteRowDialog } from './DeleteRowDialog';
import { useFile } from './file-context';
import { FormDate, FormText } from './form-fields';
import { formatPeriod } from './format';
import { missingFieldsOfRow } from './missing-fields';
import { endNotBeforeStart } from './period-rule';
import { EmptyRows, Facts, FieldRow, FormDialog, RowCard, SectionPanel } from './section-layout';

const formSchema = projectInput.superRefine(endNotBeforeStart('startDate', 'endDate'));
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Projects: name, description, period. */
export function ProjectsSection() {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc, editable, handleError, handleSuccess } = useFile();
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const remove = useDeleteProject();

  return (
    <SectionPanel
      id="projects"
      title={t('sections.projects')}
      icon={<AccountTreeOutlined />}
      count={dc.projects.length}
      addLabel={t('project.add')}
      onAdd={editable ? () => setEditing('new') : undefined}
    >
      {dc.projects.length === 0 ? <EmptyRows text={t('project.empty')} /> : null}
      {dc.projects.map((row) => (
        <RowCard
          key={row.id}
          testId={`project-${row.id}`}
          title={row.name || t('project.untitled')}
          subtitle={formatPeriod(row.startDate, row.endDate, i18n.language, t('experience.today'))}
          missing={missingFieldsOfRow(dc, 'projects', row.id).length > 0}
          onEdit={editable ? () => setEditing(row) : undefined}
          onDelete={editable ? () => setDeleting(row) : undefined}
        >
          <Facts items={[{ label: t('project.description'), value: row.description }]} />
        </RowCard>
      ))}
      {editing !== null ? (
        <ProjectDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteRowDialog
        name={deleting ? deleting.name || t('project.untitled') : null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, idDc: dc.id, rowVersion: dc.rowVersion },
            {
              onSuccess: ({ message }) => {
                setDeleting(null);
                handleSuccess(message);
              },
              onError: (error) => {
                setDeleting(null);
                handleError(error);
              },
            },
          )
        }
      />
    </SectionPanel>
  );
}

function ProjectDialog({ row, onClose }: { row: Project | null; onClose: () => void }) {
  const { t } = useTranslation('skillsFile');
  const { dc, handleError, handleSuccess } = useFile();
  const add = useAddProject();
  const update = useUpdateProject();
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: {
      name: row?.name ?? '',
      description: row?.description ?? '',
      startDate: row?.startDate ?? null,
      endDate: row?.endDate ?? null,
    },
  });
  const pending = add.isPending || update.isPending;
  const done = {
    onSuccess: ({ message }: { message: string }) => {
      handleSuccess(message);
      onClose();
    },
    onError: handleError,
  };
  const submit = handleSubmit((values) => {
    const body = { ...values, idDc: dc.id, rowVersion: dc.rowVersion };
    if (row) update.mutate({ ...body, id: row.id }, done);
    else add.mutate(body, done);
  });

  return (
    <FormDialog
      open
      title={row ? t('project.edit') : t('project.add')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={pending}
      testId="project-dialog"
    >
      <FormText control={control} name="name" label={t('project.name')} required autoFocus />
      <FieldRow>
        <FormDate control={control} name="startDate" label={t('project.startDate')} />
        <FormDate control={control} name="endDate" label={t('project.endDate')} />
      </FieldRow>
      <FormText control={control} name="description" label={t('project.description')} multiline />
    </FormDialog>
  );
}
