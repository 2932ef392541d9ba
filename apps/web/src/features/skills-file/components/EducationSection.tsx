import { useState } from 'react';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEGREE_MENTIONS } from '@my-skills/shared/constants';
import { educationInput, type Education } from '@my-skills/shared/schemas/skills-file';
import { useAddEducation } from '../api/add-education';
import { useDeleteEducation } from '../api/delete-education';
import { useUpdateEducation } from '../api/update-education';
import { AttachmentField, AttachmentLink } from './AttachmentField';
import { useFile } from './file-context';
import { FormSelect, FormText } from '../../../components/form/fields';
import { Facts, FieldRow } from '../../../components/document/section-layout';
import { FileRowFormDialog, FileSectionRows, useFileRowSave, type RowDialogProps } from './FileSectionRows';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { formResolver } from '../../../components/form/zod-error-map';

type FormInput = z.input<typeof educationInput>;
type FormOutput = z.output<typeof educationInput>;

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: thisYear + 6 - 1950 }, (_, i) => thisYear + 5 - i);

/** Education and training: degree, school, year, mention, and the diploma as an attachment. */
export function EducationSection() {
  const { t } = useTranslation('skillsFile');
  const { dc } = useFile();
  const remove = useDeleteEducation();

  return (
    <FileSectionRows
      section="educations"
      icon={<SchoolOutlined />}
      rows={[...dc.educations].sort((a, b) => (b.year ?? 0) - (a.year ?? 0))}
      remove={remove}
      title={(row) => row.degree || t('education.untitled')}
      subtitle={(row) => [row.school, row.year].filter(Boolean).join(' · ')}
      details={(row) => (
        <Facts
          items={[
            { label: t('education.mention'), value: row.mentionName },
            {
              label: t('attachment.label'),
              value: row.idFile ? <AttachmentLink idFile={row.idFile} fileName={row.fileName} /> : null,
            },
          ]}
        />
      )}
      dialog={EducationDialog}
    />
  );
}

function EducationDialog({ row, onClose }: RowDialogProps<Education>) {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc } = useFile();
  const { save, pending } = useFileRowSave(row, useAddEducation(), useUpdateEducation(), onClose);
  const [file, setFile] = useState<{ id: number; fileName: string | null } | null>(
    row?.idFile ? { id: row.idFile, fileName: row.fileName } : null,
  );
  const { control, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(educationInput),
    mode: 'onChange',
    defaultValues: {
      degree: row?.degree ?? '',
      school: row?.school ?? '',
      year: row?.year ?? null,
      mention: row?.mention ?? null,
    },
  });
  const submit = handleSubmit((values) => save({ ...values, idFile: file?.id ?? null }));
  const lang = uiLanguageOfTag(i18n.language);

  return (
    <FileRowFormDialog
      section="educations"
      row={row}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
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
    </FileRowFormDialog>
  );
}
