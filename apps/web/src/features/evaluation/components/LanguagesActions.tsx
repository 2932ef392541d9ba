import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import { eepLanguageRowProblems } from '@my-skills/shared/evaluation-rules';
import type { EepLanguage, OtherAction } from '@my-skills/shared/schemas/evaluation-details';
import { RowFormDialog, SectionRows, useRowSave, type RowDialogProps } from '../../../components/document/SectionRows';
import { FormSelect, FormText } from '../../../components/form/fields';
import { useLanguageLevels } from '../../../lib/catalogue/get-language-levels';
import { useUiLanguage } from '../../../lib/ui-language';
import { addEepLanguage } from '../api/add-eep-language';
import { deleteEepLanguage } from '../api/delete-eep-language';
import { replaceEepLanguages } from '../api/replace-eep-languages';
import { deleteOtherAction } from '../api/delete-other-action';
import { saveOtherAction } from '../api/save-other-action';
import { useEaRows, useEvaluation } from './evaluation-context';
import { useVersionedCall } from '../../../components/document/document-writes';
import { useMissingIn } from './EaSection';

type Keys = { idEa: number; rowVersion: number };

/** EEP languages (name ≤ 128, a level of the catalogue) and the other actions of next year (three required texts). */
export function LanguagesActions() {
  const { t } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  const languages = useEaRows('rows.languages');
  const actions = useEaRows('rows.otherActions');
  const missing = useMissingIn('languages');
  return (
    <>
      <SectionRows<EepLanguage, Keys>
        id="eepLanguages"
        rowTestId="eep-language"
        sectionTitle={t('languages.title')}
        icon={<TranslateOutlined />}
        rows={ea.languages}
        missingText={missing.length > 0 ? missing.join(' ; ') : null}
        labels={{
          add: t('languages.add'),
          empty: t('languages.empty'),
          confirmDelete: (name) => t('languages.confirmDelete', { name }),
        }}
        document={languages}
        isMissing={(row) => eepLanguageRowProblems(row).length > 0}
        remove={useVersionedCall(deleteEepLanguage)}
        title={(row) => row.name}
        subtitle={(row) => row.levelName}
        dialog={LanguageDialog}
      />
      <SectionRows<OtherAction, Keys>
        id="otherActions"
        rowTestId="other-action"
        sectionTitle={t('actionsNextYear.title')}
        icon={<PendingActionsOutlined />}
        rows={ea.otherActions}
        labels={{
          add: t('actionsNextYear.add'),
          empty: t('actionsNextYear.empty'),
          confirmDelete: (name) => t('actionsNextYear.confirmDelete', { name }),
        }}
        document={actions}
        remove={useVersionedCall(deleteOtherAction)}
        title={(row) => row.actionType}
        subtitle={(row) => row.motivationJustification}
        details={(row) => row.implementationSystems}
        dialog={OtherActionDialog}
      />
    </>
  );
}

function LanguageDialog({ row, onClose }: RowDialogProps<EepLanguage>) {
  const { t } = useTranslation('evaluation');
  const { idLang } = useUiLanguage();
  const levels = useLanguageLevels(idLang);
  const { ea } = useEvaluation();
  const add = useVersionedCall(addEepLanguage);
  // No single-row update: an edited row goes with the whole set.
  const replace = useVersionedCall(
    (body: { idEa: string | number; rowVersion: string | number; id: number; name: string; idLanguageLevel: number }) =>
      replaceEepLanguages({
        idEa: Number(body.idEa),
        rowVersion: body.rowVersion,
        languages: ea.languages.map((l) =>
          l.id === body.id
            ? { name: body.name, idLanguageLevel: body.idLanguageLevel }
            : { name: l.name, idLanguageLevel: l.idLanguageLevel },
        ),
      }),
  );
  const { save, pending } = useRowSave(useEaRows(true), row, add, replace, onClose);
  const { control, handleSubmit, watch, formState } = useForm<{ name: string; idLanguageLevel: number | null }>({
    defaultValues: { name: row?.name ?? '', idLanguageLevel: row?.idLanguageLevel ?? null },
  });
  const values = watch();
  const problems = eepLanguageRowProblems(values);
  const submit = handleSubmit(({ name, idLanguageLevel }) => {
    if (problems.length === 0 && idLanguageLevel) save({ name: name.trim(), idLanguageLevel });
  });
  return (
    <RowFormDialog
      title={row ? t('languages.edit') : t('languages.add')}
      testId="eep-language-dialog"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
    >
      <FormText
        control={control}
        name="name"
        label={t('languages.name')}
        maxLength={LIMITS.languageNameMax}
        required={problems.includes('name')}
      />
      <FormSelect
        control={control}
        name="idLanguageLevel"
        label={t('languages.level')}
        required={problems.includes('level')}
        options={(levels.data ?? []).map((l) => ({ value: l.id, label: l.label }))}
      />
    </RowFormDialog>
  );
}

const ACTION_FIELDS = ['actionType', 'motivationJustification', 'implementationSystems'] as const;
type ActionValues = Pick<OtherAction, (typeof ACTION_FIELDS)[number]>;

function OtherActionDialog({ row, onClose }: RowDialogProps<OtherAction>) {
  const { t } = useTranslation('evaluation');
  const call = useVersionedCall(saveOtherAction);
  const { save, pending } = useRowSave(useEaRows(true), row, call, call, onClose);
  const { control, handleSubmit, watch, formState } = useForm<ActionValues>({
    defaultValues: {
      actionType: row?.actionType ?? '',
      motivationJustification: row?.motivationJustification ?? '',
      implementationSystems: row?.implementationSystems ?? '',
    },
  });
  const values = watch();
  const submit = handleSubmit((v) => {
    if (ACTION_FIELDS.every((f) => v[f].trim())) save(v);
  });
  return (
    <RowFormDialog
      title={row ? t('actionsNextYear.edit') : t('actionsNextYear.add')}
      testId="other-action-dialog"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
    >
      {ACTION_FIELDS.map((field) => (
        <FormText
          key={field}
          control={control}
          name={field}
          label={t(`actionsNextYear.${field}`)}
          multiline
          required={!values[field].trim()}
        />
      ))}
    </RowFormDialog>
  );
}
