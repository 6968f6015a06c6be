// The list's CSV export: every match of the filters, with names and labels instead of codes.
import { csvDate, csvDecimal, csvExporter, type CsvColumn } from '../../components/list';
import type { OportunidadeEnums } from './useOportunidadeEnums';
import { clientName, partnerName, type Oportunidade } from './types';

export function oportunidadeExporter(enums: OportunidadeEnums) {
  const columns: CsvColumn<Oportunidade>[] = [
    { header: 'ID', value: (o) => o.id },
    { header: 'Título', value: (o) => o.titulo },
    { header: 'Cliente', value: clientName },
    { header: 'Parceiro', value: partnerName },
    { header: 'Estágio', value: (o) => enums.stageLabel(o.estagio) },
    { header: 'Tese', value: (o) => (o.tese == null ? '' : enums.thesisLabel(o.tese)) },
    { header: 'Status', value: (o) => enums.statusLabel(o.status_resultado) },
    { header: 'Tags', value: (o) => o.tags.map((tag) => tag.name).join('; ') },
    { header: 'Receita Esperada (R$)', value: (o) => csvDecimal(o.receita_esperada) },
    { header: 'Honorários (%)', value: (o) => csvDecimal(o.honorarios) },
    { header: 'ID Odoo', value: (o) => o.odoo_id ?? '' },
    { header: 'ID Externo', value: (o) => o.id_externo ?? '' },
    { header: 'Motivo da perda', value: (o) => o.motivo_perda ?? '' },
    { header: 'Criado em', value: (o) => csvDate(o.created_at) },
  ];
  return csvExporter(columns, 'oportunidades');
}
