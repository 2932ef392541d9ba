import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { LIMITS } from '@my-skills/shared/constants';

/** A search box: the magnifier in front, the text capped at `maxLength` (a search term's by default). */
export function SearchField({
  maxLength = LIMITS.searchTermMax,
  controls,
  ...props
}: Omit<TextFieldProps, 'type' | 'slotProps'> & {
  maxLength?: number;
  /** The id of the results it filters (aria-controls). */
  controls?: string;
}) {
  return (
    <TextField
      type="search"
      {...props}
      slotProps={{
        htmlInput: controls === undefined ? { maxLength } : { maxLength, 'aria-controls': controls },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
