// The top bar's search field: a button that looks like one and opens the search dialog, also on Ctrl+K
// (⌘K on a Mac) from anywhere in the console. The dialog's code loads on first use, not with the bar.
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';

const SearchDialog = lazy(() => import('./SearchDialog'));

const LABEL = 'Buscar pessoas, oportunidades e usuários';

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        // Ctrl+K is also the browser's own search box: the portal's search is what the user means here.
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const common = { 'aria-label': LABEL, 'aria-keyshortcuts': 'Control+K', 'aria-haspopup': 'dialog' as const, onClick: () => setOpen(true) };
  return (
    <>
      {wide ? (
        <ButtonBase
          {...common}
          sx={{
            mx: 2,
            px: 1.5,
            py: 0.75,
            gap: 1,
            width: 320,
            justifyContent: 'flex-start',
            borderRadius: 1,
            color: 'inherit',
            // Darker than the bar, not lighter: white text on a lightened blue falls under 4.5:1.
            bgcolor: 'rgba(0, 0, 0, 0.25)',
            border: '1px solid rgba(255, 255, 255, 0.5)',
            '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.35)' },
            '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
          }}
        >
          <SearchIcon fontSize="small" aria-hidden />
          <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
            Buscar…
          </Box>
          <Box component="kbd" aria-hidden sx={{ fontFamily: 'inherit', fontSize: '0.75rem', border: 1, borderRadius: 0.5, px: 0.5 }}>
            Ctrl K
          </Box>
        </ButtonBase>
      ) : (
        <IconButton color="inherit" {...common}>
          <SearchIcon />
        </IconButton>
      )}
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
