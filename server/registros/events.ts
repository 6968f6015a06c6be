// The hook point of the registrations' notifications: every place a registration is created, decided
// (approved, rejected, or rejected because another partner's was approved) or about to expire calls
// registroEvent, inside the transaction that made the change. It does nothing yet: the notifications
// (server/notificacoes) will subscribe here, so that an event is recorded exactly when its change commits.
import type { Executor } from '../db/client';
import type { Registro } from '../db/schema';

export type RegistroEventKind = 'criado' | 'decidido' | 'expirando';

export async function registroEvent(db: Executor, kind: RegistroEventKind, registro: Registro): Promise<void> {
  // Notifications will subscribe here (a registration created: to staff; decided or expiring: to its partner).
  void db;
  void kind;
  void registro;
}
