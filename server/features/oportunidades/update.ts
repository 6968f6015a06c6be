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
import { definedOnly } from '../../resource/crud';
import type { HookContext } from '../../resource/parts';
import { CLIENT, PARTNER, referencedPerson, referencedThesis, requireStage, requireUser } from './references';

export type UpdateInput = z.infer<typeof oportunidadeDeclaration.schemas.update>;
type Changes = Partial<Oportunidade>;

/** The pure rules: what the input really changes, or the reason it may not. */
export function applyRules(current: Oportunidade, input: UpdateInput, user: User): Changes {
  const changes = definedOnly(input) as Changes;
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
  const checks: [keyof Oportunidade, (id: number) => Promise<unknown>][] = [
    ['cliente_id', (id) => referencedPerson(tx, user, CLIENT, id)],
    ['parceiro_id', (id) => referencedPerson(tx, user, PARTNER, id)],
    ['tese', (id) => referencedThesis(tx, id)],
    ['estagio', (id) => requireStage(tx, id)],
    ['executivo_vendas_id', (id) => requireUser(tx, 'executivo_vendas_id', id)],
    ['equipe_parceiro_id', (id) => requireUser(tx, 'equipe_parceiro_id', id)],
  ];
  for (const [key, check] of checks) {
    if (key in changes && changes[key] != null && changes[key] !== current[key]) await check(changes[key] as number);
  }
}

/**
 * Before the write, on the locked row: the rules and the references that change. A change that leaves
 * every tracked field as it was writes nothing (nor the kit's updated_at).
 */
export async function beforeUpdate(current: Oportunidade, input: UpdateInput, { tx, user }: HookContext): Promise<Changes> {
  const changes = applyRules(current, input, user);
  await checkReferences(tx, user, current, changes);
  return diffFields(current, changes).length ? changes : {};
}

/** After the write: its history, the notification of a decision or a move, and the partner's commissions. */
export async function afterUpdate(before: Oportunidade, after: Oportunidade, { tx, user }: HookContext) {
  const entries = diffFields(before, after);
  await recordHistory(tx, after.id, user.id, entries);
  await notifyOportunidadeChanged(tx, user, before, after);
  // The partner's commissions follow its win, reopening, money, partner and share.
  if (movesLedger(Object.fromEntries(entries.map(({ field }) => [field, true])))) await syncLedger(tx, after.id);
}
