// Component overrides both themes share (react-admin's defaults override none of them), each one an accessibility defect of a library default found by
// the axe check of e2e/accessibility.spec.ts.
import type { Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';

type AriaOwner = { 'aria-label'?: string };

export const accessibleComponents: RaThemeOptions['components'] = {
  // react-admin's skip link is the page background with contrastText on it: white on white.
  RaSkipNavigationButton: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        '&:hover': { backgroundColor: theme.palette.primary.dark },
      }),
    },
  },
  // The bulk actions bar stays in the page, folded to no height, while nothing is selected; hidden, its
  // buttons also leave the keyboard's path.
  RaBulkActionsToolbar: {
    styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
  },
  // react-admin's row checkbox gives its aria-label to MUI's root span, which has no role, and so leaves
  // the input unnamed: a Checkbox's aria-label names its input instead.
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ 'aria-label': undefined }),
        input: (ownerState: AriaOwner) => ({ 'aria-label': ownerState['aria-label'] }),
      },
    },
  },
  // Borders of outlined buttons and chips in their text colour: MUI's half-transparent ones are below the
  // 3:1 a control's outline needs against the page.
  MuiButton: { styleOverrides: { outlined: { borderColor: 'currentColor' } } },
  MuiChip: { styleOverrides: { outlined: { borderColor: 'currentColor' } } },
};
