// /pessoas/{id}: the person, its company data, summary, its opportunities as client and as partner, and
// its three lists. It is the Resource's edit
// view: 'Editar' opens the person form in a dialog.
import { Grid, Stack, Typography } from '@mui/material';
import { persons } from '../../../common/resources/persons';
import { OdooSyncNotice } from '../../ui/integrations/OdooSyncNotice';
import { BackButton } from '../../ui/detail/BackButton';
import { DetailHeader } from '../../ui/detail/DetailHeader';
import { RecordDetail } from '../../ui/detail/RecordDetail';
import { DeleteRecordButton } from '../../ui/kit/DeleteRecord';
import { EditDialogButton } from '../../ui/kit/EditDialogButton';
import { ChildListCard } from '../../ui/kit/ChildListCard';
import { AtividadesCard } from '../atividades/public';
import { RecordAuditCard } from '../auditoria/public';
import { addressKind, bankAccountKind, contactKind } from './childKinds';
import { BasicInfoCard, CompanyInfoCard, SummaryCard } from './PersonInfoCards';
import { PersonOportunidades } from './PersonOportunidades';
import { SyncPessoaOdooButton } from './integrations/SyncPessoaOdooButton';
import { SyncRegistryButton } from './integrations/SyncRegistryButton';
import { ActiveBadge, OdooSyncBadge, PersonRoleBadge, PersonTypeBadge } from './PersonBadges';
import { personForm } from './personForm';
import { isCompany, type PersonDetail } from './types';
import { LOADING } from '../../ui/layout/ScreenLoading';

/**
 * The detail has its own cache entry: react-admin fills the plain getOne entry with list rows and write
 * answers, which lack the three lists this page shows.
 */
const DETAIL = { view: 'detail' };

export default function PessoaDetail() {
  return (
    <RecordDetail<PersonDetail>
      resource="pessoas"
      pageTitle="Pessoas"
      meta={DETAIL}
      loadingText={LOADING.person}
      problems={{ notFound: 'Pessoa não encontrada.', failed: 'Erro ao carregar detalhes da pessoa.' }}
      back={<BackButton to="/pessoas" historyBack />}
    >
      {(person, reload) => <PessoaView person={person} reload={reload} />}
    </RecordDetail>
  );
}

// The top of the page: Voltar; the integration buttons, each showing only where it applies ('Sincronizar com
// Odoo' for a role-1 person not yet in Odoo, for administrators; 'Sincronizar com a receita federal' for
// companies) and calling `reload` after a change so the page reloads the person; then the kit's Editar (the
// person form in a dialog) and Deletar; the name, id and badges under them.
function PessoaView({ person, reload }: { person: PersonDetail; reload: () => void }) {
  return (
    <>
      <DetailHeader
        back={<BackButton to="/pessoas" historyBack />}
        title={person.name}
        actions={
          <>
            <SyncPessoaOdooButton person={person} onDone={reload} />
            <SyncRegistryButton person={person} onDone={reload} />
            <EditDialogButton declaration={persons} parts={personForm} record={person} onSaved={reload} />
            <DeleteRecordButton declaration={persons} record={person} label="Deletar" afterUrl={() => '/pessoas'} />
          </>
        }
      >
        <Typography variant="body2" color="text.secondary">
          ID: {person.id}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <PersonTypeBadge person={person} />
          <PersonRoleBadge person={person} />
          <OdooSyncBadge person={person} />
          <ActiveBadge person={person} />
        </Stack>
      </DetailHeader>
      <OdooSyncNotice status={person.odoo_sync} />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <BasicInfoCard person={person} />
            {isCompany(person) && <CompanyInfoCard person={person} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SummaryCard person={person} />
        </Grid>
      </Grid>
      <Stack spacing={2} sx={{ mb: 4 }}>
        <PersonOportunidades personId={person.id} />
        <ChildListCard kind={bankAccountKind} parentId={person.id} rows={person.bank_accounts} onChange={reload} />
        <ChildListCard kind={addressKind} parentId={person.id} rows={person.addresses} onChange={reload} />
        <ChildListCard kind={contactKind} parentId={person.id} rows={person.contacts} onChange={reload} />
        <AtividadesCard target={{ pessoa_id: person.id }} />
        <RecordAuditCard resource="persons" recordId={person.id} />
      </Stack>
    </>
  );
}
