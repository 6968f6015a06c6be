// 'Mais filtros' of the opportunities list: executive, partner, tag, expected revenue range, created-day
// closed-day and expected-closing-day ranges, which the API took and the screen lacked. Folded away until asked for, or while
// one of them is set, so the first row stays short on a phone.
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useListContext } from 'react-admin';
import { PersonRole } from '../../../common/enums';
import { ListAmountFilter, ListDayFilter, ListSelectFilter } from '../../ui/list';
import { PersonFilter } from '../../ui/list/PersonFilter';
import { useTagCatalogue } from './useTagCatalogue';
import { useUserChoices } from './useUserChoices';

/** The filters this row holds, by search param: set ones keep it open. */
export const MORE_FILTERS = ['executivo_vendas_id', 'parceiro_id', 'tag_id', 'receita_min', 'receita_max', 'criado_de', 'criado_ate', 'fechado_de', 'fechado_ate', 'fechamento_de', 'fechamento_ate'];

export function MoreFilters() {
  const { filterValues } = useListContext();
  const anySet = MORE_FILTERS.some((name) => filterValues[name] !== undefined);
  const [open, setOpen] = useState(anySet);
  const regionId = useId();
  const { choices: executives } = useUserChoices();
  const { data: tags = [] } = useTagCatalogue();
  const shown = open || anySet;
  return (
    <>
      {!anySet && (
        <Button size="small" startIcon={<FilterListIcon />} aria-expanded={shown} aria-controls={regionId} onClick={() => setOpen(!open)}>
          Mais filtros
        </Button>
      )}
      {shown && (
        <Box id={regionId} sx={{ flexBasis: '100%' }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <ListSelectFilter source="executivo_vendas_id" label="Executivo" allLabel="Todos os executivos" choices={executives} />
            <PersonFilter source="parceiro_id" label="Parceiro" role={PersonRole.Partner} errorMessage="Erro ao buscar parceiros" />
            <ListSelectFilter source="tag_id" label="Tag" allLabel="Todas as tags" choices={tags} />
            <ListAmountFilter source="receita_min" label="Receita mínima" />
            <ListAmountFilter source="receita_max" label="Receita máxima" />
            <ListDayFilter source="criado_de" label="Criada de" />
            <ListDayFilter source="criado_ate" label="Criada até" />
            <ListDayFilter source="fechado_de" label="Fechada de" />
            <ListDayFilter source="fechado_ate" label="Fechada até" />
            <ListDayFilter source="fechamento_de" label="Fechamento previsto de" />
            <ListDayFilter source="fechamento_ate" label="Fechamento previsto até" />
          </Stack>
        </Box>
      )}
    </>
  );
}
