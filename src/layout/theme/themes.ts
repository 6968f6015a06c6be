// The portal's light and dark themes: react-admin's defaults with the 250px sidebar of SPEC section 9, and
// MUI's pt-BR locale so its own texts (pagination, 'Open', 'Clear', ...) are Portuguese.
import { ptBR } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const sidebar = { width: 250, closedWidth: 55 };

/**
 * react-admin's bulk actions bar slides up over whatever is above the table, which on a list is the
 * search and the filters; here it takes its own line above the table, and its buttons wrap on a phone.
 */
const bulkActionsBar = {
  styleOverrides: {
    root: {
      '& .RaBulkActionsToolbar-toolbar': {
        position: 'static',
        transform: 'none',
        height: 'auto',
        minHeight: 48,
        flexWrap: 'wrap',
      },
      // Hidden, not only clipped, so its buttons are not reached by Tab while nothing is selected.
      '& .RaBulkActionsToolbar-collapsed': { minHeight: 0, height: 0, visibility: 'hidden' },
      '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-start' },
    },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(ptBR, {
  ...defaultLightTheme,
  sidebar,
  components: { ...defaultLightTheme.components, RaBulkActionsToolbar: bulkActionsBar },
  palette: { ...defaultLightTheme.palette, mode: 'light', primary: { main: '#1a5fb4' } },
});

export const darkTheme: RaThemeOptions = deepmerge(ptBR, {
  ...defaultDarkTheme,
  sidebar,
  components: { ...defaultDarkTheme.components, RaBulkActionsToolbar: bulkActionsBar },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#90caf9' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
});
