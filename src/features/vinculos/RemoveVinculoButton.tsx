// Removing one link asks first, warning that it cannot be undone, then refreshes the list.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Alert, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { usePartner } from './usePartner';
import { partnerName, type VinculoPerson } from './types';

/** A row's button (its person from the record context, the partner from /Vinculos/{id}'s path). */
export function RemoveVinculoButton() {
  const person = useRecordContext<VinculoPerson>()!;
  const userId = Number(useParams<{ id: string }>().id);
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { refetch } = useListContext();
  const partner = usePartner();
  const { notifySuccess, notifyError } = useToast();

  const remove = async () => {
    setRemoving(true);
    try {
      await dataProvider.deleteLink({ user_id: userId, person_id: person.id });
      notifySuccess('Vínculo removido com sucesso');
      setOpen(false);
      void refetch();
    } catch (error) {
      setOpen(false);
      await notifyError(error);
    } finally {
      setRemoving(false);
    }
  };

  const label = `Remover vínculo com ${person.name}`;
  return (
    <>
      <Tooltip title="Remover vínculo">
        <IconButton aria-label={label} color="error" size="small" onClick={() => setOpen(true)}>
          <LinkOffIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={removing}
        title="Remover vínculo"
        content={
          <Stack spacing={2}>
            <Typography>
              Remover o vínculo entre {partner ? partnerName(partner) : 'o usuário'} e {person.name}?
            </Typography>
            <Alert severity="warning">Esta ação não pode ser desfeita</Alert>
          </Stack>
        }
        confirm="Remover"
        cancel="Cancelar"
        confirmColor="warning"
        ConfirmIcon={LinkOffIcon}
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
