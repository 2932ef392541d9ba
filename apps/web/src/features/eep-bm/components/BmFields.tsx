import { useTranslation } from 'react-i18next';
import type { EepBmField } from '@my-skills/shared/eep-bm-rules';
import { useEditorOf } from '../../../components/document/document-editor';
import { ReadField } from '../../../components/document/read-view';
import { FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatDay } from '../../../lib/dates';
import { useEepBm } from './eep-bm-context';
import type { EepBmFormValues } from './eep-bm-form';

type ScalarField = Exclude<EepBmField, 'languages' | 'otherActions' | 'idBusinessManager'>;

interface FieldProps<F extends ScalarField> {
  name: F;
  /** By default the field's own label (fields.<name>). */
  label?: string;
  /** Read: an empty value is not shown at all (comments). */
  hideEmpty?: boolean;
}

/**
 * Whether the viewer types in this field now (editing, and the field is their side's), what it reads as otherwise,
 * and whether it is circled in red (the check names it, or it is empty while editing a field the check needs).
 */
function useBmField<F extends ScalarField>({ name, label }: FieldProps<F>) {
  const { t } = useTranslation('eepBm');
  const { mayEdit, stored, missing } = useEepBm();
  const editor = useEditorOf<EepBmFormValues>();
  const editable = mayEdit(name);
  return {
    editable,
    control: editor.form.control,
    label: label ?? t(`fields.${name}`),
    value: stored[name],
    required: editable && missing.has(name),
  };
}

/** A text of the review: typed by its side while editing, read as text otherwise. */
export function BmText<F extends ScalarField>({ multiline, ...props }: FieldProps<F> & { multiline?: boolean }) {
  const f = useBmField(props);
  if (f.editable)
    return (
      <FormText control={f.control} name={props.name} label={f.label} multiline={multiline} required={f.required} />
    );
  return <ReadField label={f.label} value={f.value} hideEmpty={props.hideEmpty} testId={`read-${props.name}`} />;
}

/** A number (results, years of experience): typed as text by its side, read as typed otherwise. */
export function BmNumber<F extends ScalarField>(props: FieldProps<F>) {
  const f = useBmField(props);
  if (f.editable)
    return <FormText control={f.control} name={props.name} label={f.label} maxLength={6} required={f.required} />;
  return <ReadField label={f.label} value={f.value} testId={`read-${props.name}`} />;
}

/** A date: picked (never typed) by its side while editing, emptied to null; shown as a day otherwise. */
export function BmDate<F extends 'interviewDate' | 'functionEntryDate'>(props: FieldProps<F>) {
  const { i18n } = useTranslation();
  const f = useBmField(props);
  if (f.editable) return <FormDate control={f.control} name={props.name} label={f.label} required={f.required} />;
  return (
    <ReadField
      label={f.label}
      value={formatDay(f.value as string | null, i18n.language)}
      testId={`read-${props.name}`}
    />
  );
}
