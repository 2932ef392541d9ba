import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SKILL_EVALUATION_TYPES, type SkillEvaluationTypeId } from '@my-skills/shared/evaluation-rules';
import { FormDialog } from '../../../components/document/section-layout';
import { FormSelect, FormText } from '../../../components/form/fields';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { insertSkillLine } from '../api/insert-skill-line';
import { useEvaluation } from './evaluation-context';

/** Adds a free line to one type of the skills assessment (its label; rated afterwards in the table). */
export function AddSkillLineDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('evaluation');
  const { ea, write, pending } = useEvaluation();
  const { control, handleSubmit, watch } = useForm<{ idType: SkillEvaluationTypeId; label: string }>({
    defaultValues: { idType: 1, label: '' },
  });
  const lng = uiLanguageOfTag(i18n.language);
  const submit = handleSubmit(async ({ idType, label }) => {
    if (!label.trim()) return;
    const done = await write((rowVersion) =>
      insertSkillLine({ idEa: ea.id, rowVersion, idType, label: label.trim(), idCriterion: null }),
    );
    if (done) onClose();
  });
  return (
    <FormDialog
      open
      title={t('skills.addLine')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={pending}
      testId="skill-line-dialog"
    >
      <FormSelect
        control={control}
        name="idType"
        label={t('skills.type')}
        options={SKILL_EVALUATION_TYPES.map((type) => ({ value: type.id, label: type[lng] }))}
      />
      <FormText control={control} name="label" label={t('skills.label')} required={!watch('label').trim()} autoFocus />
    </FormDialog>
  );
}
