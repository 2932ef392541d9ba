import { useState } from 'react';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { experienceInput, type Experience } from '@my-skills/shared/schemas/skills-file';
import { useAddExperience } from '../api/add-experience';
import { useDeleteExperience } from '../api/delete-experience';
import { useUpdateExperience } from '../api/update-experience';
import { DeleteRowDialog } from './DeleteRowDialog';
import { useFile } from './file-context';
import { FormDate, FormText } from './form-fields';
import { formatPeriod } from './format';
import { isMissing, missingFieldsOfRow } from './missing-fields';
import { PickedSkillChips } from './PickedSkillChips';
import { EmptyRows, Facts, FieldRow, FormDialog, RowCard, SectionPanel } from './section-layout';
import { SkillPicker, type PickedSkill } from './SkillPicker';
import { endNotBeforeStart } from './period-rule';

const formSchema = experienceInput.superRefine(endNotBeforeStart('startDate', 'endDate'));
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const newestFirst = (a: Experience, b: Experience) =>
  (b.endDate ?? '9999').localeCompare(a.endDate ?? '9999') || (b.startDate ?? '').localeCompare(a.startDate ?? '');

/** Professional experiences: position, period, client, project, description, teams and methods, tasks, tools. */
export function ExperiencesSection() {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc, editable, handleError, handleSuccess } = useFile();
  const [editing, setEditing] = useState<Experience | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Experience | null>(null);
  const remove = useDeleteExperience();
  const rows = [...dc.experiences].sort(newestFirst);

  return (
    <SectionPanel
      id="experiences"
      title={t('sections.experiences')}
      icon={<WorkOutline />}
      count={rows.length}
      missingText={isMissing(dc, 'experiences') ? t('missing.experiences') : null}
      addLabel={t('experience.add')}
      onAdd={editable ? () => setEditing('new') : undefined}
    >
      {rows.length === 0 ? <EmptyRows text={t('experience.empty')} /> : null}
      {rows.map((row) => (
        <RowCard
          key={row.id}
          testId={`experience-${row.id}`}
          title={row.position || t('experience.untitled')}
          subtitle={[row.client, formatPeriod(row.startDate, row.endDate, i18n.language, t('experience.today'))]
            .filter(Boolean)
            .join(' · ')}
          missing={missingFieldsOfRow(dc, 'experiences', row.id).length > 0}
          onEdit={editable ? () => setEditing(row) : undefined}
          onDelete={editable ? () => setDeleting(row) : undefined}
        >
          <Facts
            items={[
              { label: t('experience.project'), value: row.project },
              { label: t('experience.description'), value: row.description },
              { label: t('experience.teamsMethods'), value: row.teamsMethods },
              { label: t('experience.tasks'), value: row.tasks },
              { label: t('experience.tools'), value: row.tools.map((tool) => tool.name).join(', ') },
            ]}
          />
        </RowCard>
      ))}
      {editing !== null ? (
        <ExperienceDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteRowDialog
        name={deleting ? deleting.position || t('experience.untitled') : null}
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

function ExperienceDialog({ row, onClose }: { row: Experience | null; onClose: () => void }) {
  const { t } = useTranslation('skillsFile');
  const { dc, handleError, handleSuccess } = useFile();
  const add = useAddExperience();
  const update = useUpdateExperience();
  const [tools, setTools] = useState<PickedSkill[]>(
    row?.tools.map((tool) => ({ id: tool.idSkill, name: tool.name })) ?? [],
  );
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
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
  const pending = add.isPending || update.isPending;
  const done = {
    onSuccess: ({ message }: { message: string }) => {
      handleSuccess(message);
      onClose();
    },
    onError: handleError,
  };
  const submit = handleSubmit((values) => {
    const body = { ...values, tools: tools.map((tool) => tool.id), idDc: dc.id, rowVersion: dc.rowVersion };
    if (row) update.mutate({ ...body, id: row.id }, done);
    else add.mutate(body, done);
  });

  return (
    <FormDialog
      open
      title={row ? t('experience.edit') : t('experience.add')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={pending}
      testId="experience-dialog"
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
    </FormDialog>
  );
}
