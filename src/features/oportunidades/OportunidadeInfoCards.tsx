// The cards of /oportunidades/{id}: Informações Básicas, Relacionamentos, Valores, Informações Adicionais
// and Informações Extras.
import { Box, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { contactTypeLabels, labelOf } from '../../../common/enums';
import { SyncBadge } from '../../ui/StatusBadge';
import { formatDate, formatMoney, formatPercent } from '../../i18n/format';
import { InfoCard, InfoItem, OdooIdItem } from '../../ui/detail/InfoCard';
import { streetLine, type Address, type Contact, type PersonDetail } from '../persons/public';
import type { OportunidadeEnums } from './useOportunidadeEnums';
import { clientName, executiveName, partnerName, type Oportunidade } from './types';
import { useUserChoices } from './useUserChoices';

type CardProps = { oportunidade: Oportunidade };

/** '40%', and whether it is the stage's default, which moves with the stage. */
const probabilityText = (o: Pick<Oportunidade, 'probabilidade' | 'probabilidade_propria'>) =>
  `${formatPercent(o.probabilidade)}${o.probabilidade_propria ? '' : ' (padrão do estágio)'}`;

export const BasicInfoCard = ({ oportunidade, enums }: CardProps & { enums: OportunidadeEnums }) => (
  <InfoCard title="Informações Básicas">
    <InfoItem label="Estágio">{enums.stageLabel(oportunidade.estagio)}</InfoItem>
    <InfoItem label="Tese">{enums.thesisLabel(oportunidade.tese)}</InfoItem>
    <OdooIdItem odooId={oportunidade.odoo_id}>
      <SyncBadge synced={Boolean(oportunidade.odoo_id)} />
    </OdooIdItem>
  </InfoCard>
);

export function RelationshipsCard({ oportunidade }: CardProps) {
  const { userName } = useUserChoices();
  const team = oportunidade.equipe_parceiro_id;
  return (
    <InfoCard title="Relacionamentos">
      <InfoItem label="Cliente">{clientName(oportunidade)}</InfoItem>
      <InfoItem label="Parceiro">{partnerName(oportunidade)}</InfoItem>
      <InfoItem label="Executivo de vendas">{executiveName(oportunidade)}</InfoItem>
      {team != null && <InfoItem label="Equipe do parceiro">{userName(team, 'Usuário não encontrado')}</InfoItem>}
    </InfoCard>
  );
}

export const ValuesCard = ({ oportunidade }: CardProps) => (
  <InfoCard title="Valores">
    <InfoItem label="Receita Esperada">{formatMoney(oportunidade.receita_esperada)}</InfoItem>
    <InfoItem label="Honorários">{formatPercent(oportunidade.honorarios)}</InfoItem>
    {oportunidade.comissao_percentual != null && (
      <InfoItem label="Comissão do parceiro">{formatPercent(oportunidade.comissao_percentual)}</InfoItem>
    )}
    <InfoItem label="Fechamento previsto">{formatDate(oportunidade.data_prevista_fechamento)}</InfoItem>
    <InfoItem label="Probabilidade">{probabilityText(oportunidade)}</InfoItem>
    <InfoItem label="Criado em">{formatDate(oportunidade.created_at)}</InfoItem>
  </InfoCard>
);

const addressText = (a: Address) =>
  `${streetLine(a)} — ${a.neighborhood}, ${a.city}/${a.state} — CEP ${a.zip_code}`;

const contactText = (c: Contact) => `${labelOf(contactTypeLabels, c.contact_type)}: ${c.value}`;

/** The opportunity's description, and the partner's addresses and contacts when it has any (and the user may read them). */
export function AdditionalInfoCard({ oportunidade }: CardProps) {
  const id = oportunidade.parceiro_id;
  const { data: partner } = useGetOne<PersonDetail>('pessoas', { id: id ?? 0 }, { enabled: id !== null, retry: false });
  return (
    <InfoCard title="Informações Adicionais">
      <InfoItem label="Descrição">
        <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
          {oportunidade.descricao}
        </Box>
      </InfoItem>
      <PartnerItems label="Endereços do parceiro" items={partner?.addresses} text={addressText} />
      <PartnerItems label="Contatos do parceiro" items={partner?.contacts} text={contactText} />
    </InfoCard>
  );
}

/** The partner's addresses or contacts, each on a line ('(principal)' after the primary one); nothing without any. */
function PartnerItems<T extends { id: number; is_primary: boolean }>({ label, items = [], text }: { label: string; items?: T[]; text: (item: T) => string }) {
  if (items.length === 0) return null;
  return (
    <InfoItem label={label}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item.id}>
            {text(item)}
            {item.is_primary ? ' (principal)' : ''}
          </Typography>
        ))}
      </Box>
    </InfoItem>
  );
}

export const ExtraInfoCard = ({ oportunidade }: CardProps) => (
  <InfoCard title="Informações Extras">
    <InfoItem label="ID Externo">{oportunidade.id_externo}</InfoItem>
    <InfoItem label="Motivo da perda">{oportunidade.motivo_perda}</InfoItem>
  </InfoCard>
);
