import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { endNotBeforeStart } from '@my-skills/shared/schemas/common';
import { projectInput, type Project } from '@my-skills/shared/schemas/skills-file';
import { useAddProject } from '../api/add-project';
import { useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '../api/update-project';
import { useFile } from './file-context';
import { FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatPeriod } from '../../../lib/dates';
import { Facts, FieldRow } from '../../../components/document/section-layout';
import { FileRowFormDialog, FileSectionRows, useFileRowSave, type RowDialogProps } from './FileSectionRows';
import { formResolver } from '../../../components/form/zod-error-map';

const formSchema = projectInput.superRefine(endNotBeforeStart('startDate', 'endDate'));
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Projects: name, description, period. */
export function ProjectsSection() {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc } = useFile();
  const remove = useDeleteProject();

  return (
    <FileSectionRows
      section="projects"
      icon={<AccountTreeOutlined />}
      rows={dc.projects}
      remove={remove}
      title={(row) => row.name || t('project.untitled')}
      subtitle={(row) => formatPeriod(row.startDate, row.endDate, i18n.language, t('experience.today'))}
      details={(row) => <Facts items={[{ label: t('project.description'), value: row.description }]} />}
      dialog={ProjectDialog}
    />
  );
}

function ProjectDialog({ row, onClose }: RowDialogProps<Project>) {
  const { t } = useTranslation('skillsFile');
  const { save, pending } = useFileRowSave(row, useAddProject(), useUpdateProject(), onClose);
  const { control, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(formSchema),
    mode: 'onChange',
    defaultValues: {
      name: row?.name ?? '',
      description: row?.description ?? '',
      startDate: row?.startDate ?? null,
      endDate: row?.endDate ?? null,
    },
  });
  const submit = handleSubmit((values) => save(values));

  return (
    <FileRowFormDialog
      section="projects"
      row={row}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
    >
      <FormText control={control} name="name" label={t('project.name')} required autoFocus />
      <FieldRow>
        <FormDate control={control} name="startDate" label={t('project.startDate')} />
        <FormDate control={control} name="endDate" label={t('project.endDate')} />
      </FieldRow>
      <FormText control={control} name="description" label={t('project.description')} multiline />
    </FileRowFormDialog>
  );
}
