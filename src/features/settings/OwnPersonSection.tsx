// 'Pessoa vinculada' in 'Meu perfil': the person the user acts as. Creating opportunities needs one, and
// nothing else gives the first administrator one, so a user without a person links it here: picked from
// the persons it may see, or created from its own CPF/CNPJ (PUT /users/me/person).
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useGetOne } from 'react-admin';
import { documentProblem, formatDocument, normalizeDocument } from '../../../common/documents';
import { setCurrentUser } from '../../authProvider';
import type { CurrentUser } from '../../authProvider/currentUser';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { PersonPicker, personOptionLabel, type PersonOption } from '../../ui/PersonPicker';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { OwnPersonPayload } from '../../dataProvider/account';

export function OwnPersonSection() {
  const { identity, refetch } = useGetIdentity();
  const personId = (identity as CurrentUser | undefined)?.person_id ?? null;
  const { data: person } = useGetOne<PersonOption>('pessoas', { id: personId ?? 0 }, { enabled: personId !== null });

  return (
    <Box sx={{ pt: 2, width: '100%', maxWidth: 480 }}>
      <Typography variant="h6" component="h2">
        Pessoa vinculada
      </Typography>
      {personId === null ? (
        <LinkPersonForm onLinked={refetch} />
      ) : (
        <Typography>{person ? personOptionLabel(person) : `Pessoa #${personId}`}</Typography>
      )}
    </Box>
  );
}

function LinkPersonForm({ onLinked }: { onLinked: () => unknown }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const [chosen, setChosen] = useState<PersonOption | null>(null);
  const [document, setDocument] = useState('');
  const digits = normalizeDocument(document);
  const problem = digits ? documentProblem(digits) : null;

  const { run: link, pending } = useNotifiedAction(async (payload: OwnPersonPayload) => {
    setCurrentUser(await dataProvider.linkMyPerson(payload));
    await onLinked();
    notifySuccess('Pessoa vinculada com sucesso.');
  });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Nenhuma pessoa vinculada. Para criar oportunidades, escolha a sua pessoa ou cadastre-a pelo seu CPF/CNPJ.
      </Typography>
      <PersonPicker label="Buscar pessoa" value={chosen} onChange={setChosen} disabled={pending} />
      <Button
        variant="contained"
        disabled={!chosen || pending}
        onClick={() => chosen && void link({ person_id: chosen.id })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Vincular pessoa
      </Button>
      <TextField
        label="Meu CPF/CNPJ"
        value={document}
        onChange={(event) => setDocument(event.target.value)}
        onBlur={() => digits && !problem && setDocument(formatDocument(digits))}
        error={Boolean(problem)}
        helperText={problem ?? 'Cria a sua pessoa com este documento, ou vincula a que já o tem.'}
        disabled={pending}
      />
      <Button
        variant="outlined"
        disabled={!digits || Boolean(problem) || pending}
        onClick={() => void link({ document: digits })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Vincular pelo CPF/CNPJ
      </Button>
    </Stack>
  );
}
