import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CERTIFICATION_KINDS, certificationInput, type Certification } from '@my-skills/shared/schemas/skills-file';
import { endNotBeforeStart } from '@my-skills/shared/schemas/common';
import { useAddCertification } from '../api/add-certification';
import { useDeleteCertification } from '../api/delete-certification';
import { useUpdateCertification } from '../api/update-certification';
import { AttachmentField, AttachmentLink, type AttachmentValue } from './AttachmentField';
import { useFile } from './file-context';
import { FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatDay } from '../../../lib/dates';
import { PickedSkillChips } from './PickedSkillChips';
import { Facts, FieldRow } from '../../../components/document/section-layout';
import { FileRowFormDialog, FileSectionRows, useFileRowSave, type RowDialogProps } from './FileSectionRows';
import { SkillPicker, type PickedSkill } from './SkillPicker';
import { formResolver } from '../../../components/form/zod-error-map';

const formSchema = certificationInput.superRefine(endNotBeforeStart('obtainedDate', 'expiryDate'));
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Certifications and tests: name, organism, dates, score, linked skills and the certificate as an attachment. */
export function CertificationsSection() {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc } = useFile();
  const remove = useDeleteCertification();

  return (
    <FileSectionRows
      section="certifications"
      icon={<VerifiedOutlined />}
      rows={[...dc.certifications].sort((a, b) => (b.obtainedDate ?? '').localeCompare(a.obtainedDate ?? ''))}
      remove={remove}
      title={(row) => row.name || t('certification.untitled')}
      subtitle={(row) => [t(`certification.kinds.${row.kind}`), row.organism].filter(Boolean).join(' · ')}
      details={(row) => (
        <Facts
          items={[
            { label: t('certification.obtainedDate'), value: formatDay(row.obtainedDate, i18n.language) },
            { label: t('certification.expiryDate'), value: formatDay(row.expiryDate, i18n.language) },
            { label: t('certification.score'), value: row.score },
            { label: t('certification.skills'), value: row.skills.map((s) => s.name).join(', ') },
            {
              label: t('attachment.label'),
              value: row.idFile ? <AttachmentLink idFile={row.idFile} fileName={row.fileName} /> : null,
            },
          ]}
        />
      )}
      dialog={CertificationDialog}
    />
  );
}

function CertificationDialog({ row, onClose }: RowDialogProps<Certification>) {
  const { t } = useTranslation('skillsFile');
  const { dc } = useFile();
  const { save, pending } = useFileRowSave(row, useAddCertification(), useUpdateCertification(), onClose);
  const [skills, setSkills] = useState<PickedSkill[]>(row?.skills.map((s) => ({ id: s.idSkill, name: s.name })) ?? []);
  const [file, setFile] = useState<AttachmentValue | null>(
    row?.idFile ? { id: row.idFile, fileName: row.fileName } : null,
  );
  const { control, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(formSchema),
    mode: 'onChange',
    defaultValues: {
      kind: row?.kind ?? 'certification',
      name: row?.name ?? '',
      organism: row?.organism ?? '',
      obtainedDate: row?.obtainedDate ?? null,
      expiryDate: row?.expiryDate ?? null,
      score: row?.score ?? '',
    },
  });
  const submit = handleSubmit((values) =>
    save({ ...values, idSkills: skills.map((s) => s.id), idFile: file?.id ?? null }),
  );

  return (
    <FileRowFormDialog
      section="certifications"
      row={row}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
    >
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            row
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            aria-label={t('certification.kind')}
          >
            {CERTIFICATION_KINDS.map((kind) => (
              <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`certification.kinds.${kind}`)} />
            ))}
          </RadioGroup>
        )}
      />
      <FieldRow>
        <FormText control={control} name="name" label={t('certification.name')} required autoFocus />
        <FormText control={control} name="organism" label={t('certification.organism')} />
      </FieldRow>
      <FieldRow>
        <FormDate control={control} name="obtainedDate" label={t('certification.obtainedDate')} />
        <FormDate control={control} name="expiryDate" label={t('certification.expiryDate')} />
      </FieldRow>
      <FormText control={control} name="score" label={t('certification.score')} maxLength={50} />
      <SkillPicker
        label={t('certification.skills')}
        idLang={dc.idLang}
        value={skills}
        fullWidth
        testId="certification-skills"
        onToggle={(skill, selected) =>
          setSkills((current) => (selected ? [...current, skill] : current.filter((s) => s.id !== skill.id)))
        }
      />
      <PickedSkillChips
        skills={skills}
        onRemove={(skill) => setSkills((current) => current.filter((s) => s.id !== skill.id))}
      />
      <AttachmentField idUser={dc.idUser} value={file} onChange={setFile} />
    </FileRowFormDialog>
  );
}
