// Where the events of the catalogue (common/notificacoes.ts) are raised from the changes that cause them,
// each inside the change's transaction: an opportunity's stage or result, a task assigned, a sign-up
// waiting. The registrations' events (issue 23's first part) are raised the same way, one notify() each.
import { eq, inArray, or, sql } from 'drizzle-orm';
import { AtividadeTipo, ResultStatus, stageLabels } from '../../../common/enums';
import type { Executor } from '../../platform/db/client';
import { vinculosTable, users, type Oportunidade, type User } from '../../platform/db/schema';
import { notify } from './notify';

/** The users of a partner person: whose own person it is, and those linked to it (vínculos). */
export async function partnerUserIds(tx: Executor, personId: number | null): Promise<number[]> {
  if (personId == null) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.person_id, personId),
        inArray(users.id, sql`(SELECT ${vinculosTable.user_id} FROM ${vinculosTable} WHERE ${vinculosTable.person_id} = ${personId})`),
      ),
    );
  return rows.map((row) => row.id);
}

/** An opportunity won or lost, else moved to another stage: its partner's users and its executive are told. */
export async function notifyOportunidadeChanged(tx: Executor, actor: User, before: Oportunidade, after: Oportunidade) {
  const decided = after.status_resultado !== before.status_resultado && after.status_resultado !== ResultStatus.Open;
  if (!decided && after.estagio === before.estagio) return;
  const to = [...(await partnerUserIds(tx, after.parceiro_id)), after.executivo_vendas_id];
  const link = `/oportunidades/${after.id}`;
  if (decided) {
    const result = after.status_resultado === ResultStatus.Won ? 'ganha' : 'perdida';
    await notify(tx, {
      event: 'oportunidade_resultado',
      to,
      title: `Oportunidade '${after.titulo}' foi ${result}`,
      text: after.status_resultado === ResultStatus.Lost && after.motivo_perda ? `Motivo: ${after.motivo_perda}` : null,
      link,
      except: actor.id,
    });
    return;
  }
  const stage = stageLabels[after.estagio] ?? String(after.estagio);
  await notify(tx, { event: 'oportunidade_estagio', to, title: `Oportunidade '${after.titulo}' passou para ${stage}`, link, except: actor.id });
}

type TaskRow = { id: number; tipo?: unknown; titulo?: unknown; responsavel_id?: unknown };

/** A task given to someone other than who wrote it (created so, or reassigned): that someone is told. */
export async function notifyTaskAssigned(tx: Executor, actor: User, before: TaskRow | undefined, after: TaskRow | undefined) {
  if (!after || Number(after.tipo) !== AtividadeTipo.Tarefa || typeof after.responsavel_id !== 'number') return;
  if (before && before.responsavel_id === after.responsavel_id) return;
  await notify(tx, {
    event: 'tarefa_atribuida',
    to: [after.responsavel_id],
    title: `Tarefa atribuída a você: ${String(after.titulo)}`,
    link: `/atividades/${after.id}`,
    except: actor.id,
  });
}

/** A sign-up waiting for approval: the administrators are told. */
export async function notifySignupPending(tx: Executor, user: Pick<User, 'id' | 'email' | 'full_name'>) {
  await notify(tx, {
    event: 'cadastro_pendente',
    to: 'admins',
    title: `Cadastro aguardando aprovação: ${user.full_name || user.email}`,
    text: user.full_name ? user.email : null,
    link: '/admin?cadastro=pendente',
  });
}

/** A refused sign-up: its e-mail, with the reason, whatever the account's preferences. */
export async function notifySignupRefused(tx: Executor, userId: number, motivo: string) {
  await notify(tx, {
    event: 'cadastro_recusado',
    to: [userId],
    title: 'Seu cadastro no portal foi recusado',
    text: `Motivo: ${motivo}`,
  });
}
