import type { RaRecord } from 'react-admin';
import { diasRestantes } from '../../../common/resources/registros';

/** What an approved registration has left: 'Faltam 12 dias', 'Falta 1 dia', 'Expira hoje'; '—' otherwise. */
export function diasText(record: Pick<RaRecord, 'estado' | 'valido_ate'>, now = new Date()): string {
  const dias = record.estado === 'aprovado' ? diasRestantes(record.valido_ate, now) : null;
  if (dias === null) return '—';
  if (dias <= 0) return 'Expira hoje';
  return dias === 1 ? 'Falta 1 dia' : `Faltam ${dias} dias`;
}
