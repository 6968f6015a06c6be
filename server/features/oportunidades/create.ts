// Creating an opportunity from the portal's multipart form: it starts as a Lead (estagio 12) and open
// (status 1) whatever the form says, is titled '{tese} - {cliente}', and is written together with its
// files or not at all.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ResultStatus, Stage } from '../../../common/enums';
import { NO_PERSON, oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import type { Database, Executor } from '../../platform/db/client';
import { oportunidades, type User } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage';
import { discardFiles, type ReceivedForm } from './files/receive';
import { insertAnexos, writeWithFiles } from './files/persist';
import { recordHistory } from './history';
import { CLIENT, PARTNER, referencedPerson, referencedThesis } from './references';
import { formValue, parseOr422 } from './validation';

/** The creator's person, which becomes the partner when none is chosen; required to create at all. */
export function creatorPerson(user: User): number {
  if (!user.person_id) throw badRequest(NO_PERSON);
  return user.person_id;
}

type LeadValues = {
  thesis: { id: number; name: string };
  client: { id: number; name: string };
  parceiroId: number;
  descricao?: string | null;
  data_prevista_fechamento?: string | null;
  probabilidade?: number | null;
};

/** Inserts an open Lead titled '{tese} - {cliente}' and records its creation in its history. */
export async function insertLead(tx: Executor, user: Pick<User, 'id'>, values: LeadValues) {
  const [row] = await tx
    .insert(oportunidades)
    .values({
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
    })
    .returning();
  await recordHistory(tx, row.id, user.id, [{ field: 'criacao', old_value: null, new_value: row.titulo }]);
  return row;
}

export async function createOportunidade(db: Database, storage: Storage, user: User, form: ReceivedForm) {
  const fields = Object.fromEntries(Object.entries(form.fields).map(([name, values]) => [name, formValue(values)]));
  let input: z.output<typeof oportunidadeDeclaration.schemas.create>;
  let ownPerson: number;
  try {
    ownPerson = creatorPerson(user);
    input = parseOr422(oportunidadeDeclaration.schemas.create, fields, 'body');
  } catch (error) {
    await discardFiles(storage, form.files);
    throw error;
  }
  const descricoes = (form.fields.files_description ?? []).map((text) => text.trim() || null);

  return writeWithFiles(
    db,
    storage,
    form.files,
    async (tx, stored) => {
      const thesis = await referencedThesis(tx, input.tese);
      const client = await referencedPerson(tx, user, CLIENT, input.cliente_id);
      // The creator's own person needs no role check: it is the partner by default.
      const parceiroId =
        input.parceiro_id === undefined || input.parceiro_id === ownPerson
          ? ownPerson
          : (await referencedPerson(tx, user, PARTNER, input.parceiro_id)).id;
      const row = await insertLead(tx, user, {
        thesis,
        client,
        parceiroId,
        descricao: input.descricao ?? null,
        data_prevista_fechamento: input.data_prevista_fechamento ?? null,
        probabilidade: input.probabilidade ?? null,
      });
      const anexoRows = await insertAnexos(tx, row.id, user.id, stored, descricoes);
      return { oportunidade: row, anexos: anexoRows };
    },
    ({ oportunidade }) => db.delete(oportunidades).where(eq(oportunidades.id, oportunidade.id)),
  );
}
