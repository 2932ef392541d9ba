import { useState } from 'react';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEGREE_MENTIONS } from '@my-skills/shared/constants';
import { educationInput, type Education } from '@my-skills/shared/schemas/skills-file';
import { useAddEducation } from '../api/add-education';
import { useDeleteEducation } from '../api/delete-education';
import { useUpdateEducation } from '../api/update-education';
import { AttachmentField, AttachmentLink } from './AttachmentField';
import { DeleteRowDialog } from './DeleteRowDialog';
import { useFile } from './file-context';
import { FormSelect, FormText } from './form-fields';
import { missingFieldsOfRow } from './missing-fields';
import { EmptyRows, Facts, FieldRow, FormDialog, RowCard, SectionPanel } from './section-layout';

type FormInput = z.input<typeof educationInput>;
type FormOutput = z.output<typeof educationInput>;

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: thisYear + 6 - 1950 }, (_, i) => thisYear + 5 - i);

/** Education and training: degree, school, year, mention, and the diploma as an attachment. */
export function EducationSection() {
  const { t } = useTranslation('skillsFile');
  const { dc, editable, handleError, handleSuccess } = useFile();
  const [editing, setEditing] = useState<Education | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Education | null>(null);
  const remove = useDeleteEducation();
  const rows = [...dc.educations].sort((a, b) => (b.year ?? 0) - (a.year ?? 0));

  return (
    <SectionPanel
      id="educations"
      title={t('sections.educations')}
      icon={<SchoolOutlined />}
      count={rows.length}
      addLabel={t('education.add')}
      onAdd={editable ? () => setEditing('new') : undefined}
    >
      {rows.length === 0 ? <EmptyRows text={t('education.empty')} /> : null}
      {rows.map((row) => (
        <RowCard
          key={row.id}
          testId={`education-${row.id}`}
          title={row.degree || t('education.untitled')}
          subtitle={[row.school, row.year].filter(Boolean).join(' · ')}
          missing={missingFieldsOfRow(dc, 'educations', row.id).length > 0}
          onEdit={editable ? () => setEditing(row) : undefined}
          onDelete={editable ? () => setDeleting(row) : undefined}
        >
          <Facts
            items={[
              { label: t('education.mention'), value: row.mentionName },
              {
                label: t('attachment.label'),
                value: row.idFile ? <AttachmentLink idFile={row.idFile} fileName={row.fileName} /> : null,
              },
            ]}
          />
        </RowCard>
      ))}
      {editing !== null ? (
        <EducationDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteRowDialog
        name={deleting ? deleting.degree || t('education.untitled') : null}
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

function EducationDialog({ row, onClose }: { row: Education | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc, handleError, handleSuccess } = useFile();
  const add = useAddEducation();
  const update = useUpdateEducation();
  const [file, setFile] = useState<{ id: number; fileName: string | null } | null>(
    row?.idFile ? { id: row.idFile, fileName: row.fileName } : null,
  );
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(educationInput),
    mode: 'onChange',
    defaultValues: {
      degree: row?.degree ?? '',
      school: row?.school ?? '',
      year: row?.year ?? null,
      mention: row?.mention ?? null,
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
    const body = { ...values, idFile: file?.id ?? null, idDc: dc.id, rowVersion: dc.rowVersion };
    if (row) update.mutate({ ...body, id: row.id }, done);
    else add.mutate(body, done);
  });
  const lang = i18n.language.startsWith('en') ? 'en' : 'fr';

  return (
    <FormDialog
      open
      title={row ? t('education.edit') : t('education.add')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={pending}
      testId="education-dialog"
    >
      <FormText control={control} name="degree" label={t('education.degree')} required autoFocus />
      <FormText control={control} name="school" label={t('education.school')} />
      <FieldRow>
        <FormSelect
          control={control}
          name="year"
          label={t('education.year')}
          emptyLabel={t('form.none')}
          options={YEARS.map((year) => ({ value: year, label: String(year) }))}
        />
        <FormSelect
          control={control}
          name="mention"
          label={t('education.mention')}
          emptyLabel={t('form.none')}
          options={DEGREE_MENTIONS.map((m) => ({ value: m.id, label: m[lang] }))}
        />
      </FieldRow>
      <AttachmentField idUser={dc.idUser} value={file} onChange={setFile} />
    </FormDialog>
  );
}
