// The server part of the activities (common/resources/atividades.ts): the row scope of external users
// (the activities of the opportunities and persons of their circle, never an internal one), the rows an
// activity names checked within that scope, the responsável defaulted to the caller, concluida_em
// stamped when the activity is completed, and the filters that are not "column = value".
import { and, eq, gte, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { AtividadeTipo } from '../../../common/enums';
import { rowScope } from '../../../common/policy';
import { OPORTUNIDADE_NOT_FOUND } from '../../../common/resources/oportunidades';
import { oportunidadeScope } from '../../platform/auth/scope';
import { requireRow } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { atividades, oportunidades, persons, users, type User } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import type { ServerParts } from '../../resource/parts';
import { dayEnd, dayStart } from '../dashboard/public';
import { notifyTaskAssigned } from '../notificacoes/public';
import { inCircle, PERSON_NOT_FOUND } from '../persons/public';

export const INTERNA_SO_EQUIPE = 'Somente a equipe registra atividades internas';
export const RESPONSAVEL_NOT_FOUND = 'Responsável não encontrado';

const isExternal = (user: User) => rowScope(user) !== 'all';

/** The activities an external user reaches: not internal, on an opportunity or a person of its circle. */
export function atividadeScope(user: User): SQL | undefined {
  if (!isExternal(user)) return undefined;
  return and(
    not(atividades.interna),
    or(
      sql`${atividades.oportunidade_id} IN (SELECT ${oportunidades.id} FROM ${oportunidades} WHERE ${oportunidadeScope(user)})`,
      inCircle(user, atividades.pessoa_id),
    ),
  );
}

/**
 * The rows a written activity names, each checked as the caller reaches it: an opportunity or person
 * outside an external user's circle is refused as one that does not exist (422 on its field).
 */
async function checkLinks(tx: Executor, user: User, values: Record<string, unknown>) {
  const { oportunidade_id, pessoa_id, responsavel_id, interna } = values;
  if (typeof oportunidade_id === 'number') {
    await requireRow(tx, oportunidades, oportunidade_id, 'oportunidade_id', OPORTUNIDADE_NOT_FOUND, oportunidadeScope(user));
  }
  if (typeof pessoa_id === 'number') await requireRow(tx, persons, pessoa_id, 'pessoa_id', PERSON_NOT_FOUND, inCircle(user));
  if (typeof responsavel_id === 'number' && responsavel_id !== user.id) {
    await requireRow(tx, users, responsavel_id, 'responsavel_id', RESPONSAVEL_NOT_FOUND, eq(users.is_active, true));
  }
  // An external user could not see it once written.
  if (interna === true && isExternal(user)) throw unprocessable(['body', 'interna'], INTERNA_SO_EQUIPE);
}

/** A query-string day is that day in the company's time zone (dayStart, dayEnd); an instant is itself. */
const isDay = (value: unknown) => String(value).length === 10;

export const atividadeParts: ServerParts = {
  scope: atividadeScope,
  hooks: {
    beforeCreate: async (values, { tx, user }) => {
      const row: Record<string, unknown> = { ...values, responsavel_id: values.responsavel_id ?? user.id };
      await checkLinks(tx, user, row);
      return { ...row, concluida_em: row.concluida ? new Date() : null };
    },
    beforeUpdate: async (stored, changes, { tx, user }) => {
      await checkLinks(tx, user, changes);
      if (changes.concluida === undefined || changes.concluida === stored.concluida) return changes;
      return { ...changes, concluida_em: changes.concluida ? new Date() : null };
    },
    afterWrite: async ({ before, after }, { tx, user }) => notifyTaskAssigned(tx, user, before, after),
  },
  filters: {
    mine: (value, user) => (value ? eq(atividades.responsavel_id, user.id) : undefined),
    vencidas: (value) =>
      value
        ? and(eq(atividades.tipo, AtividadeTipo.Tarefa), not(atividades.concluida), lt(atividades.vence_em, sql`now()`))
        : undefined,
    vence_de: (value) => gte(atividades.vence_em, isDay(value) ? dayStart(String(value)) : new Date(String(value))),
    // A day runs to its end; an instant is the last one included.
    vence_ate: (value) =>
      isDay(value) ? lt(atividades.vence_em, dayEnd(String(value))) : lte(atividades.vence_em, new Date(String(value))),
  },
};
