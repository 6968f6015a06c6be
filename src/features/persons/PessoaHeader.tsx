// The top of /pessoas/{id}: Voltar; the integration buttons, each showing only where it applies
// ('Sincronizar com Odoo' for a role-1 person not yet in Odoo, for administrators; 'Sincronizar com a
// receita federal' for companies) and calling `onChange` after a change so the page reloads the person;
// then the kit's Editar (the person form in a dialog) and Deletar; the name, id and badges under them.
import { Stack, Typography } from '@mui/material';
import { persons } from '../../../common/resources/persons';
import { BackButton } from '../../ui/detail/BackButton';
import { DetailHeader } from '../../ui/detail/DetailHeader';
import { DeleteRecordButton } from '../../ui/kit/DeleteRecord';
import { EditDialogButton } from '../../ui/kit/EditDialogButton';
import { SyncPessoaOdooButton } from './integrations/SyncPessoaOdooButton';
import { SyncRegistryButton } from './integrations/SyncRegistryButton';
import { ActiveBadge, OdooSyncBadge, PersonRoleBadge, PersonTypeBadge } from './PersonBadges';
import { personForm } from './personForm';
import type { PersonDetail } from './types';

export const PessoaHeader = ({ person, onChange }: { person: PersonDetail; onChange: () => void }) => (
  <DetailHeader
    back={<BackButton to="/pessoas" historyBack />}
    title={person.name}
    actions={
      <>
        <SyncPessoaOdooButton person={person} onDone={onChange} />
        <SyncRegistryButton person={person} onDone={onChange} />
        <EditDialogButton declaration={persons} parts={personForm} record={person} onSaved={onChange} />
        <DeleteRecordButton declaration={persons} record={person} label="Deletar" afterUrl={() => '/pessoas'} />
      </>
    }
  >
    <Typography variant="body2" color="text.secondary">
      ID: {person.id}
    </Typography>
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <PersonTypeBadge person={person} />
      <PersonRoleBadge person={person} />
      <OdooSyncBadge person={person} />
      <ActiveBadge person={person} />
    </Stack>
  </DetailHeader>
);
