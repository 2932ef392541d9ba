import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { languageInput, type DcLanguage } from '@my-skills/shared/schemas/skills-file';
import { useAddLanguage } from '../api/add-language';
import { useDeleteLanguage } from '../api/delete-language';
import { useLanguageLevels } from '../../../lib/catalogue/get-language-levels';
import { useSpokenLanguages } from '../../../lib/catalogue/get-spoken-languages';
import { useUpdateLanguage } from '../api/update-language';
import { useFile } from './file-context';
import { FormSelect } from '../../../components/form/fields';
import { FieldRow } from '../../../components/document/section-layout';
import { FileRowFormDialog, FileSectionRows, useFileRowSave, type RowDialogProps } from './FileSectionRows';
import { formResolver } from '../../../components/form/zod-error-map';

/** The form starts empty: language and level are chosen (red until then), then checked with the shared schema. */
const formSchema = z.object({
  languageCode: z.string().nullable(),
  idLevel: z.number().nullable(),
});
type FormValues = z.infer<typeof formSchema>;

/** Spoken languages: language and level (Language/levels, in the file's language). */
export function LanguagesSection() {
  const { dc } = useFile();
  const remove = useDeleteLanguage();

  return (
    <FileSectionRows
      section="languages"
      icon={<TranslateOutlined />}
      rows={dc.languages}
      remove={remove}
      title={(row) => row.languageName}
      subtitle={(row) => row.levelName}
      dialog={LanguageDialog}
    />
  );
}

function LanguageDialog({ row, onClose }: RowDialogProps<DcLanguage>) {
  const { t } = useTranslation('skillsFile');
  const { dc } = useFile();
  const languages = useSpokenLanguages(dc.idLang);
  const levels = useLanguageLevels(dc.idLang);
  const { save, pending } = useFileRowSave(row, useAddLanguage(), useUpdateLanguage(), onClose);
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: formResolver(formSchema),
    mode: 'onChange',
    defaultValues: { languageCode: row?.languageCode ?? null, idLevel: row?.idLevel ?? null },
  });
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
    save(parsed.data);
  });

  return (
    <FileRowFormDialog
      section="languages"
      row={row}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
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
    </FileRowFormDialog>
  );
}
