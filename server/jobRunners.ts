// What each kind of sync job runs: the same use cases the sync routes ran inside the request before they
// became jobs. Their idempotence (a partner adopted by CPF/CNPJ, a lead by its external id) is what makes
// running a job again after a crash safe.
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import type { SyncJob, SyncJobKind } from './platform/db/schema';
import { sendTaskDigests } from './features/atividades/digest';
import { removeExpiredAudit } from './platform/audit/retention';
import { sendNotificationEmail } from './features/notificacoes/mail';
import type { Mailer } from './platform/mail/mailer';
import { keysOf } from './platform/protected/bankData';
import { odooClientFor } from './integrations/odoo/client';
import { syncOportunidadeToOdoo } from './features/oportunidades/odooSync';
import { syncPersonToOdoo } from './features/persons/odoo/syncPerson';
import { expireRegistro, warnRegistro } from './features/registros/expiry';

/** What a job may need of the server besides the database and the settings. */
export type RunnerServices = { mailer: Mailer };
type Runner = (database: DatabaseHandle, config: Config, job: SyncJob, services: RunnerServices) => Promise<unknown>;

export const syncRunners: Record<SyncJobKind, Runner> = {
  person: (database, config, job) => syncPersonToOdoo(database, odooClientFor(config), keysOf(config), job.record_id),
  oportunidade: (database, config, job) =>
    syncOportunidadeToOdoo(database, odooClientFor(config), keysOf(config), job.requested_by, job.record_id),
  audit_retention: (database, config) => removeExpiredAudit(database.db, config.AUDIT_RETENTION_DAYS),
  task_digest: (database, config, job, { mailer }) => sendTaskDigests(database.db, config, mailer, job),
  registro_expira: (database, _config, job) => expireRegistro(database.db, job.record_id),
  registro_aviso: (database, _config, job) => warnRegistro(database.db, job.record_id),
  notificacao_email: (database, config, job, { mailer }) => sendNotificationEmail(database.db, config, mailer, job),
};
