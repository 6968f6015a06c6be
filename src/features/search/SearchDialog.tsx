// The global search's dialog (loaded on first use): a combobox over GET /search whose results are grouped
// by type (Pessoas, Oportunidades, Usuários). Arrow keys move through every result across the groups,
// Enter opens the highlighted one at its page, Esc closes (the dialog's own Escape).
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  CircularProgress,
  Dialog,
  InputAdornment,
  InputBase,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  SEARCH_GROUPS,
  SEARCH_MIN_CHARACTERS,
  SEARCH_TEXTS,
  searchResultPath,
  type SearchResult,
} from '../../../common/search';
import type { PortalDataProvider } from '../../dataProvider';

/** Typing pauses this long before a search is sent: one request per word typed, not per key. */
const TYPING_PAUSE_MS = 200;

type Answer = { text: string; results: SearchResult[] } | { text: string; error: string };

const enoughText = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= SEARCH_MIN_CHARACTERS;

function useSearch(text: string): { answer?: Answer; loading: boolean } {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [answer, setAnswer] = useState<Answer>();
  const wanted = text.trim();
  useEffect(() => {
    if (!enoughText(wanted)) return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider.search(wanted).then(
        (results) => current && setAnswer({ text: wanted, results }),
        (error: Error) => current && setAnswer({ text: wanted, error: error.message }),
      );
    }, TYPING_PAUSE_MS);
    // A newer text wins: the answer to an older one, arriving late, is dropped.
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, wanted]);
  const shown = enoughText(wanted) ? answer : undefined;
  return { answer: shown, loading: enoughText(wanted) && shown?.text !== wanted };
}

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { answer, loading } = useSearch(text);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-resultados`;
  const optionId = (index: number) => `${id}-opcao-${index}`;

  const results = useMemo(() => (answer && 'results' in answer ? answer.results : []), [answer]);
  // The results in the order shown, so the arrows walk them group after group.
  const groups = useMemo(
    () =>
      SEARCH_GROUPS.map((group) => ({ ...group, results: results.filter((result) => result.type === group.type) })).filter(
        (group) => group.results.length,
      ),
    [results],
  );
  const ordered = useMemo(() => groups.flatMap((group) => group.results), [groups]);
  const activeIndex = Math.min(active, ordered.length - 1);

  const open = (result: SearchResult) => {
    onClose();
    navigate(searchResultPath(result));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!ordered.length) return;
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: ordered.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((moves[event.key] + ordered.length) % ordered.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      open(ordered[activeIndex]);
    }
  };

  const status = !enoughText(text)
    ? SEARCH_TEXTS.tooShort
    : loading
      ? 'Buscando…'
      : answer && 'error' in answer
        ? answer.error
        : ordered.length
          ? `${ordered.length} ${ordered.length === 1 ? 'resultado' : 'resultados'}`
          : `Nenhum resultado para "${text.trim()}"`;
  const expanded = ordered.length > 0;
  let position = -1;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      // The name belongs on the paper, which carries role="dialog"; the root is only the backdrop's frame.
      slotProps={{ paper: { 'aria-label': 'Busca global' } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: { xs: 2, sm: 8 }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Buscar por nome, documento, título ou ID externo..."
          startAdornment={
            <InputAdornment position="start">
              {loading ? <CircularProgress size={20} aria-hidden /> : <SearchIcon aria-hidden />}
            </InputAdornment>
          }
          inputProps={{
            role: 'combobox',
            'aria-label': 'Buscar pessoas, oportunidades e usuários',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
            'aria-describedby': `${id}-situacao`,
            autoComplete: 'off',
            spellCheck: false,
          }}
          sx={{ fontSize: '1.1rem' }}
        />
      </Box>
      <Typography id={`${id}-situacao`} role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {status}
      </Typography>
      <List
        id={listId}
        role="listbox"
        aria-label="Resultados da busca"
        dense
        sx={{ maxHeight: '60vh', overflowY: 'auto', pt: 0, display: expanded ? undefined : 'none' }}
      >
        {groups.map((group) => (
          <Box component="li" role="presentation" key={group.type}>
            <Box component="ul" role="group" aria-labelledby={`${id}-${group.type}`} sx={{ p: 0 }}>
              <ListSubheader id={`${id}-${group.type}`} role="presentation" component="li" sx={{ lineHeight: '32px' }}>
                {group.label}
              </ListSubheader>
              {group.results.map((result) => {
                position += 1;
                const index = position;
                const selected = index === activeIndex;
                return (
                  <ListItemButton
                    key={`${result.type}-${result.id}`}
                    id={optionId(index)}
                    component="li"
                    role="option"
                    aria-selected={selected}
                    selected={selected}
                    tabIndex={-1}
                    onMouseMove={() => setActive(index)}
                    onClick={() => open(result)}
                  >
                    <ListItemText
                      primary={result.title}
                      secondary={result.subtitle}
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                );
              })}
            </Box>
          </Box>
        ))}
      </List>
    </Dialog>
  );
}
