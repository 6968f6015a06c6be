// The server part of the activities (common/resources/atividades.ts): the row scope of external users
// (the activities of the opportunities and persons of their circle, never an internal one), the rows an
// activity names checked within that scope, the responsável defaulted to the caller, concluida_em
// stamped when the activity is completed, and the filters that are not "column = value".
import { and, eq, gte, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { AtividadeTipo } from '../../../common/enums';
import { rowScope } from '../../../common/policy';
import { OPORTUNIDADE_NOT_FOUND } from '../../../common/resources/oportunidades';
import { persons as personsDeclaration } from '../../../common/resources/persons';
import { circlePersonIds, oportunidadeScope } from '../../platform/auth/scope';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { atividades, oportunidades, persons, users, type User } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import type { ServerParts } from '../../resource/parts';
import { notifyTaskAssigned } from '../notificacoes/public';

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
      sql`${atividades.pessoa_id} IN ${circlePersonIds(user)}`,
    ),
  );
}

/** Whether a row with this id exists within the condition. */
async function exists(tx: Executor, query: SQL): Promise<boolean> {
  return Boolean(resultRows<{ found: boolean }>(await tx.execute(sql`SELECT EXISTS (${query}) AS found`))[0]?.found);
}

/**
 * The rows a written activity names, each checked as the caller reaches it: an opportunity or person
 * outside an external user's circle is refused as one that does not exist (422 on its field).
 */
async function checkLinks(tx: Executor, user: User, values: Record<string, unknown>) {
  const { oportunidade_id, pessoa_id, responsavel_id, interna } = values;
  if (typeof oportunidade_id === 'number') {
    const scope = oportunidadeScope(user);
    const query = sql`SELECT 1 FROM ${oportunidades} WHERE ${allOf(eq(oportunidades.id, oportunidade_id), scope)}`;
    if (!(await exists(tx, query))) throw unprocessable(['body', 'oportunidade_id'], OPORTUNIDADE_NOT_FOUND);
  }
  if (typeof pessoa_id === 'number') {
    const scope = isExternal(user) ? sql`${persons.id} IN ${circlePersonIds(user)}` : undefined;
    const query = sql`SELECT 1 FROM ${persons} WHERE ${allOf(eq(persons.id, pessoa_id), scope)}`;
    if (!(await exists(tx, query))) throw unprocessable(['body', 'pessoa_id'], personsDeclaration.texts.notFound);
  }
  if (typeof responsavel_id === 'number' && responsavel_id !== user.id) {
    const query = sql`SELECT 1 FROM ${users} WHERE ${and(eq(users.id, responsavel_id), eq(users.is_active, true))}`;
    if (!(await exists(tx, query))) throw unprocessable(['body', 'responsavel_id'], RESPONSAVEL_NOT_FOUND);
  }
  // An external user could not see it once written.
  if (interna === true && isExternal(user)) throw unprocessable(['body', 'interna'], INTERNA_SO_EQUIPE);
}

/** A query-string day is that day in Brasília (UTC-3 all year since 2019); an instant is itself. */
const BRASILIA_OFFSET = '-03:00';
const startOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00${BRASILIA_OFFSET}` : value);
const DAY_MS = 24 * 60 * 60 * 1000;

export const atividadeParts: ServerParts = {
  scope: atividadeScope,
  hooks: {
    beforeCreate: async (values, { tx, user }) => {
      const row: Record<string, unknown> = { ...values, responsavel_id: values.responsavel_id ?? user.id, created_by_id: user.id };
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
    vence_de: (value) => gte(atividades.vence_em, startOf(String(value))),
    // A day runs to its end; an instant is the last one included.
    vence_ate: (value) =>
      String(value).length === 10
        ? lt(atividades.vence_em, new Date(startOf(String(value)).getTime() + DAY_MS))
        : lte(atividades.vence_em, startOf(String(value))),
  },
};
