// The registrations' notifications (common/notificacoes.ts): every place a registration is created, decided
// (approved, rejected, or rejected because another partner's was approved) or about to expire calls
// registroEvent inside the transaction that made the change, so an event is recorded exactly when its
// change commits. A new registration goes to the staff who decide it; a decision or a coming expiry to the
// partner's users. The partner's text never names another partner or a client.
import type { Executor } from '../../platform/db/client';
import type { Registro } from '../../platform/db/schema';
import { partnerUserIds } from '../notificacoes/public';
import { notify } from '../notificacoes/public';

export type RegistroEventKind = 'criado' | 'decidido' | 'expirando';

const DECISIONS: Partial<Record<Registro['estado'], string>> = { aprovado: 'aprovado', rejeitado: 'rejeitado' };

export async function registroEvent(tx: Executor, kind: RegistroEventKind, registro: Registro): Promise<void> {
  const link = `/registros/${registro.id}/show`;
  const company = `${registro.razao_social} (${registro.cnpj})`;
  if (kind === 'criado') {
    const conflict = registro.estado === 'em_conflito' ? ' — em conflito' : '';
    await notify(tx, { event: 'registro_criado', to: 'staff', title: `Novo registro de oportunidade: ${company}${conflict}`, link, except: registro.created_by_id });
    return;
  }
  const to = await partnerUserIds(tx, registro.parceiro_id);
  if (kind === 'expirando') {
    await notify(tx, { event: 'registro_expirando', to, title: `Seu registro de ${company} vence em 7 dias`, link });
    return;
  }
  const decision = DECISIONS[registro.estado];
  if (!decision) return;
  await notify(tx, {
    event: 'registro_decidido',
    to,
    title: `Seu registro de ${company} foi ${decision}`,
    text: registro.estado === 'rejeitado' && registro.motivo ? `Motivo: ${registro.motivo}` : null,
    link,
    except: registro.decidido_por_id,
  });
}
