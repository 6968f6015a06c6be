// The document oracle's limit (issue 25, hole 2). Creating a person (from a form or from a CNPJ), changing
// its document and importing persons, dry run or not, all tell whether a CPF/CNPJ is registered ('Já existe
// uma pessoa com este documento'). Staff may ask that freely; an external user (Licenciado, Parceiro,
// Indicador: anyone can sign up as one) shares one budget of documents checked per window across all of
// them, counted in rate_limit_hits so that every server on the database counts the same checks.
import { isExternal } from '../../common/policy';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import { HttpError } from '../errors';
import { countHits } from '../http/rateLimitStore';

const MS_PER_MINUTE = 60_000;

export const documentChecksExceeded = (seconds: number) =>
  `Muitas consultas de documentos. Tente novamente em ${seconds} segundos.`;

/**
 * Counts `documents` checks against an external user's budget and refuses with 429 (and Retry-After)
 * once the window's total passes DOCUMENT_CHECKS_MAX. A refused attempt counts too, as on the login.
 */
export async function spendDocumentChecks(db: Database, config: Config, user: User, documents: number): Promise<void> {
  if (!isExternal(user) || documents <= 0) return;
  const { current, ttl } = await countHits(
    db,
    `document-checks:user:${user.id}`,
    config.DOCUMENT_CHECKS_WINDOW_MINUTES * MS_PER_MINUTE,
    documents,
  );
  if (current <= config.DOCUMENT_CHECKS_MAX) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  throw new HttpError(429, documentChecksExceeded(seconds), { 'retry-after': String(seconds) });
}

/** The most data rows an import by this user may hold: IMPORT_MAX_ROWS_EXTERNAL for external roles. */
export const importRowLimit = (config: Config, user: User): number | undefined =>
  isExternal(user) ? config.IMPORT_MAX_ROWS_EXTERNAL : undefined;
