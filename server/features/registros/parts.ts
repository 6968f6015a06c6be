// The server part of the deal registrations (common/resources/registros.ts): the row scope (an external
// user reaches its own partner person's registrations), the create's rules (the partner, an active
// thesis, the same partner's second claim of a key refused, another's claim or an open opportunity of the
// company landing 'em_conflito', all under the key's lock), the search by CNPJ with or without
// punctuation, the review queue's filter, and the extra routes (./routes.ts).
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeDocument } from '../../../common/documents';
import { rowScope } from '../../../common/policy';
import { cnpjRaiz, REGISTRO_DUPLICADO, REGISTRO_EM_ANALISE } from '../../../common/resources/registros';
import { likePattern, requireRow } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { persons, registros, theses, type Registro, type User } from '../../platform/db/schema';
import { conflict, unprocessable } from '../../platform/errors';
import { spendDocumentChecks } from '../../platform/auth/documentChecks';
import { ownPersonRows } from '../../platform/auth/scope';
import type { ServerParts } from '../../resource/parts';
import { registroEvent } from './events';
import { claimedBy, heldElsewhere, lockKey } from './key';
import { registroRoutes } from './routes';

export const SEM_PARCEIRO = 'Seu usuário não está associado a um parceiro';
export const PARCEIRO_OBRIGATORIO = 'Informe o parceiro';
export const PARCEIRO_NOT_FOUND = 'Parceiro não encontrado';
export const TESE_INDISPONIVEL = 'Tese não encontrada ou inativa';

const isExternal = (user: User) => rowScope(user) !== 'all';

/** The partner a registration is for: an external user's own person; the person staff name. */
async function parceiroOf(tx: Executor, user: User, named: unknown): Promise<number> {
  if (isExternal(user)) {
    if (!user.person_id) throw unprocessable(['body', 'parceiro_id'], SEM_PARCEIRO);
    return user.person_id;
  }
  if (typeof named !== 'number') throw unprocessable(['body', 'parceiro_id'], PARCEIRO_OBRIGATORIO);
  await requireRow(tx, persons, named, 'parceiro_id', PARCEIRO_NOT_FOUND);
  return named;
}

/** CNPJ with or without its punctuation, or a part of the razão social (accents and case ignored). */
function search(text: string): SQL | undefined {
  const document = normalizeDocument(text);
  return or(
    sql`search_text(${registros.razao_social}) LIKE search_text(${likePattern(text)})`,
    document ? sql`${registros.cnpj} LIKE ${likePattern(document)}` : undefined,
  );
}

export const registroParts: ServerParts = {
  // An external user's registrations are its own partner person's; staff reach all.
  scope: ownPersonRows(registros.parceiro_id),
  before: {
    // Whether a company is taken tells who its clients are: external users spend the document checks' budget.
    create: (request) => spendDocumentChecks(request.server.db, request.server.config, request, 1, 'registros'),
  },
  hooks: {
    beforeCreate: async (values, { tx, user }) => {
      const parceiroId = await parceiroOf(tx, user, values.parceiro_id);
      const teseId = values.tese_id as number;
      await requireRow(tx, theses, teseId, 'tese_id', TESE_INDISPONIVEL, eq(theses.ativa, true));
      const key = { cnpj_raiz: cnpjRaiz(String(values.cnpj)), tese_id: teseId };
      await lockKey(tx, key);
      if (await claimedBy(tx, key, parceiroId)) throw conflict(REGISTRO_DUPLICADO);
      const estado = (await heldElsewhere(tx, key, parceiroId)) ? 'em_conflito' : 'pendente';
      return { ...values, ...key, parceiro_id: parceiroId, estado };
    },
    afterWrite: async ({ action, after }, { tx }) => {
      if (action === 'create' && after) await registroEvent(tx, 'criado', after as unknown as Registro);
    },
  },
  filters: {
    em_analise: (value) => (value ? inArray(registros.estado, [...REGISTRO_EM_ANALISE]) : undefined),
  },
  search,
  extra: registroRoutes,
};
