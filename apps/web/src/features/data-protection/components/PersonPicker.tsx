import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PersonLookup } from '@my-skills/shared/schemas/data-protection';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePeopleLookup, usePersonById } from '../api/people';

const nameOf = (p: PersonLookup) => `${p.firstName} ${p.lastName}`;

/**
 * Picks an employee or a candidate by name or e-mail (GET /api/DataProtection/people, two characters at least):
 * the chosen person's id is the value. An id that names nobody any more (an erased person) shows as "person #id".
 */
export function PersonPicker({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  testId?: string;
}) {
  const { t } = useTranslation('dataProtection');
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 300);
  const found = usePeopleLookup(term);
  const chosen = usePersonById(value);

  const selected = useMemo<PersonLookup | null>(() => {
    if (value === undefined) return null;
    return (
      chosen.data?.items.find((p) => p.id === value) ?? {
        id: value,
        firstName: t('picker.personId', { id: value }),
        lastName: '',
        email: '',
        roleId: -1,
      }
    );
  }, [value, chosen.data, t]);
  const options = term.length >= 2 ? (found.data?.items ?? []) : [];

  return (
    <Autocomplete<PersonLookup>
      size="small"
      sx={{ minWidth: 240, flex: '1 1 240px' }}
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      onChange={(_, person) => onChange(person?.id)}
      inputValue={input}
      onInputChange={(_, text, reason) => setInput(reason === 'reset' ? '' : text)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(p) => (p.lastName ? nameOf(p) : p.firstName)}
      getOptionKey={(p) => p.id}
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          {p.lastName ? `${nameOf(p)} · ${p.email}` : p.firstName}
        </li>
      )}
      loading={found.isFetching}
      loadingText={t('picker.loading')}
      noOptionsText={term.length < 2 ? t('picker.typeMore') : t('picker.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('picker.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 100, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
