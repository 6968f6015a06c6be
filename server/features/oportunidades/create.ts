// Creating an opportunity: it starts as a Lead (estagio 12) and open (status 1) whatever the form says,
// is titled '{tese} - {cliente}', and records its creation in its history. The portal's form (the kit's
// POST /, a multipart form: `createFiles`) goes through the hooks below, its documents written with it;
// an approved deal registration inserts its Lead directly (insertLead).
import type { z } from 'zod';
import { ResultStatus, Stage } from '../../../common/enums';
import { NO_PERSON, oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import type { Executor } from '../../platform/db/client';
import { oportunidades, type Oportunidade, type User } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import type { HookContext } from '../../resource/parts';
import { insertAnexos } from './anexos';
import { recordHistory } from './history';
import { CLIENT, PARTNER, referencedPerson, referencedThesis } from './references';

/** The creator's person, which becomes the partner when none is chosen; required to create at all. */
export function creatorPerson(user: User): number {
  if (!user.person_id) throw badRequest(NO_PERSON);
  return user.person_id;
}

/** A Lead's thesis and client (its title names them), its partner and the form's other values. */
type LeadValues = { thesis: { id: number; name: string }; client: { id: number; name: string }; parceiroId: number } & Partial<
  Pick<Oportunidade, 'descricao' | 'data_prevista_fechamento' | 'probabilidade'>
>;

/** The row of an open Lead titled '{tese} - {cliente}'. */
export const leadRow = (user: Pick<User, 'id'>, values: LeadValues) => ({
  titulo: `${values.thesis.name} - ${values.client.name}`,
  descricao: values.descricao ?? null,
  tese: values.thesis.id,
  cliente_id: values.client.id,
  parceiro_id: values.parceiroId,
  estagio: Stage.Lead,
  status_resultado: ResultStatus.Open,
  created_by_id: user.id,
  data_prevista_fechamento: values.data_prevista_fechamento ?? null,
  probabilidade: values.probabilidade ?? null,
});

const recordCreation = (tx: Executor, userId: number, row: Pick<Oportunidade, 'id' | 'titulo'>) =>
  recordHistory(tx, row.id, userId, [{ field: 'criacao', old_value: null, new_value: row.titulo }]);

/** Inserts an open Lead titled '{tese} - {cliente}' (with `more` of its values) and records its creation in its history. */
export async function insertLead(tx: Executor, user: Pick<User, 'id'>, values: LeadValues, more: Partial<Oportunidade> = {}) {
  const [row] = await tx.insert(oportunidades).values({ ...leadRow(user, values), ...more }).returning();
  await recordCreation(tx, user.id, row);
  return row;
}

type CreateInput = z.output<typeof oportunidadeDeclaration.schemas.create>;

/**
 * beforeCreate: the form's choices checked (an active thesis, a client and a partner of the right role
 * within the creator's reach) and made the Lead's row.
 */
export async function newLead(input: CreateInput, { tx, user }: HookContext) {
  const ownPerson = creatorPerson(user);
  const thesis = await referencedThesis(tx, input.tese);
  const client = await referencedPerson(tx, user, CLIENT, input.cliente_id);
  // The creator's own person needs no role check: it is the partner by default.
  const parceiroId =
    input.parceiro_id === undefined || input.parceiro_id === ownPerson
      ? ownPerson
      : (await referencedPerson(tx, user, PARTNER, input.parceiro_id)).id;
  // The form's description, expected close and probability are the Lead's (leadRow reads those alone).
  return leadRow(user, { ...input, thesis, client, parceiroId });
}

/**
 * afterWrite of a create: its history's 'criacao', and the documents its form sent, described by the form's
 * `files_description` (one per file when as many are sent, else the first for every file).
 */
export async function leadCreated(row: Oportunidade, { tx, user, form }: HookContext) {
  await recordCreation(tx, user.id, row);
  if (!form) return;
  const descricoes = (form.fields.files_description ?? []).map((text) => text.trim() || null);
  await insertAnexos(tx, row.id, user.id, form.files, descricoes);
}
