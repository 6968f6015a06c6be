import { diasRestantes } from '../../../common/resources/registros';

/** What an approved registration has left: 'Faltam 12 dias', 'Falta 1 dia', 'Expira hoje'; '—' otherwise. */
export function diasText(record: { estado?: string; valido_ate?: string | null }, now = new Date()): string {
  const dias = record.estado === 'aprovado' ? diasRestantes(record.valido_ate, now) : null;
  if (dias === null) return '—';
  if (dias <= 0) return 'Expira hoje';
  return dias === 1 ? 'Falta 1 dia' : `Faltam ${dias} dias`;
}
