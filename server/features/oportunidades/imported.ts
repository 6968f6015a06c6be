// The opportunities' part of the kit's declared import (POST /oportunidades/import: the declaration's
// importKey and importOptions, server/resource/import/declaredImport.ts). The kit reads the file (the
// client and partner by name, the tags by name, the ID externo that the table does not keep unique) and
// changes a known row as PATCH does (the hooks of ./parts.ts: the rules, history, commissions); here are
// a new row, made as POST /oportunidades makes one (an active thesis, a client, the caller's own person
// as partner by default, a Lead titled '{tese} - {cliente}') with the file's other values through PATCH's
// rules, recorded as created; and the lookup tables whose labels name stage, thesis and status (the tags are
// the kit's links: ./tags.ts), which GET /oportunidades/export (the kit's) writes too: each batch of
// opportunities as the list answers them (./present.ts: the client's and partner's names, the effective
// probability, the tags), with labels instead of codes and its tags' names.
import { eq } from 'drizzle-orm';
import { ResultStatus } from '../../../common/enums';
import type { OportunidadeExportRow } from '../../../common/export/oportunidades';
import { CLIENT_REQUIRED, NO_PERSON, oportunidades as oportunidadeDeclaration, THESIS_REQUIRED } from '../../../common/resources/oportunidades';
import type { Executor } from '../../platform/db/client';
import { persons, resultStatuses, stages, theses, type Oportunidade } from '../../platform/db/schema';
import { unprocessable } from '../../platform/errors';
import type { HookContext, StoredRow } from '../../resource/parts';
import { refuseRules } from '../../resource/rowWrites';
import { syncLedger } from '../comissoes/public';
import { insertLead, leadRow } from './create';
import { presentOportunidades } from './present';
import { referencedThesis } from './references';
import { applyRules, type UpdateInput } from './update';

/** The labels of the lookup tables an opportunity's codes point at, by field: a handful of rows each. */
export async function lookupRows(db: Executor) {
  const [estagio, tese, status_resultado] = await Promise.all([
    db.select({ id: stages.id, name: stages.name }).from(stages),
    db.select({ id: theses.id, name: theses.name }).from(theses),
    db.select({ id: resultStatuses.id, name: resultStatuses.name }).from(resultStatuses),
  ]);
  return { estagio, tese, status_resultado };
}

/** What completes each batch of an export; the lookup tables' labels are read once, here. */
export async function oportunidadeExportBatch(db: Executor) {
  const labels = new Map(Object.entries(await lookupRows(db)).map(([field, rows]) => [field, new Map(rows.map((row) => [row.id, row.name]))]));
  const label = (field: string, value: number | null) => (value === null ? null : (labels.get(field)?.get(value) ?? null));
  return async (rows: Record<string, unknown>[]): Promise<OportunidadeExportRow[]> =>
    (await presentOportunidades(db, rows as Oportunidade[])).map((row) => ({
      ...row,
      estagio_nome: label('estagio', row.estagio),
      tese_nome: label('tese', row.tese),
      status_nome: label('status_resultado', row.status_resultado),
      tags: row.tags.map((tag) => tag.name),
    }));
}

/** A new opportunity from an imported row: the create rules, then the file's values as PATCH would apply them. */
export async function importCreate({ tx, user }: HookContext, values: Record<string, unknown>): Promise<StoredRow> {
  const input = values as UpdateInput & { id_externo: string };
  if (!user.person_id) throw unprocessable(['body', 'parceiro_id'], NO_PERSON);
  if (input.tese == null) throw unprocessable(['body', 'tese'], THESIS_REQUIRED);
  if (input.cliente_id == null) throw unprocessable(['body', 'cliente_id'], CLIENT_REQUIRED);
  const thesis = await referencedThesis(tx, input.tese);
  const [client] = await tx.select({ id: persons.id, name: persons.name }).from(persons).where(eq(persons.id, input.cliente_id));
  // No probability of its own yet: the file's is kept even where it is the Lead's default, as the row's
  // stage may be another (PATCH's rules drop a figure equal to the current stage's).
  const lead = { thesis, client, parceiroId: user.person_id };
  const start = { ...leadRow(user, lead), probabilidade: undefined } as unknown as Oportunidade;
  // PATCH's rules on the new row: the declared ones, then the hook's.
  refuseRules(oportunidadeDeclaration, start, input);
  const row = await insertLead(tx, user, lead, { ...applyRules(start, input, user), id_externo: input.id_externo });
  if (row.status_resultado === ResultStatus.Won) await syncLedger(tx, row.id);
  return row;
}
