// The portal's light and dark themes: react-admin's defaults with the 250px sidebar of SPEC section 9, and
// MUI's pt-BR locale so its own texts (pagination, 'Open', 'Clear', ...) are Portuguese.
import { ptBR } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const sidebar = { width: 250, closedWidth: 55 };

export const lightTheme: RaThemeOptions = deepmerge(ptBR, {
  ...defaultLightTheme,
  sidebar,
  palette: { ...defaultLightTheme.palette, mode: 'light', primary: { main: '#1a5fb4' } },
});

export const darkTheme: RaThemeOptions = deepmerge(ptBR, {
  ...defaultDarkTheme,
  sidebar,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#90caf9' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
});
