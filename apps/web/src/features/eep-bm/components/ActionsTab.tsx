import Stack from '@mui/material/Stack';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyRows, Facts, RowCard } from '../../../components/document/section-layout';
import { useEditorOf } from '../../../components/document/document-editor';
import { FormText } from '../../../components/form/fields';
import { BmSection } from './BmSection';
import { useEepBm } from './eep-bm-context';
import type { ActionRowValues, EepBmFormValues } from './eep-bm-form';
import { FormRows } from './FormRows';

const ACTION_FIELDS = ['actionType', 'motivationJustification', 'implementationSystems'] as const;

/** An action's three texts while editing, each required (part 2 §5: requiredMessage). */
function ActionRow({ index }: { index: number }) {
  const { t } = useTranslation('eepBm');
  const { form } = useEditorOf<EepBmFormValues>();
  const row = useWatch({ control: form.control, name: `otherActions.${index}` }) as ActionRowValues | undefined;
  const typed = ACTION_FIELDS.some((f) => row?.[f]?.trim());
  return ACTION_FIELDS.map((field) => (
    <FormText
      key={field}
      control={form.control}
      name={`otherActions.${index}.${field}`}
      label={t(`actions.${field}`, { n: index + 1 })}
      multiline
      required={typed && !row?.[field]?.trim()}
    />
  ));
}

/** Other actions next year: rows of three texts (type, motivation, means), written by either side. */
export function ActionsTab() {
  const { t } = useTranslation('eepBm');
  const { details, mayEdit } = useEepBm();
  return (
    <BmSection tab="actions" icon={<PendingActionsOutlined />}>
      {mayEdit('otherActions') ? (
        <FormRows
          name="otherActions"
          testId="bm-action"
          blankRow={{ actionType: '', motivationJustification: '', implementationSystems: '' }}
          labels={{
            add: t('actions.add'),
            empty: t('actions.empty'),
            remove: (index) => t('actions.remove', { n: index + 1 }),
          }}
          row={(index) => <ActionRow index={index} />}
        />
      ) : details.otherActions.length === 0 ? (
        <EmptyRows text={t('actions.empty')} />
      ) : (
        <Stack spacing={1.5} data-testid="bm-actions">
          {details.otherActions.map((action) => (
            <RowCard key={action.id} title={action.actionType} testId={`bm-action-${action.id}`}>
              <Facts
                items={[
                  { label: t('actions.motivation'), value: action.motivationJustification },
                  { label: t('actions.means'), value: action.implementationSystems },
                ]}
              />
            </RowCard>
          ))}
        </Stack>
      )}
    </BmSection>
  );
}
