// 'Aparência': Sistema, Modo Claro or Modo Escuro, kept in localStorage['theme'] and applied at once.
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useThemePreference, type ThemePreference } from '../../ui/layout/theme/preference';

const options: { value: ThemePreference; label: string }[] = [
  { value: 'system', label: 'Sistema' },
  { value: 'light', label: 'Modo Claro' },
  { value: 'dark', label: 'Modo Escuro' },
];

export const AppearanceTab = () => {
  const [preference, setPreference] = useThemePreference();
  return (
    <FormControl>
      <FormLabel id="appearance-label" sx={{ mb: 1 }}>
        Aparência
      </FormLabel>
      <RadioGroup
        aria-labelledby="appearance-label"
        value={preference}
        onChange={(event) => setPreference(event.target.value as ThemePreference)}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
