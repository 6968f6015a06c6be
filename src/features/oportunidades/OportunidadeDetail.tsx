// /oportunidades/{id}: the header with its actions, the information cards (or the edit form in edit
// mode), tags, documents and the 'Atividades' timeline (activities merged with the history). It is the Resource's edit view.
import { Grid, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetOne } from 'react-admin';
import { RecordDetail } from '../../ui/detail/RecordDetail';
import { DocumentsCard } from '../../ui/DocumentsCard';
import { OdooSyncNotice } from '../../ui/integrations/OdooSyncNotice';
import { RecordAuditCard } from '../auditoria/public';
import type { PersonDetail } from '../persons/public';
import { BackToListButton } from './BackToListButton';
import { AtividadesCard } from '../atividades/public';
import { historyLines, useHistory } from './HistoryCard';
import type { HistoryLabels } from './historyText';
import { OportunidadeHeader } from './OportunidadeHeader';
import { AdditionalInfoCard, BasicInfoCard, ExtraInfoCard, RelationshipsCard, ValuesCard } from './OportunidadeInfoCards';
import { TagsCard } from './TagsCard';
import { RecebimentosCard } from '../comissoes/public';
import { ResultStatus } from '../../../common/enums';
import { useOportunidadeEnums } from './useOportunidadeEnums';
import { useUserChoices } from './useUserChoices';
import { executiveName, type Oportunidade } from './types';
import { LOADING } from '../../ui/layout/ScreenLoading';
import { RecordEditForm } from '../../ui/kit/RecordEditForm';
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

/** The partner's addresses and contacts; an external user may not be allowed to read them. */
function usePartnerDetail(id: number | null) {
  const { data } = useGetOne<PersonDetail>('pessoas', { id: id ?? 0 }, { enabled: id !== null, retry: false });
  return data;
}

function OportunidadeView({ oportunidade, reload }: { oportunidade: Oportunidade; reload: () => void }) {
  const enums = useOportunidadeEnums();
  const users = useUserChoices();
  const history = useHistory(oportunidade.id);
  const partner = usePartnerDetail(oportunidade.parceiro_id);
  const changed = () => {
    reload();
    void history.refetch();
  };
  // Edit mode: Editar opens the form on the current values, Cancelar leaves it (the next Editar starts again from the record).
  const [editing, setEditing] = useState(false);

  const labels = useMemo<HistoryLabels>(
    () => ({
      stage: enums.stageLabel,
      status: enums.statusLabel,
      thesis: enums.thesisLabel,
    }),
    [enums],
  );

  const top = (
    <>
      <OportunidadeHeader oportunidade={oportunidade} editing={editing} onEdit={() => setEditing(true)} onCancel={() => setEditing(false)} enums={enums} onChange={changed} />
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
              <RelationshipsCard
                oportunidade={oportunidade}
                executive={executiveName(oportunidade)}
                team={oportunidade.equipe_parceiro_id == null ? null : users.userName(oportunidade.equipe_parceiro_id, 'Usuário não encontrado')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <ValuesCard oportunidade={oportunidade} />
            </Grid>
          </Grid>
          <Grid container spacing={2} sx={sameHeightCards}>
            <Grid size={{ xs: 12, md: 8 }}>
              <AdditionalInfoCard oportunidade={oportunidade} partner={partner} />
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
          history={{ lines: historyLines(history.data ?? [], labels), isPending: history.isPending }}
        />
        <RecordAuditCard resource="oportunidades" recordId={oportunidade.id} />
      </Stack>
    </>
  );
}
