// /oportunidades/{id}: the header with its actions, the information cards (or the edit form in edit
// mode), tags, documents and the 'Atividades' timeline (activities merged with the history). It is the Resource's edit view.
// The header: Voltar, the status badge, and the actions: Editar, Excluir, 'Sincronizar com odoo' (only
// without odoo_id), win and loss (only while open); in edit mode only Cancelar and Salvar.
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { RecordDetail } from '../../ui/detail/RecordDetail';
import { DocumentsCard } from '../../ui/DocumentsCard';
import { OdooSyncNotice } from '../../ui/integrations/OdooSyncNotice';
import { RecordAuditCard } from '../auditoria/public';
import { BackToListButton } from './BackToListButton';
import { AtividadesCard } from '../atividades/public';
import { historyLines, useHistory } from './history';
import { SyncOportunidadeOdooButton } from './SyncOportunidadeOdooButton';
import { ResultStatusBadge } from '../../ui/StatusBadge';
import { LossButton } from './LossButton';
import { WinButton } from './WinButton';
import { DeleteRecordButton } from '../../ui/kit/DeleteRecord';
import { listUrl } from './listLocation';
import { AdditionalInfoCard, BasicInfoCard, ExtraInfoCard, RelationshipsCard, ValuesCard } from './OportunidadeInfoCards';
import { TagsCard } from './TagsCard';
import { RecebimentosCard } from '../comissoes/public';
import { ResultStatus } from '../../../common/enums';
import { useOportunidadeEnums } from './useOportunidadeEnums';
import { isOpen, type Oportunidade } from './types';
import { LOADING } from '../../ui/layout/ScreenLoading';
import { FormActions, RecordEditForm } from '../../ui/kit/RecordEditForm';
import { oportunidades } from '../../../common/resources/oportunidades';
import { oportunidadeForm } from './oportunidadeForm';

const PROBLEM = 'Erro ao carregar oportunidade ou oportunidade não encontrada.';

export default function OportunidadeDetail() {
  return (
    <RecordDetail<Oportunidade>
      resource="oportunidades"
      pageTitle="Oportunidades"
      loadingText={LOADING.oportunidade}
      problems={{ notFound: PROBLEM, failed: PROBLEM }}
      back={<BackToListButton />}
    >
      {(oportunidade, reload) => <OportunidadeView key={oportunidade.id} oportunidade={oportunidade} reload={reload} />}
    </RecordDetail>
  );
}

/** Cards side by side are as tall as the tallest. */
const sameHeightCards = { mb: 2, '& > .MuiGrid-root > section': { height: '100%' } };

function OportunidadeView({ oportunidade, reload }: { oportunidade: Oportunidade; reload: () => void }) {
  const enums = useOportunidadeEnums();
  const history = useHistory(oportunidade.id);
  const changed = () => {
    reload();
    void history.refetch();
  };
  // Edit mode: Editar opens the form on the current values, Cancelar leaves it (the next Editar starts again from the record).
  const [editing, setEditing] = useState(false);

  const actions = (
    <>
      <SyncOportunidadeOdooButton oportunidade={oportunidade} onDone={changed} />
      {isOpen(oportunidade) && (
        <>
          <WinButton oportunidade={oportunidade} onDone={changed} />
          <LossButton oportunidade={oportunidade} onDone={changed} />
        </>
      )}
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
        Editar
      </Button>
      <DeleteRecordButton declaration={oportunidades} record={oportunidade} label="Excluir" afterUrl={listUrl} />
    </>
  );
  const top = (
    <>
      <Box component="header" sx={{ mt: 2, mb: 3 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          <BackToListButton />
          <Box sx={{ flexGrow: 1 }} />
          {editing ? <FormActions onCancel={() => setEditing(false)} /> : actions}
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
      <OdooSyncNotice status={oportunidade.odoo_sync} />
    </>
  );

  return (
    <>
      {editing ? (
        // In edit mode the header's Salvar submits the form, so the header is inside it.
        <RecordEditForm declaration={oportunidades} parts={oportunidadeForm} record={oportunidade} onCancel={() => setEditing(false)} onSaved={changed}>
          {top}
        </RecordEditForm>
      ) : (
        <>
          {top}
          <Grid container spacing={2} sx={sameHeightCards}>
            <Grid size={{ xs: 12, md: 4 }}>
              <BasicInfoCard oportunidade={oportunidade} enums={enums} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <RelationshipsCard oportunidade={oportunidade} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <ValuesCard oportunidade={oportunidade} />
            </Grid>
          </Grid>
          <Grid container spacing={2} sx={sameHeightCards}>
            <Grid size={{ xs: 12, md: 8 }}>
              <AdditionalInfoCard oportunidade={oportunidade} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <ExtraInfoCard oportunidade={oportunidade} />
            </Grid>
          </Grid>
        </>
      )}
      <Stack spacing={2} sx={{ mb: 4 }}>
        <TagsCard oportunidade={oportunidade} onChange={changed} />
        <RecebimentosCard oportunidadeId={oportunidade.id} won={oportunidade.status_resultado === ResultStatus.Won} />
        <DocumentsCard oportunidadeId={oportunidade.id} onChange={() => void history.refetch()} />
        <AtividadesCard
          target={{ oportunidade_id: oportunidade.id }}
          history={{ lines: historyLines(history.data ?? [], enums), isPending: history.isPending }}
        />
        <RecordAuditCard resource="oportunidades" recordId={oportunidade.id} />
      </Stack>
    </>
  );
}
