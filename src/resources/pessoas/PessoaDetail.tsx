// /pessoas/{id}: the person, its company data, summary and its three lists. It is the Resource's edit
// view: 'Editar' opens the person form in a dialog.
import { Grid, Stack } from '@mui/material';
import { OdooSyncNotice } from '../../components/integrations/OdooSyncNotice';
import { useRouteRecord } from '../../components/detail/useRouteRecord';
import { addressKind, bankAccountKind, contactKind } from './childKinds';
import { DetailLoading, DetailProblem } from './DetailState';
import { BasicInfoCard, CompanyInfoCard, SummaryCard } from './PersonInfoCards';
import { PersonChildList } from './PersonChildList';
import { PessoaHeader } from './PessoaHeader';
import { isCompany, type PersonDetail } from './types';
import { PageTitle } from '../../layout/PageTitle';

/**
 * The detail has its own cache entry: react-admin fills the plain getOne entry with list rows and write
 * answers, which lack the three lists this page shows.
 */
const DETAIL = { view: 'detail' };

export default function PessoaDetail() {
  return (
    <>
      <PageTitle title="Pessoas" />
      <PessoaDetailContent />
    </>
  );
}

function PessoaDetailContent() {
  const { recordId: personId, data: person, isPending, error, refetch } = useRouteRecord<PersonDetail>('pessoas', DETAIL);

  if (personId === null) return <DetailProblem message="Pessoa não encontrada." />;
  if (isPending) return <DetailLoading />;
  if (error) {
    const notFound = (error as { status?: number }).status === 404;
    return <DetailProblem message={notFound ? 'Pessoa não encontrada.' : 'Erro ao carregar detalhes da pessoa.'} />;
  }
  if (!person) return <DetailProblem message="Pessoa não encontrada." />;

  const reload = () => void refetch();
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
        <PersonChildList kind={bankAccountKind} person={person} onChange={reload} />
        <PersonChildList kind={addressKind} person={person} onChange={reload} />
        <PersonChildList kind={contactKind} person={person} onChange={reload} />
      </Stack>
    </>
  );
}
