import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';

export const CNAES_SHOWN = 10;

export const splitCnaes = (value: string | null | undefined) =>
  (value ?? '')
    .split(';')
    .map((code) => code.trim())
    .filter(Boolean);

/** The secondary CNAEs, split on ';': the first ten, then 'Mostrar mais' / 'Mostrar menos'. */
export function SecondaryCnaes({ value }: { value: string | null | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const codes = splitCnaes(value);
  if (codes.length === 0) return <>—</>;
  const shown = expanded ? codes : codes.slice(0, CNAES_SHOWN);
  return (
    <Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((code, index) => (
          <li key={`${code}-${index}`}>
            <Chip size="small" label={code} />
          </li>
        ))}
      </Box>
      {codes.length > CNAES_SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? 'Mostrar menos' : 'Mostrar mais'}
        </Button>
      )}
    </Box>
  );
}
