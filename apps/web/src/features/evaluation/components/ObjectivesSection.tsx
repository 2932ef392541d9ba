import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Goal } from '@my-skills/shared/schemas/evaluation-details';
import { RowFormDialog, SectionRows, useRowSave, type RowDialogProps } from '../../../components/document/SectionRows';
import { FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatDay } from '../../../lib/dates';
import { deleteGoal } from '../api/delete-goal';
import { saveGoal } from '../api/save-goal';
import { useEaRows, useEvaluation } from './evaluation-context';
import { useVersionedCall } from '../../../components/document/document-writes';
import { useMissingIn } from './EaSection';

/** N+1 objectives (manager side): text, measure and due date (picked); at least one before validation. */
export function ObjectivesSection() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  const remove = useVersionedCall(deleteGoal);
  const missing = useMissingIn('objectives');
  return (
    <SectionRows<Goal, { idEa: number; rowVersion: number }>
      id="objectives"
      rowTestId="goal"
      sectionTitle={t('sections.objectives')}
      icon={<FlagOutlined />}
      rows={ea.goals}
      missingText={missing.length > 0 ? t('objectives.missing') : null}
      labels={{
        add: t('objectives.add'),
        empty: t('objectives.empty'),
        confirmDelete: (name) => t('objectives.confirmDelete', { name }),
      }}
      document={useEaRows('rows.goals')}
      remove={remove}
      title={(goal) => goal.text}
      subtitle={(goal) =>
        [goal.measure, goal.dueDate ? t('objectives.due', { date: formatDay(goal.dueDate, i18n.language) }) : '']
          .filter(Boolean)
          .join(' · ')
      }
      dialog={GoalDialog}
    />
  );
}

type GoalValues = { text: string; measure: string; dueDate: string | null };

function GoalDialog({ row, onClose }: RowDialogProps<Goal>) {
  const { t } = useTranslation('evaluation');
  const call = useVersionedCall(saveGoal);
  const { save, pending } = useRowSave(useEaRows(true), row, call, call, onClose);
  const { control, handleSubmit, watch, formState } = useForm<GoalValues>({
    defaultValues: { text: row?.text ?? '', measure: row?.measure ?? '', dueDate: row?.dueDate ?? null },
  });
  const submit = handleSubmit((values) => {
    if (values.text.trim()) save(values);
  });
  return (
    <RowFormDialog
      title={row ? t('objectives.edit') : t('objectives.add')}
      testId="goal-dialog"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
    >
      <FormText control={control} name="text" label={t('objectives.text')} multiline required={!watch('text').trim()} />
      <FormText control={control} name="measure" label={t('objectives.measure')} multiline />
      <FormDate control={control} name="dueDate" label={t('objectives.dueDate')} />
    </RowFormDialog>
  );
}
