import { useState } from 'react';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { endNotBeforeStart } from '@my-skills/shared/schemas/common';
import { experienceInput, type Experience } from '@my-skills/shared/schemas/skills-file';
import { useAddExperience } from '../api/add-experience';
import { useDeleteExperience } from '../api/delete-experience';
import { useUpdateExperience } from '../api/update-experience';
import { useFile } from './file-context';
import { FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatPeriod } from '../../../lib/dates';
import { isMissing } from './missing-fields';
import { PickedSkillChips } from './PickedSkillChips';
import { Facts, FieldRow } from '../../../components/document/section-layout';
import { FileRowFormDialog, FileSectionRows, useFileRowSave, type RowDialogProps } from './FileSectionRows';
import { SkillPicker, type PickedSkill } from './SkillPicker';
import { formResolver } from '../../../components/form/zod-error-map';

const formSchema = experienceInput.superRefine(endNotBeforeStart('startDate', 'endDate'));
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const newestFirst = (a: Experience, b: Experience) =>
  (b.endDate ?? '9999').localeCompare(a.endDate ?? '9999') || (b.startDate ?? '').localeCompare(a.startDate ?? '');

/** Professional experiences: position, period, client, project, description, teams and methods, tasks, tools. */
export function ExperiencesSection() {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc } = useFile();
  const remove = useDeleteExperience();

  return (
    <FileSectionRows
      section="experiences"
      icon={<WorkOutline />}
      rows={[...dc.experiences].sort(newestFirst)}
      missingText={isMissing(dc, 'experiences') ? t('missing.experiences') : null}
      remove={remove}
      title={(row) => row.position || t('experience.untitled')}
      subtitle={(row) =>
        [row.client, formatPeriod(row.startDate, row.endDate, i18n.language, t('experience.today'))]
          .filter(Boolean)
          .join(' · ')
      }
      details={(row) => (
        <Facts
          items={[
            { label: t('experience.project'), value: row.project },
            { label: t('experience.description'), value: row.description },
            { label: t('experience.teamsMethods'), value: row.teamsMethods },
            { label: t('experience.tasks'), value: row.tasks },
            { label: t('experience.tools'), value: row.tools.map((tool) => tool.name).join(', ') },
          ]}
        />
      )}
      dialog={ExperienceDialog}
    />
  );
}

function ExperienceDialog({ row, onClose }: RowDialogProps<Experience>) {
  const { t } = useTranslation('skillsFile');
  const { dc } = useFile();
  const { save, pending } = useFileRowSave(row, useAddExperience(), useUpdateExperience(), onClose);
  const [tools, setTools] = useState<PickedSkill[]>(
    row?.tools.map((tool) => ({ id: tool.idSkill, name: tool.name })) ?? [],
  );
  const { control, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(formSchema),
    mode: 'onChange',
    defaultValues: {
      position: row?.position ?? '',
      client: row?.client ?? '',
      project: row?.project ?? '',
      startDate: row?.startDate ?? null,
      endDate: row?.endDate ?? null,
      description: row?.description ?? '',
      teamsMethods: row?.teamsMethods ?? '',
      tasks: row?.tasks ?? '',
    },
  });
  const submit = handleSubmit((values) => save({ ...values, tools: tools.map((tool) => tool.id) }));

  return (
    <FileRowFormDialog
      section="experiences"
      row={row}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
    >
      <FormText control={control} name="position" label={t('experience.position')} required autoFocus />
      <FieldRow>
        <FormText control={control} name="client" label={t('experience.client')} />
        <FormText control={control} name="project" label={t('experience.project')} />
      </FieldRow>
      <FieldRow>
        <FormDate control={control} name="startDate" label={t('experience.startDate')} />
        <FormDate control={control} name="endDate" label={t('experience.endDate')} />
      </FieldRow>
      <FormText control={control} name="description" label={t('experience.description')} multiline />
      <FormText control={control} name="teamsMethods" label={t('experience.teamsMethods')} multiline />
      <FormText control={control} name="tasks" label={t('experience.tasks')} multiline />
      <SkillPicker
        label={t('experience.tools')}
        idLang={dc.idLang}
        value={tools}
        fullWidth
        testId="experience-tools"
        onToggle={(skill, selected) =>
          setTools((current) => (selected ? [...current, skill] : current.filter((s) => s.id !== skill.id)))
        }
      />
      <PickedSkillChips
        skills={tools}
        onRemove={(skill) => setTools((current) => current.filter((s) => s.id !== skill.id))}
      />
    </FileRowFormDialog>
  );
}
