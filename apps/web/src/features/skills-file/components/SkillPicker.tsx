import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { LAYOUT, LIMITS } from '@my-skills/shared/constants';
import type { Skill } from '@my-skills/shared/schemas/skills-catalogue';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchSkills } from '../../../lib/catalogue/search-skills';
import { matchesTerm } from './skill-search';

/** A catalogue skill as the pickers hold it. */
export interface PickedSkill {
  id: number;
  name: string;
  /** Known for skills picked from the catalogue search. */
  idSkillType?: number;
  isSoft?: boolean;
}

export interface SkillPickerProps {
  label: string;
  idLang: number;
  value: PickedSkill[];
  /** Selecting an item adds it, deselecting removes it (the caller sets level 1 / 0). */
  onToggle: (skill: PickedSkill, selected: boolean) => void;
  /** Only these catalogue skills are offered (e.g. soft skills only). */
  accept?: (skill: Skill) => boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Grows with its container (dialogs) rather than the compact select width. */
  fullWidth?: boolean;
  testId?: string;
}

/**
 * Catalogue picker: type to search (case-insensitive substring), tick to select, untick to deselect.
 * Its menu is at most 224 px high and 250 px wide (LAYOUT).
 */
export function SkillPicker({
  label,
  idLang,
  value,
  onToggle,
  accept,
  disabled,
  error,
  helperText,
  fullWidth,
  testId,
}: SkillPickerProps) {
  const { t } = useTranslation('skillsFile');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 250);
  const search = useSearchSkills({ searchTerm: term, idLang }, open);
  const options: PickedSkill[] = (search.data ?? [])
    .filter((skill) => (accept ? accept(skill) : true) && matchesTerm(skill, input))
    .map((skill) => ({ id: skill.id, name: skill.name, idSkillType: skill.idSkillType, isSoft: skill.isSoft }));

  return (
    <Autocomplete<PickedSkill, true, true, false>
      multiple
      disableClearable
      disableCloseOnSelect
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      options={options}
      value={value}
      loading={search.isFetching}
      loadingText={t('picker.loading')}
      noOptionsText={term ? t('picker.none') : t('picker.typeToSearch')}
      filterOptions={(x) => x}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // The term stays after a pick, so that several matches can be ticked in a row.
        if (reason === 'input' || reason === 'clear') setInput(next);
      }}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      onChange={(_event, _next, reason, details) => {
        if (!details) return;
        if (reason === 'selectOption') onToggle(details.option, true);
        if (reason === 'removeOption') onToggle(details.option, false);
      }}
      renderValue={() => null}
      renderOption={(props, option, { selected }) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 0.5, py: '2px !important' }}>
            <Checkbox size="small" checked={selected} tabIndex={-1} disableRipple sx={{ p: 0.5 }} />
            <Typography variant="body2" noWrap title={option.name}>
              {option.name}
            </Typography>
          </Box>
        );
      }}
      slotProps={{
        paper: { sx: { width: LAYOUT.selectMenuWidth, maxWidth: LAYOUT.selectMenuWidth } },
        popper: { placement: 'bottom-start', sx: { width: `${LAYOUT.selectMenuWidth}px !important` } },
        listbox: { sx: { maxHeight: LAYOUT.selectMenuMaxHeight, py: 0.5 } },
      }}
      sx={{ width: fullWidth ? '100%' : LAYOUT.selectMenuWidth, maxWidth: '100%' }}
      data-testid={testId}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('picker.placeholder')}
          error={error}
          helperText={helperText}
          size="small"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: LIMITS.searchTermMax },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <>
                  <Search fontSize="small" sx={{ color: 'text.secondary', ml: 0.5 }} aria-hidden />
                  {params.slotProps.input.startAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
