// The read-only cards of /pessoas/{id}: basic info (with the LGPD legal basis and consent), company info
// (Pessoa Jurídica) and the summary.
import { formatDocument } from '../../../common/documents';
import { legalBasisLabels } from '../../../common/enums';
import { personDocumentLabel, personNameLabel } from '../../../common/resources/persons';
import { formatDate } from '../../i18n/format';
import { InfoCard, InfoItem, OdooIdItem } from '../../ui/detail/InfoCard';
import { personFields } from './personForm';
import { SecondaryCnaes } from './SecondaryCnaes';
import { isCompany, type PersonDetail } from './types';

export const BasicInfoCard = ({ person }: { person: PersonDetail }) => (
  <InfoCard title="Informações Básicas">
    <InfoItem label={personNameLabel(person.person_type)}>{person.name}</InfoItem>
    {isCompany(person) && <InfoItem label="Nome Fantasia">{person.trade_name}</InfoItem>}
    <InfoItem label={personDocumentLabel(person.person_type)}>{formatDocument(person.document)}</InfoItem>
    <OdooIdItem odooId={person.odoo_company_id} />
    <InfoItem label={personFields.base_legal.label}>
      {person.base_legal == null ? 'Não informada' : legalBasisLabels[person.base_legal as keyof typeof legalBasisLabels]}
    </InfoItem>
    <InfoItem label={personFields.consentimento_em.label}>{formatDate(person.consentimento_em)}</InfoItem>
  </InfoCard>
);

export const CompanyInfoCard = ({ person }: { person: PersonDetail }) => (
  <InfoCard title="Informações da Empresa">
    <InfoItem label="CNAE Principal">{person.cnae_main}</InfoItem>
    <InfoItem label="Descrição">{person.cnae_main_description}</InfoItem>
    <InfoItem label="CNAEs Secundários">
      <SecondaryCnaes value={person.cnae_secondary} />
    </InfoItem>
  </InfoCard>
);

export const SummaryCard = ({ person }: { person: PersonDetail }) => (
  <InfoCard title="Resumo">
    <InfoItem label="Data de criação">{formatDate(person.data_abertura)}</InfoItem>
    <InfoItem label="Contatos">{person.contacts.length}</InfoItem>
    <InfoItem label="Endereços">{person.addresses.length}</InfoItem>
    <InfoItem label="Contas bancárias">{person.bank_accounts.length}</InfoItem>
  </InfoCard>
);
