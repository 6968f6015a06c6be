import { Box, Stack, Typography } from '@mui/material';
import { persons } from '../../../common/resources/persons';
import { DeleteRecordButton } from '../../ui/kit/DeleteRecord';
import { BackButton } from './BackButton';
import { EditPessoaButton } from './EditPessoaButton';
import { ActiveBadge, OdooSyncBadge, PersonRoleBadge, PersonTypeBadge } from './PersonBadges';
import { PessoaActions } from './PessoaActions';
import type { PersonDetail } from './types';

/** Name, id and badges of the person, with Voltar, the integration buttons, Editar and Deletar. */
export const PessoaHeader = ({ person, onChange }: { person: PersonDetail; onChange: () => void }) => (
  <Box component="header" sx={{ mt: 2, mb: 3 }}>
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <BackButton />
      <Box sx={{ flexGrow: 1 }} />
      <PessoaActions person={person} onDone={onChange} />
      <EditPessoaButton person={person} onSaved={onChange} />
      <DeleteRecordButton declaration={persons} record={person} label="Deletar" afterUrl={() => '/pessoas'} />
    </Stack>
    <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
      {person.name}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      ID: {person.id}
    </Typography>
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <PersonTypeBadge person={person} />
      <PersonRoleBadge person={person} />
      <OdooSyncBadge person={person} />
      <ActiveBadge person={person} />
    </Stack>
  </Box>
);
