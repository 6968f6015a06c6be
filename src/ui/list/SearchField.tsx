// The look of a list's search box, shared by ListSearch (applied as the user types) and the vínculos'
// search (applied on 'Buscar'): a small type=search field, 400px wide (full width on phones), with the
// magnifier before the text and the placeholder as its accessible name, since it has no visible label.
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import type { ChangeEvent, KeyboardEvent } from 'react';

type SearchFieldProps = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  placeholder: string;
  /** The accessible name; the placeholder when not given. */
  label?: string;
  /** Added to the width rules. */
  sx?: SxProps<Theme>;
};

export function SearchField({ value, onChange, onKeyDown, placeholder, label, sx }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={onChange}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      sx={[{ width: { xs: '100%', sm: 400 }, maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        htmlInput: { 'aria-label': label ?? placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
