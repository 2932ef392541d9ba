import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SkillLookup } from '@my-skills/shared/schemas/skills-search';
import { useUiLanguage } from '../../../lib/ui-language';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLookupSkills } from '../api/lookup-skills';

export interface PickedSkill {
  id: number;
  name: string;
}

/**
 * The skill of a criterion: an autocomplete over the active catalogue (`filtreSkill`, accents and case ignored),
 * names in the interface language, the skill's type beside each option. Skills already chosen in other rows are
 * left out.
 */
export function SkillPicker({
  value,
  onChange,
  exclude,
  label,
  testId,
}: {
  value: PickedSkill | null;
  onChange: (skill: PickedSkill | null) => void;
  exclude: readonly number[];
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('skillsSearch');
  const { idLang } = useUiLanguage();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 250);
  const typing = input.trim() !== '' && input !== value?.name;
  const found = useLookupSkills(term, idLang, typing && term !== '');
  const options: (SkillLookup | PickedSkill)[] = (typing ? (found.data ?? []) : []).filter(
    (s) => !exclude.includes(s.id),
  );

  return (
    <Autocomplete<SkillLookup | PickedSkill>
      value={value}
      onChange={(_event, skill) => onChange(skill ? { id: skill.id, name: skill.name } : null)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      getOptionLabel={(skill) => skill.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      loadingText={t('criteria.loading')}
      noOptionsText={typing ? t('criteria.noSkill') : t('criteria.typeToSearch')}
      renderOption={({ key, ...props }, skill) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{skill.name}</Typography>
            {'skillTypeName' in skill ? (
              <Typography variant="caption" color="text.secondary">
                {skill.skillTypeName}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('criteria.skillPlaceholder')}
          size="small"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 100, 'data-testid': testId },
          }}
        />
      )}
      sx={{ flex: 1, minWidth: 220 }}
    />
  );
}
