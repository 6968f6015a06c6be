// 'Adicionar Vínculo': find a person, choose it, and link it to the user of /Vinculos/{id}.
import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useGetIdentity, useListContext } from 'react-admin';
import { FormDialog } from '../../ui/FormDialog';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import { createVinculoErrorMessage } from './vinculoErrors';
import { PersonChooser } from './PersonChooser';
import { partnerName, type VinculoPerson } from './types';
import { usePartner } from './usePartner';

export function AddVinculoButton({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddLinkIcon />} onClick={() => setOpen(true)}>
        Adicionar Vínculo
      </Button>
      {/* Mounted only while open, so each opening starts with an empty search. */}
      {open && <AddLinkDialog userId={userId} onClose={() => setOpen(false)} />}
    </>
  );
}

function AddLinkDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const { refetch } = useListContext();
  const partner = usePartner();
  const { notifySuccess, notifyError } = useToast();
  const [person, setPerson] = useState<VinculoPerson | null>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const createdBy = typeof identity?.id === 'number' ? identity.id : undefined;
      await dataProvider.createLink({ user_id: userId, person_id: person.id, created_by_id: createdBy });
      notifySuccess('Vínculo criado com sucesso.');
      void refetch();
      onClose();
    } catch (error) {
      setSaving(false);
      await notifyError(error, createVinculoErrorMessage(error));
    }
  };

  return (
    <FormDialog open title="Adicionar Vínculo" onClose={onClose} onSubmit={submit} submitting={saving} submitLabel="Criar Vínculo">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Busque uma pessoa pelo nome, documento ou nome fantasia e selecione-a para vinculá-la a{' '}
        {partner ? partnerName(partner) : 'este usuário'}.
      </Typography>
      <PersonChooser value={person} onChange={setPerson} missing={missing} disabled={saving} />
    </FormDialog>
  );
}
