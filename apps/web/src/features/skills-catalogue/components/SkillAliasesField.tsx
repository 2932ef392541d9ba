import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * The aliases as chips: typed text becomes a chip on Enter, on a comma or semicolon, or when leaving the field;
 * pasted "K8s, Kube" gives two. Trimmed, and a repeat (whatever the case) is not added.
 */
export function normaliseAliases(entries: readonly string[]): string[] {
  const kept: string[] = [];
  for (const entry of entries.flatMap((e) => e.split(/[,;]/))) {
    const alias = entry.trim();
    if (alias && !kept.some((k) => k.toLowerCase() === alias.toLowerCase())) kept.push(alias);
  }
  return kept;
}

export interface SkillAliasesFieldProps {
  value: string[];
  onChange: (aliases: string[]) => void;
  onBlur?: () => void;
  error?: string;
}

export function SkillAliasesField({ value, onChange, onBlur, error }: SkillAliasesFieldProps) {
  const { t } = useTranslation('skillsCatalogue');
  const [input, setInput] = useState('');
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={value}
      inputValue={input}
      onInputChange={(_event, next) => {
        if (/[,;]/.test(next)) {
          onChange(normaliseAliases([...value, next]));
          setInput('');
        } else setInput(next);
      }}
      onChange={(_event, next) => onChange(normaliseAliases(next))}
      onBlur={onBlur}
      data-testid="skill-aliases"
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('fields.aliases')}
          error={Boolean(error)}
          helperText={error ?? t('form.aliasesHelp')}
          fullWidth
        />
      )}
    />
  );
}
