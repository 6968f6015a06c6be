// /Vinculos/{id}: the persons linked to one user, ten a page, with the page, the search, the person type
// and the sort in the URL (?page=2&query=silva&person_type=1&sort=name&order=desc). Link managers add and remove links here.
import AddLinkIcon from '@mui/icons-material/AddLink';
import { Alert, Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useRequireAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import { labelOf, userRoleLabels } from '../../../common/enums';
import { persons } from '../../../common/resources/persons';
import { BackButton } from '../../ui/detail/BackButton';
import { DetailHeader } from '../../ui/detail/DetailHeader';
import { sortableSources } from '../../ui/kit/declaredFields';
import { UrlListBase, type UrlListOptions } from '../../ui/list';
import { DialogCreateButton } from '../../ui/kit/DialogCreateButton';
import { AddVinculoDialog } from './AddVinculoDialog';
import { VinculoPersonsTable } from './VinculoPersonsTable';
import { VinculoSearchBar } from './VinculoSearchBar';
import { LOAD_ERROR, partnerName, usePartner } from './types';
import { PageTitle } from '../../ui/layout/PageTitle';

const vinculoPersonList = {
  resource: 'userPersons',
  filters: { query: 'text', person_type: 'number' },
  // The persons' sortable fields, whose column headers sort the list (by name, the API's order, unless asked).
  sortable: sortableSources(persons),
  errorMessage: LOAD_ERROR,
} satisfies UrlListOptions;

export default function VinculoDetail() {
  const { id } = useParams<{ id: string }>();
  const userId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  // The user is a filter the URL does not show: it is the path.
  const permanent = useMemo(() => ({ user_id: userId }), [userId]);
  if (userId === null) return <UnknownUser />;
  return (
    <UrlListBase {...vinculoPersonList} filter={permanent}>
      <PageTitle title="Vínculos" />
      <PartnerHeader />
      <VinculoSearchBar />
      <Box sx={{ mb: 4 }}>
        <VinculoPersonsTable />
      </Box>
    </UrlListBase>
  );
}

const BackToList = () => <BackButton to="/Vinculos" sx={{ mt: 2, alignSelf: 'flex-start' }} />;

/**
 * The kit's detail header: Voltar and 'Adicionar Vínculo', then 'Parceiro: {name}' with the user's id, email
 * and role under it; Voltar alone until the user is read.
 */
function PartnerHeader() {
  const partner = usePartner();
  if (!partner) return <BackToList />;
  return (
    <DetailHeader
      back={<BackButton to="/Vinculos" />}
      actions={<DialogCreateButton label="Adicionar Vínculo" Icon={AddLinkIcon} Dialog={AddVinculoDialog} />}
      title={`Parceiro: ${partnerName(partner)}`}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        ID do usuário: {partner.id} · {partner.email} · {labelOf(userRoleLabels, partner.role)}
      </Typography>
    </DetailHeader>
  );
}

/** /Vinculos/abc: still only for link managers, then the same words as a missing user. */
function UnknownUser() {
  const { isPending } = useRequireAccess({ resource: 'Vinculos', action: 'list' });
  if (isPending) return null;
  return (
    <Box sx={{ py: 2 }}>
      <PageTitle title="Vínculos" />
      <BackToList />
      <Alert severity="error" sx={{ mt: 2 }}>
        Usuário não encontrado
      </Alert>
    </Box>
  );
}
