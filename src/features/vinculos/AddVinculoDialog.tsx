// 'Adicionar Vínculo' (the kit's DialogCreateButton opens it, mounted only while open, so each opening
// starts with an empty search): find a person, choose it, and link it to the user of /Vinculos/{id}.
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useListContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ActionDialog } from '../../ui/actions/ActionDialog';
import { errorMessage, useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { ApiError, messageOf } from '../../dataProvider/httpClient';
import { PersonChooser } from './PersonChooser';
import { partnerName, usePartner, type VinculoPerson } from './types';

/**
 * A refused link shows the server's reason; an answer that gave none, 'Erro ao criar vínculo'; a request
 * that got no answer, its own message.
 */
const createError = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && !messageOf(error.body, '') ? 'Erro ao criar vínculo' : errorMessage(error, 'Erro ao criar vínculo');

/** The dialog of the partner of the page's path, whose persons' list it refetches. */
export function AddVinculoDialog({ onClose }: { onClose: () => void }) {
  const userId = Number(useParams<{ id: string }>().id);
  const { refetch } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const partner = usePartner();
  const { notifySuccess } = useToast();
  const [person, setPerson] = useState<VinculoPerson | null>(null);
  const [missing, setMissing] = useState(false);
  const create = async () => {
    if (!person) return setMissing(true);
    const createdBy = typeof identity?.id === 'number' ? identity.id : undefined;
    await dataProvider.createLink({ user_id: userId, person_id: person.id, created_by_id: createdBy });
    notifySuccess('Vínculo criado com sucesso.');
    void refetch();
    onClose();
  };

  return (
    <ActionDialog title="Adicionar Vínculo" onClose={onClose} action={create} errorText={createError} submitLabel="Criar Vínculo">
      {(saving) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Busque uma pessoa pelo nome, documento ou nome fantasia e selecione-a para vinculá-la a{' '}
            {partner ? partnerName(partner) : 'este usuário'}.
          </Typography>
          <PersonChooser value={person} onChange={setPerson} missing={missing} disabled={saving} />
        </>
      )}
    </ActionDialog>
  );
}
