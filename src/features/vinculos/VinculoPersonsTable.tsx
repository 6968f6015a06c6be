// The table of /Vinculos/{id}: the persons' declared Nome (name and masked document), Tipo, Papel and
// Status (the first two folded under the name on phones), and the remove action, in the portal's list
// table with its loading, error and empty states.
import { useListContext } from 'react-admin';
import { persons } from '../../../common/resources/persons';
import { noMatches } from '../../../common/resources/texts';
import type { FieldDeclaration } from '../../../common/resources/types';
import { rowActionsColumn, useDeclaredColumns } from '../../ui/kit/listColumns';
import { LOADING } from '../../ui/layout/ScreenLoading';
import { ListTable } from '../../ui/list';
import { PersonNameCell } from '../persons/public';
import { RemoveVinculoButton } from './RemoveVinculoButton';
import { LOAD_ERROR, type VinculoPerson } from './types';

const columns = (['name', 'person_type', 'role', 'is_active'] as const).map((source): [string, FieldDeclaration] => [source, persons.fields[source]!]);

export function VinculoPersonsTable() {
  const { error } = useListContext<VinculoPerson>();
  const declared = useDeclaredColumns(columns, {
    cells: { name: (person) => <PersonNameCell person={person as VinculoPerson} /> },
    folded: { into: 'name', columns: ['person_type', 'role'], below: 'sm' },
  });
  // A missing user answers 404 'Usuário não encontrado'; anything else is a failure to load.
  const missing = (error as { status?: number } | null)?.status === 404;
  return (
    <ListTable<VinculoPerson>
      noun="vínculos"
      rowClick={false}
      bulkActionButtons={false}
      states={{ loading: LOADING.userVinculos, error: missing ? error?.message : LOAD_ERROR }}
      emptyFiltered={noMatches('Nenhum vínculo encontrado')}
      empty={{ title: 'Nenhuma pessoa vinculada', text: "Use 'Adicionar Vínculo' para começar" }}
    >
      {declared}
      {rowActionsColumn(RemoveVinculoButton)}
    </ListTable>
  );
}
