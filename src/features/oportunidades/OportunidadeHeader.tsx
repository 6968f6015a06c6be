// The top of /oportunidades/{id}: Voltar, the status badge, and the actions: Editar, Excluir,
// 'Sincronizar com odoo' (only without odoo_id), win and loss (only while open); in edit mode only
// Cancelar and Salvar.
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack, Typography } from '@mui/material';
import { SyncOportunidadeOdooButton } from './SyncOportunidadeOdooButton';
import { ResultStatusBadge } from '../../ui/StatusBadge';
import { BackToListButton } from './BackToListButton';
import { LossButton } from './LossButton';
import { oportunidades } from '../../../common/resources/oportunidades';
import { DeleteRecordButton } from '../../ui/kit/DeleteRecord';
import { FormActions } from '../../ui/kit/RecordEditForm';
import { listUrl } from './listLocation';
import type { OportunidadeEnums } from './useOportunidadeEnums';
import { WinButton } from './WinButton';
import { isOpen, type Oportunidade } from './types';

type Props = {
  oportunidade: Oportunidade;
  /** In edit mode, inside the edit form (its Salvar submits it). */
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  enums: OportunidadeEnums;
  onChange: () => void;
};

export function OportunidadeHeader({ oportunidade, editing, onEdit, onCancel, enums, onChange }: Props) {
  return (
    <Box component="header" sx={{ mt: 2, mb: 3 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <BackToListButton />
        <Box sx={{ flexGrow: 1 }} />
        {editing ? (
          <FormActions onCancel={onCancel} />
        ) : (
          <>
            <SyncOportunidadeOdooButton oportunidade={oportunidade} onDone={onChange} />
            {isOpen(oportunidade) && (
              <>
                <WinButton oportunidade={oportunidade} onDone={onChange} />
                <LossButton oportunidade={oportunidade} onDone={onChange} />
              </>
            )}
            <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
              Editar
            </Button>
            <DeleteRecordButton declaration={oportunidades} record={oportunidade} label="Excluir" afterUrl={listUrl} />
          </>
        )}
      </Stack>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {oportunidade.titulo}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          ID: {oportunidade.id}
        </Typography>
        <ResultStatusBadge status={oportunidade.status_resultado} label={enums.statusLabel(oportunidade.status_resultado)} />
      </Stack>
    </Box>
  );
}
