import { useState } from 'react';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { languageInput, type DcLanguage } from '@my-skills/shared/schemas/skills-file';
import { useAddLanguage } from '../api/add-language';
import { useDeleteLanguage } from '../api/delete-language';
import { useLanguageLevels } from '../api/get-language-levels';
import { useSpokenLanguages } from '../api/get-spoken-languages';
import { useUpdateLanguage } from '../api/update-language';
import { DeleteRowDialog } from './DeleteRowDialog';
import { useFile } from './file-context';
import { FormSelect } from './form-fields';
import { missingFieldsOfRow } from './missing-fields';
import { EmptyRows, FieldRow, FormDialog, RowCard, SectionPanel } from './section-layout';

/** The form starts empty: language and level are chosen (red until then), then checked with the shared schema. */
const formSchema = z.object({
  languageCode: z.string().nullable(),
  idLevel: z.number().nullable(),
});
type FormValues = z.infer<typeof formSchema>;

/** Spoken languages: language and level (Language/levels, in the file's language). */
export function LanguagesSection() {
  const { t } = useTranslation('skillsFile');
  const { dc, editable, handleError, handleSuccess } = useFile();
  const [editing, setEditing] = useState<DcLanguage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DcLanguage | null>(null);
  const remove = useDeleteLanguage();

  return (
    <SectionPanel
      id="languages"
      title={t('sections.languages')}
      icon={<TranslateOutlined />}
      count={dc.languages.length}
      addLabel={t('language.add')}
      onAdd={editable ? () => setEditing('new') : undefined}
    >
      {dc.languages.length === 0 ? <EmptyRows text={t('language.empty')} /> : null}
      {dc.languages.map((row) => (
        <RowCard
          key={row.id}
          testId={`language-${row.id}`}
          title={row.languageName}
          subtitle={row.levelName}
          missing={missingFieldsOfRow(dc, 'languages', row.id).length > 0}
          onEdit={editable ? () => setEditing(row) : undefined}
          onDelete={editable ? () => setDeleting(row) : undefined}
        />
      ))}
      {editing !== null ? (
        <LanguageDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteRowDialog
        name={deleting?.languageName ?? null}
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

function LanguageDialog({ row, onClose }: { row: DcLanguage | null; onClose: () => void }) {
  const { t } = useTranslation('skillsFile');
  const { dc, handleError, handleSuccess } = useFile();
  const languages = useSpokenLanguages(dc.idLang);
  const levels = useLanguageLevels(dc.idLang);
  const add = useAddLanguage();
  const update = useUpdateLanguage();
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: { languageCode: row?.languageCode ?? null, idLevel: row?.idLevel ?? null },
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
    const parsed = languageInput.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'languageCode' || field === 'idLevel')
          setError(field, { type: 'too_small', message: issue.message });
      }
      return;
    }
    const body = { ...parsed.data, idDc: dc.id, rowVersion: dc.rowVersion };
    if (row) update.mutate({ ...body, id: row.id }, done);
    else add.mutate(body, done);
  });

  return (
    <FormDialog
      open
      title={row ? t('language.edit') : t('language.add')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={pending}
      testId="language-dialog"
    >
      <FieldRow>
        <FormSelect
          control={control}
          name="languageCode"
          label={t('language.language')}
          required
          options={(languages.data ?? []).map((l) => ({ value: l.code, label: l.name }))}
        />
        <FormSelect
          control={control}
          name="idLevel"
          label={t('language.level')}
          required
          options={(levels.data ?? []).map((l) => ({ value: l.id, label: l.label }))}
        />
      </FieldRow>
    </FormDialog>
  );
}
