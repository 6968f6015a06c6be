// The search of /Vinculos/{id}: it runs on Enter or 'Buscar' (not while typing), 'Limpar' clears the
// text and the type filter. Both live in the URL like every list filter.
import { Button, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import { useListContext } from 'react-admin';
import { personTypeChoices } from '../../../common/enums';
import { hasFilterValues, ListSelectFilter, SearchField, useSearchText } from '../../ui/list';

const PLACEHOLDER = 'Buscar por nome, documento ou nome fantasia...';

export function VinculoSearchBar() {
  const { filterValues, setFilters } = useListContext();
  const { text, setText, apply } = useSearchText();

  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
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
