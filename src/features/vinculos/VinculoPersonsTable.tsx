// The table of /Vinculos/{id}: Nome (name and masked document), Tipo, Papel, Status and the remove action.
import { useMediaQuery, useTheme } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import { labelOf, personRoleLabels, personTypeLabels } from '../../../common/enums';
import { ListEmpty, ListError } from '../../ui/list';
import { ActiveBadge } from '../persons/public';
import { PersonNameCell } from '../persons/public';
import { RemoveVinculoButton } from './RemoveVinculoButton';
import { LOAD_ERROR, type VinculoPerson } from './types';
import { noMatches } from '../../../common/resources/texts';
import { LOADING, ScreenLoading } from '../../ui/layout/ScreenLoading';

const Column = DataTable.Col<VinculoPerson>;

export function VinculoPersonsTable({ userId }: { userId: number }) {
  const { isPending, error } = useListContext<VinculoPerson>();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (isPending) return <ScreenLoading text={LOADING.userVinculos} />;
  if (error) {
    // A missing user answers 404 'Usuário não encontrado'; anything else is a failure to load.
    const missing = (error as { status?: number }).status === 404;
    return <ListError text={missing ? error.message : LOAD_ERROR} />;
  }
  return (
    <DataTable<VinculoPerson>
      rowClick={false}
      bulkActionButtons={false}
      empty={
        <ListEmpty
          filtered={noMatches('Nenhum vínculo encontrado')}
          empty={{ title: 'Nenhuma pessoa vinculada', text: "Use 'Adicionar Vínculo' para começar" }}
        />
      }
    >
      <Column label="Nome" render={(person) => <PersonNameCell person={person} />} />
      {!phone && <Column label="Tipo" render={(person) => labelOf(personTypeLabels, person.person_type)} />}
      {!phone && <Column label="Papel" render={(person) => labelOf(personRoleLabels, person.role ?? null)} />}
      <Column label="Status" render={(person) => <ActiveBadge person={person} />} />
      <Column label="Ações" align="right" render={(person) => <RemoveVinculoButton userId={userId} person={person} />} />
    </DataTable>
  );
}
