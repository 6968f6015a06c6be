// The search of /Vinculos/{id}: it runs on Enter or 'Buscar' (not while typing), 'Limpar' clears the
// text and the type filter. Both live in the URL like every list filter.
import { Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useListContext } from 'react-admin';
import { personTypeChoices } from '../../../common/enums';
import { hasFilterValues, ListSelectFilter, SearchField } from '../../ui/list';

const PLACEHOLDER = 'Buscar por nome, documento ou nome fantasia...';

export function VinculoSearchBar() {
  const { filterValues, setFilters } = useListContext();
  const applied = String(filterValues.query ?? '');
  const [text, setText] = useState(applied);
  // The URL changed from elsewhere (back button, a link): show what it holds.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied);
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filterValues, query: text.trim() || undefined }, undefined, false);
  };
  const clear = () => {
    setText('');
    setFilters({}, undefined, false);
  };

  return (
    <Stack
      component="form"
      role="search"
      onSubmit={search}
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
    >
      <SearchField value={text} onChange={(event) => setText(event.target.value)} placeholder={PLACEHOLDER} />
      <Button type="submit" variant="contained">
        Buscar
      </Button>
      <Button onClick={clear} disabled={!text && !hasFilterValues(filterValues)}>
        Limpar
      </Button>
      <ListSelectFilter source="person_type" label="Tipo" allLabel="Todos os tipos" choices={personTypeChoices} />
    </Stack>
  );
}
