/** A catalogue skill picked by searching its names (the catalogue's search, as the skills file's editors do). */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Skill } from '@my-skills/shared/schemas/skills-catalogue';
import { useSearchSkills } from '../../lib/catalogue/search-skills';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUiLanguage } from '../../lib/ui-language';

export interface PickedSkill {
  id: number;
  name: string;
}

export function SkillPicker({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: PickedSkill | null;
  onChange: (skill: PickedSkill | null) => void;
  testId: string;
}) {
  const { idLang } = useUiLanguage();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 250);
  const search = useSearchSkills({ searchTerm: term, idLang }, term.length > 0);
  const options: PickedSkill[] = (search.data ?? []).map((s: Skill) => ({ id: s.id, name: s.name }));
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={search.isFetching}
      sx={{ minWidth: 220, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 100, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
