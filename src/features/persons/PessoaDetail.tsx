// /pessoas/{id}: the person, its company data, summary, its opportunities as client and as partner, and
// its three lists. It is the Resource's edit
// view: 'Editar' opens the person form in a dialog.
import { Grid, Stack } from '@mui/material';
import { OdooSyncNotice } from '../../ui/integrations/OdooSyncNotice';
import { BackButton } from '../../ui/detail/BackButton';
import { RecordDetail } from '../../ui/detail/RecordDetail';
import { ChildListCard } from '../../ui/kit/ChildListCard';
import { AtividadesCard } from '../atividades/public';
import { RecordAuditCard } from '../auditoria/public';
import { addressKind, bankAccountKind, contactKind } from './childKinds';
import { BasicInfoCard, CompanyInfoCard, SummaryCard } from './PersonInfoCards';
import { PersonOportunidades } from './PersonOportunidades';
import { PessoaHeader } from './PessoaHeader';
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

function PessoaView({ person, reload }: { person: PersonDetail; reload: () => void }) {
  return (
    <>
      <PessoaHeader person={person} onChange={reload} />
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
