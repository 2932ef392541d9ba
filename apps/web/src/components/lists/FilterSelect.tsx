import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A filter of a list: a small select whose first choice, the empty value, means "all". */
export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
  minWidth,
}: {
  label: string;
  value: Value | '';
  onChange: (value: Value | '') => void;
  /** The text of the empty value. */
  allLabel: string;
  options: { value: Value; label: string }[];
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value | '')}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
