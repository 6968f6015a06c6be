// Removing one link asks first, warning that it cannot be undone (the kit's delete, worded by the
// declaration); the persons' list then reloads.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { vinculos } from '../../../common/resources/vinculos';
import { DeleteRecordDialog } from '../../ui/kit/DeleteRecord';
import { partnerName, usePartner, type VinculoPerson } from './types';

/**
 * A row's button (its person from the record context, the partner from /Vinculos/{id}'s path): the link
 * is deleted from the user's persons ('userPersons', whose list then refetches) by its key.
 */
export function RemoveVinculoButton() {
  const person = useRecordContext<VinculoPerson>()!;
  const userId = Number(useParams<{ id: string }>().id);
  const [open, setOpen] = useState(false);
  const partner = usePartner();

  const label = `Remover vínculo com ${person.name}`;
  return (
    <>
      <Tooltip title={vinculos.texts.deletion.title}>
        <IconButton aria-label={label} color="error" size="small" onClick={() => setOpen(true)}>
          <LinkOffIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteRecordDialog
        declaration={vinculos}
        resource="userPersons"
        record={{ id: person.id, user_id: userId, person_id: person.id }}
        target={{ partner: partner ? partnerName(partner) : undefined, person: person.name }}
        ConfirmIcon={LinkOffIcon}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
