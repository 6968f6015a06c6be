// 'Editar': the kit's edit dialog of the person form (nothing required; the document checked only if filled).
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { persons } from '../../../common/resources/persons';
import { ResourceFormDialog } from '../../ui/kit/ResourceFormDialog';
import { personForm } from './personForm';
import type { PersonDetail } from './types';

export function EditPessoaButton({ person, onSaved }: { person: PersonDetail; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        Editar
      </Button>
      {open && (
        <ResourceFormDialog declaration={persons} parts={personForm} mode="edit" record={person} open onClose={() => setOpen(false)} onSaved={onSaved} />
      )}
    </>
  );
}
