// Component overrides both themes share (react-admin's defaults override none of them), each one an accessibility defect of a library default found by
// the axe check of e2e/accessibility.spec.ts.
import type { Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';

type AriaOwner = { 'aria-label'?: string };

export const accessibleComponents: RaThemeOptions['components'] = {
  // A person who asked the system for less motion (WCAG 2.3.3) gets none: MUI's fades, grows, slides and
  // ripples end at once, and spinners and skeletons stand still (a spinner still names itself 'Carregando…').
  // MUI sets its transitions inline, which only an !important rule outranks.
  MuiCssBaseline: {
    styleOverrides: {
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '1ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '1ms !important',
          transitionDelay: '0ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
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
  // react-admin's layout root is a stacking context (z-index 1), so the skip link's z-index 5000 counts
  // only inside it, and a tooltip (MUI's 1500, portalled to the body) covers the focused skip link, as
  // the phone's 'Abrir menu' tooltip did. Without it MUI's own layers (app bar, drawer, modal, tooltip)
  // stack as MUI orders them, and the skip link above all of them.
  RaLayout: { styleOverrides: { root: { zIndex: 'auto' } } },
  // react-admin's bulk actions bar slides up over whatever is above the table, which on a list is the
  // search and the filters; here it takes its own line above the table, and its buttons wrap on a phone.
  // While nothing is selected it is folded to no height and hidden, so its buttons leave the keyboard's path.
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: {
        '& .RaBulkActionsToolbar-toolbar': {
          position: 'static',
          transform: 'none',
          height: 'auto',
          minHeight: 48,
          flexWrap: 'wrap',
        },
        '& .RaBulkActionsToolbar-collapsed': { minHeight: 0, height: 0, visibility: 'hidden' },
        '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-start' },
      },
    },
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
  // A disabled field's hint still tells why it is disabled (e.g. the create-opportunity dialog before the
  // user has a person): MUI's disabled grey is 2.7:1, below what text needs.
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  // A long word in a dialog (an email in 'Excluir Usuário' on a phone) wraps instead of making the
  // content scroll sideways: a scrolling region with nothing focusable in it cannot be scrolled by keyboard.
  MuiDialogContent: { styleOverrides: { root: { overflowWrap: 'break-word' } } },
  // A spinner is a progressbar, which needs a name: react-admin's LoadingIndicator in the app bar sets
  // none. Spinners that stand beside a text say aria-hidden instead.
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Carregando…' } },
  // Borders of outlined buttons and chips in their text colour: MUI's half-transparent ones are below the
  // 3:1 a control's outline needs against the page.
  MuiButton: { styleOverrides: { outlined: { borderColor: 'currentColor' } } },
  MuiChip: { styleOverrides: { outlined: { borderColor: 'currentColor' } } },
};
