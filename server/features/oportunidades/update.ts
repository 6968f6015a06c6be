// Changing an opportunity (PUT and PATCH alike: only the fields sent change, as the body declared in
// common/resources/oportunidades.ts reads them). The business rules:
// winning sets the won stage, losing needs a reason, fees are frozen once won, a Parceiro (UserRole.Partner)
// may only name itself as sales executive, and references must exist. Every change is recorded.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { probabilityOf } from '../../../common/forecast';
import { isExternal } from '../../../common/policy';
import { ResultStatus, Stage, UserRole } from '../../../common/enums';
import { COMISSAO_SO_EQUIPE, FEES_LOCKED, LOSS_REASON_REQUIRED, oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import { movesLedger, syncLedger } from '../comissoes/public';
import type { Database, Executor } from '../../platform/db/client';
import { oportunidades, type Oportunidade, type User } from '../../platform/db/schema';
import { forbidden, unprocessable } from '../../platform/errors';
import { lockOportunidade } from './access';
import { diffFields, recordHistory } from './history';
import { notifyOportunidadeChanged } from '../notificacoes/public';
import { CLIENT, PARTNER, referencedPerson, referencedThesis, requireStage, requireUser } from './references';

export type UpdateInput = z.infer<typeof oportunidadeDeclaration.schemas.update>;
type Changes = Partial<Oportunidade>;

/** The pure rules: what the input really changes, or the reason it may not. */
export function applyRules(current: Oportunidade, input: UpdateInput, user: User): Changes {
  const changes: Changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  // A whole record sent back (react-admin's PUT) carries the stage's default it was answered with: that
  // is no figure of its own, and pinning it would stop it following the stage.
  if (current.probabilidade === null && changes.probabilidade === probabilityOf(current)) delete changes.probabilidade;
  const status = changes.status_resultado ?? current.status_resultado;

  if (changes.status_resultado === ResultStatus.Won && current.status_resultado !== ResultStatus.Won) {
    changes.estagio = Stage.Won;
  }
  const becomesLost = status === ResultStatus.Lost && current.status_resultado !== ResultStatus.Lost;
  if (status === ResultStatus.Lost && (becomesLost || 'motivo_perda' in changes)) {
    const reason = 'motivo_perda' in changes ? changes.motivo_perda : current.motivo_perda;
    if (!reason?.trim()) throw unprocessable(['body', 'motivo_perda'], LOSS_REASON_REQUIRED);
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

export async function updateOportunidade(db: Database, user: User, oportunidadeId: number, input: UpdateInput) {
  return db.transaction(async (tx) =>
    changeOportunidade(tx, user, await lockOportunidade(tx, user, oportunidadeId), input),
  );
}

/** The rules, the write and its history on a row already locked (POST /oportunidades/bulk reuses them). */
export async function changeOportunidade(tx: Executor, user: User, current: Oportunidade, input: UpdateInput) {
  const changes = applyRules(current, input, user);
  await checkReferences(tx, user, current, changes);
  const entries = diffFields(current, changes);
  if (entries.length === 0) return current;
  const [row] = await tx
    .update(oportunidades)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(oportunidades.id, current.id))
    .returning();
  await recordHistory(tx, current.id, user.id, entries);
  await notifyOportunidadeChanged(tx, user, current, row);
  // The partner's commissions follow its win, reopening, money, partner and share.
  if (movesLedger(changes)) await syncLedger(tx, current.id);
  return row;
}
