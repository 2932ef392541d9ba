import Typography from '@mui/material/Typography';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { useTranslation } from 'react-i18next';
import type { Path } from 'react-hook-form';
import { fieldOfPath } from '@my-skills/shared/evaluation-sides';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import { useEditorOf } from '../../../components/document/document-editor';
import { ReadField } from '../../../components/document/read-view';
import { FormCheckbox, FormSelect, FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatDay } from '../../../lib/dates';
import { useEvaluation } from './evaluation-context';
import type { EaFormValues } from './evaluation-form';

/** A value of the stored form by its path ('bilanAnnuel.consultantAppreciation.strengths'). */
export function storedAt(stored: EaFormValues, name: string): unknown {
  let value: unknown = stored;
  for (const key of name.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return value;
}

interface FieldProps {
  /** The form path; the field → side map says whose it is (by the path or its prefix). */
  name: Path<EaFormValues>;
  label: string;
  /** The check's key of this field ('mobility'…): circled in red while it is missing. */
  missingKey?: string;
  /** Read: an empty value is not shown at all (comments). */
  hideEmpty?: boolean;
}

/**
 * Whether the viewer types in this field now (editing, and the field is their side's), and what it reads as
 * otherwise: one decision for every field of the evaluation (decision 017).
 */
function useEaField({ name, missingKey }: Pick<FieldProps, 'name' | 'missingKey'>) {
  const { mayEdit, stored, missing } = useEvaluation();
  const editor = useEditorOf<EaFormValues>();
  const field = fieldOfPath(name);
  const editable = field !== undefined && mayEdit(field);
  return {
    editable,
    control: editor.form.control,
    value: storedAt(stored, name),
    required: editable && missingKey !== undefined && missing.has(missingKey),
  };
}

/** A text of the evaluation: typed by its side while editing, read as text otherwise. */
export function EaText({ multiline, ...props }: FieldProps & { multiline?: boolean }) {
  const f = useEaField(props);
  if (f.editable)
    return (
      <FormText control={f.control} name={props.name} label={props.label} multiline={multiline} required={f.required} />
    );
  return (
    <ReadField
      label={props.label}
      value={f.value as string}
      hideEmpty={props.hideEmpty}
      testId={`read-${props.name}`}
    />
  );
}

/** A choice among options (a rating): a select for its side while editing, its label otherwise. */
export function EaSelect({ options, ...props }: FieldProps & { options: { value: number; label: string }[] }) {
  const f = useEaField(props);
  if (f.editable)
    return (
      <FormSelect control={f.control} name={props.name} label={props.label} options={options} required={f.required} />
    );
  const label = options.find((o) => o.value === f.value)?.label ?? '';
  return <ReadField label={props.label} value={label} hideEmpty={props.hideEmpty} testId={`read-${props.name}`} />;
}

/** A date: picked by its side while editing, shown as a day otherwise. */
export function EaDate(props: FieldProps) {
  const { i18n } = useTranslation();
  const f = useEaField(props);
  if (f.editable) return <FormDate control={f.control} name={props.name} label={props.label} required={f.required} />;
  return (
    <ReadField
      label={props.label}
      value={formatDay(f.value as string | null, i18n.language)}
      hideEmpty={props.hideEmpty}
      testId={`read-${props.name}`}
    />
  );
}

/** A yes/no: a checkbox for its side while editing, a ticked or empty box with its text otherwise. */
export function EaCheck(props: FieldProps) {
  const { t } = useTranslation('document');
  const f = useEaField(props);
  if (f.editable) return <FormCheckbox control={f.control} name={props.name} label={props.label} />;
  const checked = f.value === true;
  return (
    <Typography
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      data-testid={`read-${props.name}`}
      data-checked={checked}
    >
      {checked ? (
        <CheckBoxOutlined color="success" fontSize="small" aria-hidden />
      ) : (
        <CheckBoxOutlineBlank color="disabled" fontSize="small" aria-hidden />
      )}
      {props.label}
      <VisuallyHidden>{checked ? t('read.yes') : t('read.no')}</VisuallyHidden>
    </Typography>
  );
}
