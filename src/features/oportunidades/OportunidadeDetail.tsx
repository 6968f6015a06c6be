// /oportunidades/{id}: the header with its actions, the information cards (or the edit form in edit
// mode), tags, documents and the 'Atividades' timeline (activities merged with the history). It is the Resource's edit view.
// The header: Voltar, the status badge, and the actions: Editar, Excluir, 'Sincronizar com odoo' (only
// without odoo_id), win and loss (only while open); in edit mode only Cancelar and Salvar.
import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { BackButton } from '../../ui/detail/BackButton';
import { CardRows } from '../../ui/detail/CardRows';
import { DetailHeader } from '../../ui/detail/DetailHeader';
import { RecordDetail } from '../../ui/detail/RecordDetail';
import { DocumentsCard } from '../../ui/DocumentsCard';
import { OdooSyncNotice } from '../../ui/integrations/OdooSyncNotice';
import { RecordAuditCard } from '../auditoria/public';
import { AtividadesCard } from '../atividades/public';
import { historyLines, useHistory } from './history';
import { SyncOportunidadeOdooButton } from './SyncOportunidadeOdooButton';
import { LossButton, WinButton } from './ResultButtons';
import { DeleteRecordButton } from '../../ui/kit/DeleteRecord';
import { listUrl } from './listLocation';
import { OportunidadeStatusBadge } from './OportunidadeCells';
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
      back={<BackButton to={listUrl()} />}
    >
      {(oportunidade, reload) => <OportunidadeView key={oportunidade.id} oportunidade={oportunidade} reload={reload} />}
    </RecordDetail>
  );
}

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
      <DetailHeader back={<BackButton to={listUrl()} />} title={oportunidade.titulo} actions={editing ? <FormActions onCancel={() => setEditing(false)} /> : actions}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            ID: {oportunidade.id}
          </Typography>
          <OportunidadeStatusBadge oportunidade={oportunidade} />
        </Stack>
      </DetailHeader>
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
          <CardRows widths={[[4, 4, 4], [8, 4]]}>
            <BasicInfoCard oportunidade={oportunidade} enums={enums} />
            <RelationshipsCard oportunidade={oportunidade} />
            <ValuesCard oportunidade={oportunidade} />
            <AdditionalInfoCard oportunidade={oportunidade} />
            <ExtraInfoCard oportunidade={oportunidade} />
          </CardRows>
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
