// Changing an opportunity (the kit's PUT and PATCH /{id} alike, and a bulk row: only the fields sent
// change, as the body declared in common/resources/oportunidades.ts reads them), as the server part's
// update hooks (./parts.ts). The business rules: winning sets the won stage, fees are frozen once won, a Parceiro (UserRole.Partner) may only name itself as sales executive, and
// references must exist. Every change is recorded. That losing needs a reason is the declaration's rule
// (common/resources/oportunidades.ts, `rules`), which the kit's writes check before these hooks.
import type { z } from 'zod';
import { probabilityOf } from '../../../common/forecast';
import { isExternal } from '../../../common/policy';
import { ResultStatus, Stage, UserRole } from '../../../common/enums';
import { COMISSAO_SO_EQUIPE, FEES_LOCKED, oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import { movesLedger, syncLedger } from '../comissoes/public';
import type { Executor } from '../../platform/db/client';
import type { Oportunidade, User } from '../../platform/db/schema';
import { forbidden, unprocessable } from '../../platform/errors';
import { diffFields, recordHistory } from './history';
import { notifyOportunidadeChanged } from '../notificacoes/public';
import type { HookContext } from '../../resource/parts';
import { CLIENT, PARTNER, referencedPerson, referencedThesis, requireStage, requireUser } from './references';

export type UpdateInput = z.infer<typeof oportunidadeDeclaration.schemas.update>;
type Changes = Partial<Oportunidade>;

/** The pure rules: what the input really changes, or the reason it may not. */
export function applyRules(current: Oportunidade, input: UpdateInput, user: User): Changes {
  const changes: Changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  // A whole record sent back (react-admin's PUT) carries the stage's default it was answered with: that
  // is no figure of its own, and pinning it would stop it following the stage.
  if (current.probabilidade === null && changes.probabilidade === probabilityOf(current)) delete changes.probabilidade;

  if (changes.status_resultado === ResultStatus.Won && current.status_resultado !== ResultStatus.Won) {
    changes.estagio = Stage.Won;
  }
  if (
    current.status_resultado === ResultStatus.Won &&
    'honorarios' in changes &&
    changes.honorarios !== current.honorarios
  ) {
    throw unprocessable(['body', 'honorarios'], FEES_LOCKED);
  }
  if (changes.status_resultado !== undefined && changes.status_resultado !== current.status_resultado) {
    // The dashboard counts wins and losses by this moment; reopening clears it.
    changes.closed_at = changes.status_resultado === ResultStatus.Open ? null : new Date();
  }
  const executive = changes.executivo_vendas_id;
  if (user.role === UserRole.Partner && !user.is_superuser && executive != null && executive !== user.id) {
    throw forbidden('Parceiros só podem indicar a si mesmos como executivo de vendas.');
  }
  if (isExternal(user) && 'comissao_percentual' in changes && changes.comissao_percentual !== current.comissao_percentual) {
    throw forbidden(COMISSAO_SO_EQUIPE);
  }
  if (isExternal(user) && 'parceiro_id' in changes && changes.parceiro_id == null) {
    throw unprocessable(['body', 'parceiro_id'], 'Parceiro é obrigatório');
  }
  return changes;
}

/** Checks only the references that change, so an old row whose client changed role stays editable. */
async function checkReferences(tx: Executor, user: User, current: Oportunidade, changes: Changes) {
  const changed = <K extends keyof Oportunidade>(key: K): Oportunidade[K] | null | undefined =>
    key in changes && changes[key] !== current[key] ? changes[key] : undefined;
  const cliente = changed('cliente_id');
  const parceiro = changed('parceiro_id');
  const tese = changed('tese');
  const estagio = changed('estagio');
  const executive = changed('executivo_vendas_id');
  const team = changed('equipe_parceiro_id');
  if (cliente != null) await referencedPerson(tx, user, CLIENT, cliente);
  if (parceiro != null) await referencedPerson(tx, user, PARTNER, parceiro);
  if (tese != null) await referencedThesis(tx, tese);
  if (estagio != null) await requireStage(tx, estagio);
  if (executive != null) await requireUser(tx, 'executivo_vendas_id', executive);
  if (team != null) await requireUser(tx, 'equipe_parceiro_id', team);
}

/**
 * Before the write, on the locked row: the rules and the references that change. A change that leaves
 * every tracked field as it was writes nothing; any other is stamped.
 */
export async function beforeUpdate(current: Oportunidade, input: UpdateInput, { tx, user }: HookContext): Promise<Changes> {
  const changes = applyRules(current, input, user);
  await checkReferences(tx, user, current, changes);
  return diffFields(current, changes).length ? { ...changes, updated_at: new Date() } : {};
}

/** After the write: its history, the notification of a decision or a move, and the partner's commissions. */
export async function afterUpdate(before: Oportunidade, after: Oportunidade, { tx, user }: HookContext) {
  const entries = diffFields(before, after);
  await recordHistory(tx, after.id, user.id, entries);
  await notifyOportunidadeChanged(tx, user, before, after);
  // The partner's commissions follow its win, reopening, money, partner and share.
  if (movesLedger(Object.fromEntries(entries.map(({ field }) => [field, true])))) await syncLedger(tx, after.id);
}
