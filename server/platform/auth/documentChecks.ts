// The document oracle's limit (issue 25, hole 2). Creating a person (from a form or from a CNPJ), changing
// its document and importing persons, dry run or not, all tell whether a CPF/CNPJ is registered ('Já existe
// uma pessoa com este documento'). Staff may ask that freely; an external user (Licenciado, Parceiro,
// Indicador: anyone can sign up as one) shares one budget of documents checked per window across all of
// them, counted in rate_limit_hits so that every server on the database counts the same checks. Each
// refusal (the budget's 429, the import row cap's 422) is written to the audit trail before it is
// answered: a probe of the oracle is what an auditor wants to see.
import type { FastifyRequest } from 'fastify';
import { AuditAction } from '../../../common/audit';
import { isExternal } from '../../../common/policy';
import { recordAudit } from '../audit/record';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import { HttpError } from '../errors';
import { countHits } from '../http/rateLimitStore';
import { tooManyRows } from '../../resource/import/upload';

const MS_PER_MINUTE = 60_000;

export const documentChecksExceeded = (seconds: number) =>
  `Muitas consultas de documentos. Tente novamente em ${seconds} segundos.`;

/**
 * Counts `documents` checks against the request's external user's budget and refuses with 429 (and
 * Retry-After) once the window's total passes DOCUMENT_CHECKS_MAX. A refused attempt counts too, as on
 * the login, and is audited against `resource`.
 */
export async function spendDocumentChecks(
  db: Database,
  config: Config,
  request: FastifyRequest,
  documents: number,
  resource = 'persons',
): Promise<void> {
  const { user } = request;
  if (!isExternal(user) || documents <= 0) return;
  const { current, ttl } = await countHits(
    db,
    `document-checks:user:${user.id}`,
    config.DOCUMENT_CHECKS_WINDOW_MINUTES * MS_PER_MINUTE,
    documents,
  );
  if (current <= config.DOCUMENT_CHECKS_MAX) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  const refusal = new HttpError(429, documentChecksExceeded(seconds), { 'retry-after': String(seconds) });
  await recordAudit(db, request, {
    action: AuditAction.LimitRefused,
    resource,
    changes: { reason: refusal.message, documents, limit: config.DOCUMENT_CHECKS_MAX },
  });
  throw refusal;
}

/** The most data rows an import by this user may hold: IMPORT_MAX_ROWS_EXTERNAL for external roles. */
export const importRowLimit = (config: Config, user: User): number | undefined =>
  isExternal(user) ? config.IMPORT_MAX_ROWS_EXTERNAL : undefined;

const isRowCapRefusal = (error: unknown, maxRows: number) =>
  error instanceof HttpError &&
  error.statusCode === 422 &&
  Array.isArray(error.detail) &&
  error.detail.some((issue) => issue.msg === tooManyRows(maxRows));

/**
 * Reads an import under the request's user's row cap (`read` gets it, undefined for staff); a refusal by
 * the cap is audited against `resource` before it is answered.
 */
export async function readUnderRowCap<T>(
  db: Database,
  config: Config,
  request: FastifyRequest,
  resource: string,
  read: (maxRows: number | undefined) => Promise<T>,
): Promise<T> {
  const maxRows = importRowLimit(config, request.user);
  try {
    return await read(maxRows);
  } catch (error) {
    if (maxRows !== undefined && isRowCapRefusal(error, maxRows)) {
      const reason = tooManyRows(maxRows);
      await recordAudit(db, request, { action: AuditAction.LimitRefused, resource, changes: { reason, limit: maxRows } });
    }
    throw error;
  }
}
