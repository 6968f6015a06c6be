// The portal's light and dark themes: react-admin's defaults with a 250px sidebar,
// colours that keep text at 4.5:1 and controls at 3:1 on their background (tests/unit/themeContrast.test.ts),
// the component fixes of ./components, and MUI's pt-BR locale so its own texts (pagination, 'Open',
// 'Clear', ...) are Portuguese.
import { ptBR } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { accessibleComponents } from './components';

/** react-admin's base theme with the portal's sidebar, component fixes, pt-BR texts and these colours. */
const portalTheme = (base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions =>
  deepmerge(ptBR, {
    ...base,
    sidebar: { width: 250, closedWidth: 55 },
    palette: { ...base.palette, ...palette },
    components: { ...base.components, ...accessibleComponents },
  });

export const lightTheme = portalTheme(defaultLightTheme, {
  mode: 'light',
  primary: { main: '#1a5fb4' },
  // The app bar's colour; react-admin's #2196f3 under white text is 3.1:1.
  secondary: { main: '#1565c0', contrastText: '#fff' },
  // MUI's orange and light blue are 3.1:1 and 3.9:1 as chip text on white and under white text.
  warning: { main: '#a84e00', contrastText: '#fff' },
  info: { main: '#01579b', contrastText: '#fff' },
});

export const darkTheme = portalTheme(defaultDarkTheme, {
  mode: 'dark',
  primary: { main: '#90caf9' },
  background: { default: '#121212', paper: '#1e1e1e' },
  // MUI's dark red under white text is 3.7:1; dark text on it is 5:1, as on the other dark colours.
  error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' },
});
