import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CERTIFICATION_KINDS, certificationInput, type Certification } from '@my-skills/shared/schemas/skills-file';
import { useAddCertification } from '../api/add-certification';
import { useDeleteCertification } from '../api/delete-certification';
import { useUpdateCertification } from '../api/update-certification';
import { AttachmentField, AttachmentLink, type AttachmentValue } from './AttachmentField';
import { DeleteRowDialog } from './DeleteRowDialog';
import { useFile } from './file-context';
import { FormDate, FormText } from './form-fields';
import { formatDay } from './format';
import { missingFieldsOfRow } from './missing-fields';
import { endNotBeforeStart } from './period-rule';
import { PickedSkillChips } from './PickedSkillChips';
import { EmptyRows, Facts, FieldRow, FormDialog, RowCard, SectionPanel } from './section-layout';
import { SkillPicker, type PickedSkill } from './SkillPicker';

const formSchema = certificationInput.superRefine(endNotBeforeStart('obtainedDate', 'expiryDate'));
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Certifications and tests: name, organism, dates, score, linked skills and the certificate as an attachment. */
export function CertificationsSection() {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc, editable, handleError, handleSuccess } = useFile();
  const [editing, setEditing] = useState<Certification | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Certification | null>(null);
  const remove = useDeleteCertification();
  const rows = [...dc.certifications].sort((a, b) => (b.obtainedDate ?? '').localeCompare(a.obtainedDate ?? ''));

  return (
    <SectionPanel
      id="certifications"
      title={t('sections.certifications')}
      icon={<VerifiedOutlined />}
      count={rows.length}
      addLabel={t('certification.add')}
      onAdd={editable ? () => setEditing('new') : undefined}
    >
      {rows.length === 0 ? <EmptyRows text={t('certification.empty')} /> : null}
      {rows.map((row) => (
        <RowCard
          key={row.id}
          testId={`certification-${row.id}`}
          title={row.name || t('certification.untitled')}
          subtitle={[t(`certification.kinds.${row.kind}`), row.organism].filter(Boolean).join(' · ')}
          missing={missingFieldsOfRow(dc, 'certifications', row.id).length > 0}
          onEdit={editable ? () => setEditing(row) : undefined}
          onDelete={editable ? () => setDeleting(row) : undefined}
        >
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
        </RowCard>
      ))}
      {editing !== null ? (
        <CertificationDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteRowDialog
        name={deleting ? deleting.name || t('certification.untitled') : null}
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

function CertificationDialog({ row, onClose }: { row: Certification | null; onClose: () => void }) {
  const { t } = useTranslation('skillsFile');
  const { dc, handleError, handleSuccess } = useFile();
  const add = useAddCertification();
  const update = useUpdateCertification();
  const [skills, setSkills] = useState<PickedSkill[]>(row?.skills.map((s) => ({ id: s.idSkill, name: s.name })) ?? []);
  const [file, setFile] = useState<AttachmentValue | null>(
    row?.idFile ? { id: row.idFile, fileName: row.fileName } : null,
  );
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
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
  const pending = add.isPending || update.isPending;
  const done = {
    onSuccess: ({ message }: { message: string }) => {
      handleSuccess(message);
      onClose();
    },
    onError: handleError,
  };
  const submit = handleSubmit((values) => {
    const body = {
      ...values,
      idSkills: skills.map((s) => s.id),
      idFile: file?.id ?? null,
      idDc: dc.id,
      rowVersion: dc.rowVersion,
    };
    if (row) update.mutate({ ...body, id: row.id }, done);
    else add.mutate(body, done);
  });

  return (
    <FormDialog
      open
      title={row ? t('certification.edit') : t('certification.add')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={pending}
      testId="certification-dialog"
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
    </FormDialog>
  );
}
