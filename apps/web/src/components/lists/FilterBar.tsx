import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterList from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import {
  filterProblem,
  OPERATORS_BY_TYPE,
  RANGE_OPERATOR,
  VALUELESS_OPERATORS,
  type ListColumnSpec,
  type ListDefinition,
  type ListFilter,
} from '@my-skills/shared/lists';
import type { ListFilterOperator } from '@my-skills/shared/constants';
import { DateField } from '../form/DateField';
import { formatDay } from '../../lib/dates';

/** What the filter bar shows of a filterable column: its name and, for an enumeration, its values' labels. */
export interface FilterField {
  field: string;
  label: string;
  options?: { value: string; label: string }[];
}

/**
 * The list's several filters (the community grid's own panel holds one condition): one chip per filter, removable,
 * and "Add a filter" — a column, an operator its type accepts, a value (picked for dates and enumerations, two for
 * "between"). Every filter is checked by the shared definition before it reaches the URL and the server.
 */
export function FilterBar({
  list,
  fields,
  filters,
  onChange,
}: {
  list: ListDefinition;
  fields: FilterField[];
  filters: ListFilter[];
  onChange: (filters: ListFilter[]) => void;
}) {
  const { t, i18n } = useTranslation('lists');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const byField = new Map(fields.map((f) => [f.field, f]));

  const describe = (filter: ListFilter) => {
    const field = byField.get(filter.field);
    const spec = list.columns[filter.field];
    const shown = (value: string | undefined) => {
      if (value === undefined) return '';
      if (spec?.type === 'date') return formatDay(value, i18n.language);
      if (spec?.type === 'boolean') return value === 'true' ? t('yes') : t('no');
      return field?.options?.find((o) => o.value === value)?.label ?? value;
    };
    const op = t(`operators.${filter.op}`);
    if (VALUELESS_OPERATORS.includes(filter.op)) return `${field?.label ?? filter.field} ${op}`;
    if (filter.op === RANGE_OPERATOR)
      return `${field?.label ?? filter.field} ${op} ${shown(filter.value)} – ${shown(filter.value2)}`;
    return `${field?.label ?? filter.field} ${op} ${shown(filter.value)}`;
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={t('filterBar')}
      sx={{ flexWrap: 'wrap', alignItems: 'center', px: 2.5, pb: 1 }}
      data-testid="filter-bar"
    >
      {filters.map((filter, index) => {
        const text = describe(filter);
        return (
          <Chip
            key={`${filter.field}-${index}`}
            label={text}
            size="small"
            onDelete={() => onChange(filters.filter((_, i) => i !== index))}
            title={t('removeFilter', { filter: text })}
          />
        );
      })}
      <Button
        size="small"
        startIcon={<FilterList />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        data-testid="filter-add"
      >
        {t('add')}
      </Button>
      {filters.length > 1 ? (
        <Button size="small" color="inherit" onClick={() => onChange([])}>
          {t('clearAll')}
        </Button>
      ) : null}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('add') } }}
      >
        {anchor ? (
          <FilterEditor
            list={list}
            fields={fields}
            onCancel={() => setAnchor(null)}
            onApply={(filter) => {
              onChange([...filters, filter]);
              setAnchor(null);
            }}
          />
        ) : null}
      </Popover>
    </Stack>
  );
}

function FilterEditor({
  list,
  fields,
  onApply,
  onCancel,
}: {
  list: ListDefinition;
  fields: FilterField[];
  onApply: (filter: ListFilter) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('lists');
  const usable = fields.filter((f) => list.columns[f.field]?.filterable);
  const [field, setField] = useState(usable[0]?.field ?? '');
  const spec: ListColumnSpec | undefined = list.columns[field];
  const operators = spec ? OPERATORS_BY_TYPE[spec.type] : [];
  const [op, setOp] = useState<ListFilterOperator>(operators[0] ?? 'equal');
  const [value, setValue] = useState('');
  const [value2, setValue2] = useState('');
  const [touched, setTouched] = useState(false);
  const filter: ListFilter = {
    field,
    op,
    ...(VALUELESS_OPERATORS.includes(op) ? {} : { value: value.trim() }),
    ...(op === RANGE_OPERATOR ? { value2: value2.trim() } : {}),
  };
  const problem = filterProblem(list.columns, filter);
  const options = usable.find((f) => f.field === field)?.options;

  const changeField = (next: string) => {
    setField(next);
    const nextSpec = list.columns[next];
    setOp(nextSpec ? OPERATORS_BY_TYPE[nextSpec.type][0]! : 'equal');
    setValue('');
    setValue2('');
    setTouched(false);
  };

  const valueInput = (label: string, current: string, set: (v: string) => void, testId: string) => {
    if (!spec) return null;
    if (spec.type === 'date')
      return <DateField label={label} value={current} onChange={(v) => set(v ?? '')} size="small" />;
    if (spec.type === 'enum' || spec.type === 'boolean') {
      const choices =
        spec.type === 'boolean'
          ? [
              { value: 'true', label: t('yes') },
              { value: 'false', label: t('no') },
            ]
          : (options ?? (spec.options ?? []).map((o) => ({ value: o, label: o })));
      return (
        <TextField
          select
          size="small"
          label={label}
          value={current}
          onChange={(e) => set(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          {choices.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    return (
      <TextField
        size="small"
        label={label}
        value={current}
        onChange={(e) => set(e.target.value)}
        slotProps={{
          htmlInput: {
            maxLength: 100,
            inputMode: spec.type === 'number' ? 'decimal' : 'text',
            'data-testid': testId,
          },
        }}
      />
    );
  };

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ p: 2, width: 320 }}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!problem) onApply(filter);
      }}
    >
      <TextField
        select
        size="small"
        label={t('field')}
        value={field}
        onChange={(e) => changeField(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'filter-field' } }}
      >
        {usable.map((f) => (
          <MenuItem key={f.field} value={f.field}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('operator')}
        value={op}
        onChange={(e) => setOp(e.target.value as ListFilterOperator)}
        slotProps={{ htmlInput: { 'data-testid': 'filter-operator' } }}
      >
        {operators.map((o) => (
          <MenuItem key={o} value={o}>
            {t(`operators.${o}`)}
          </MenuItem>
        ))}
      </TextField>
      {VALUELESS_OPERATORS.includes(op) ? null : op === RANGE_OPERATOR ? (
        <>
          {valueInput(t('from'), value, setValue, 'filter-value')}
          {valueInput(t('to'), value2, setValue2, 'filter-value2')}
        </>
      ) : (
        valueInput(t('value'), value, setValue, 'filter-value')
      )}
      {touched && problem ? (
        <Typography role="alert" color="error" variant="body2">
          {t('filterProblem')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" data-testid="filter-apply">
          {t('apply')}
        </Button>
      </Stack>
    </Stack>
  );
}
