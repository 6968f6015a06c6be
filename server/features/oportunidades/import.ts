// POST /oportunidades/import: opportunities from the export's own columns, found by their ID
// externo. Names stand for rows as in the export: the client and partner by the person's name (within the
// caller's circle, with the right role), stage, thesis and status by label, tags by name. A known row
// goes through the rules of PATCH /oportunidades/{id} (the declared rules, applyRules and the reference checks), a new one
// through those of POST /oportunidades (an active thesis, a client, the caller's own person as partner by
// default); a row whose values already are the stored ones changes nothing. Writes happen in one
// transaction after every row was checked, each recorded in the history like a single-row change.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dayValue } from '../../../common/dayText';
import { CLIENT_PERSON_ROLES, PARTNER_PERSON_ROLES, ResultStatus, Stage } from '../../../common/enums';
import { OPORTUNIDADE_HEADERS as H, TAG_SEPARATOR } from '../../../common/export/oportunidades';
import { isExternal } from '../../../common/policy';
import { NO_PERSON, oportunidades as oportunidadeDeclaration } from '../../../common/resources/oportunidades';
import { circlePersonIds, oportunidadeScope } from '../../platform/auth/scope';
import { allOf } from '../../resource/crud';
import type { Database, Executor } from '../../platform/db/client';
import { oportunidades, oportunidadeTags, persons, resultStatuses, stages, tags, theses, type Oportunidade, type User } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { cellChoice, cellDecimal, cellText } from '../../resource/import/cells';
import { shouldApply, summary, type ImportOptions, type ImportRecord, type ImportResult, type RowIssue } from '../../resource/import/upload';
import { diffFields, recordHistory } from './history';
import { CLIENT, PARTNER, referencedThesis } from './references';
import { movesLedger, syncLedger } from '../comissoes/public';
import { refuseRules } from '../../resource/rowWrites';
import { applyRules, type UpdateInput } from './update';

export const OPORTUNIDADE_REQUIRED_HEADERS = [H.id_externo, H.cliente_id, H.tese] as const;
export const ID_EXTERNO_REQUIRED = 'ID Externo é obrigatório para importar (é por ele que a linha é encontrada)';
export const ID_EXTERNO_TAKEN = 'Já existe uma oportunidade com este ID Externo';
export const ID_EXTERNO_AMBIGUOUS = 'Há mais de uma oportunidade com este ID Externo';
const AMBIGUOUS_NAME = 'Há mais de uma pessoa com este nome: corrija na pessoa ou no arquivo';

/** The file's header of a field, to name a field's problem the way the person sees it. */
const headerOf = (field: PropertyKey | undefined) => (H as Record<string, string>)[String(field)] ?? String(field);

type Lookups = {
  stage: Record<number, string>;
  status: Record<number, string>;
  thesis: Record<number, string>;
  tag: Map<string, number>;
};

async function lookups(db: Executor): Promise<Lookups> {
  const record = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((row) => [row.id, row.name]));
  const [stageRows, statusRows, thesisRows, tagRows] = await Promise.all([
    db.select({ id: stages.id, name: stages.name }).from(stages),
    db.select({ id: resultStatuses.id, name: resultStatuses.name }).from(resultStatuses),
    db.select({ id: theses.id, name: theses.name }).from(theses),
    db.select({ id: tags.id, name: tags.name }).from(tags),
  ]);
  return {
    stage: record(stageRows),
    status: record(statusRows),
    thesis: record(thesisRows),
    tag: new Map(tagRows.map((tag) => [tag.name.toLowerCase(), tag.id])),
  };
}

/** The person named in a cell: one of the caller's circle (for external users) with one of `roles`. */
async function personNamed(db: Executor, user: User, name: string, roles: readonly number[]) {
  const found = await db
    .select({ id: persons.id })
    .from(persons)
    .where(
      allOf(
        eq(persons.name, name),
        inArray(persons.role, [...roles]),
        isExternal(user) && sql`${persons.id} IN ${circlePersonIds(user)}`,
      ),
    )
    .limit(2);
  return found.length === 1 ? found[0].id : found.length ? 'ambiguous' : undefined;
}

type Parsed = { row: number; idExterno: string; input: UpdateInput; tagIds: number[] };

/** A cell's label as its code: undefined when blank, an issue when it names nothing. */
function coded(labels: Record<number, string>, record: ImportRecord, header: string, message: string, issue: (f: string, m: string) => void) {
  const code = cellChoice(labels, record.cell(header));
  if (code === null) issue(header, message);
  return code ?? undefined;
}

/** A present cell's value as the schema takes it; a blank one stays undefined. */
const optional = <T>(text: string | undefined, read: (text: string) => T) => (text === undefined ? undefined : read(text));

async function parseRecord(db: Executor, user: User, record: ImportRecord, lookup: Lookups, issue: (f: string, m: string) => void): Promise<Parsed | undefined> {
  const idExterno = cellText(record.cell(H.id_externo));
  if (!idExterno) issue(H.id_externo, ID_EXTERNO_REQUIRED);
  const reference = async (header: string, roles: readonly number[], notFound: string) => {
    const name = cellText(record.cell(header));
    if (!name) return undefined;
    const id = await personNamed(db, user, name, roles);
    if (id === undefined) issue(header, notFound);
    if (id === 'ambiguous') issue(header, AMBIGUOUS_NAME);
    return typeof id === 'number' ? id : undefined;
  };
  const tagIds: number[] = [];
  for (const name of (cellText(record.cell(H.tags)) ?? '').split(TAG_SEPARATOR.trim())) {
    if (!name.trim()) continue;
    const tagId = lookup.tag.get(name.trim().toLowerCase());
    if (tagId === undefined) issue(H.tags, `Tag não encontrada: ${name.trim()}`);
    else tagIds.push(tagId);
  }
  const parsed = oportunidadeDeclaration.schemas.update.safeParse({
    titulo: cellText(record.cell(H.titulo)),
    motivo_perda: cellText(record.cell(H.motivo_perda)) ?? null,
    estagio: coded(lookup.stage, record, H.estagio, 'Estágio inválido', issue),
    status_resultado: coded(lookup.status, record, H.status_resultado, 'Status de resultado inválido', issue),
    tese: coded(lookup.thesis, record, H.tese, 'Tese inválida', issue),
    receita_esperada: cellDecimal(record.cell(H.receita_esperada)) ?? null,
    honorarios: cellDecimal(record.cell(H.honorarios)) ?? null,
    cliente_id: await reference(H.cliente_id, CLIENT_PERSON_ROLES, CLIENT.notFound),
    parceiro_id: await reference(H.parceiro_id, PARTNER_PERSON_ROLES, PARTNER.notFound),
    // The forecast as the export writes it (a day dd/mm/aaaa or typed, a whole percentage); blank changes nothing.
    data_prevista_fechamento: optional(cellText(record.cell(H.data_prevista_fechamento)), (text) => dayValue(text)),
    probabilidade: optional(cellDecimal(record.cell(H.probabilidade)), Number),
  });
  if (!parsed.success) {
    for (const problem of parsed.error.issues) issue(headerOf(problem.path[0]), problem.message);
    return undefined;
  }
  return idExterno ? { row: record.row, idExterno, input: parsed.data, tagIds } : undefined;
}

/** What a new row starts from: a Lead, open, titled like the create form titles it. */
function newRow(user: User, thesisName: string, clientName: string): Oportunidade {
  return {
    titulo: `${thesisName} - ${clientName}`,
    estagio: Stage.Lead,
    status_resultado: ResultStatus.Open,
    parceiro_id: user.person_id,
    created_by_id: user.id,
  } as Oportunidade;
}

type Work = { create: { parsed: Parsed; values: Partial<Oportunidade> }[]; update: { parsed: Parsed; current: Oportunidade; changes: Partial<Oportunidade> }[] };

/** What PATCH does with the input on the row: the declaration's rules, then the hook's. */
function patchRules(row: Oportunidade, input: UpdateInput, user: User) {
  refuseRules(oportunidadeDeclaration, row, input);
  return applyRules(row, input, user);
}

/** The row's values after the single-row rules, or its problem. */
async function planRow(db: Executor, user: User, parsed: Parsed, existing: Oportunidade[], work: Work) {
  if (existing.length > 1) throw new HttpError(422, [{ loc: ['body', 'id_externo'], msg: ID_EXTERNO_AMBIGUOUS, type: 'value_error' }]);
  const [current] = existing;
  if (current) {
    const changes = patchRules(current, parsed.input, user);
    const currentTags = (await db.select({ id: oportunidadeTags.tag_id }).from(oportunidadeTags).where(eq(oportunidadeTags.oportunidade_id, current.id))).map((t) => t.id);
    const sameTags = currentTags.length === parsed.tagIds.length && parsed.tagIds.every((id) => currentTags.includes(id));
    if (changes.tese != null && changes.tese !== current.tese) await referencedThesis(db, changes.tese);
    if (diffFields(current, changes).length || !sameTags) work.update.push({ parsed, current, changes });
    return;
  }
  if (!user.person_id) throw new HttpError(422, [{ loc: ['body', 'parceiro_id'], msg: NO_PERSON, type: 'value_error' }]);
  if (parsed.input.tese == null) throw new HttpError(422, [{ loc: ['body', 'tese'], msg: 'Tese é obrigatória', type: 'value_error' }]);
  if (parsed.input.cliente_id == null) throw new HttpError(422, [{ loc: ['body', 'cliente_id'], msg: 'Cliente é obrigatório', type: 'value_error' }]);
  const thesis = await referencedThesis(db, parsed.input.tese);
  const [client] = await db.select({ name: persons.name }).from(persons).where(eq(persons.id, parsed.input.cliente_id));
  const start = newRow(user, thesis.name, client.name);
  const changes = patchRules(start, parsed.input, user);
  work.create.push({ parsed, values: { ...start, ...changes, id_externo: parsed.idExterno } });
}

async function setTags(tx: Executor, oportunidadeId: number, userId: number, tagIds: number[], before: number[]) {
  const added = tagIds.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !tagIds.includes(id));
  if (removed.length) await tx.delete(oportunidadeTags).where(and(eq(oportunidadeTags.oportunidade_id, oportunidadeId), inArray(oportunidadeTags.tag_id, removed)));
  if (added.length) await tx.insert(oportunidadeTags).values(added.map((tag_id) => ({ oportunidade_id: oportunidadeId, tag_id })));
  const names = new Map((await tx.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, [...added, ...removed, 0]))).map((t) => [t.id, t.name]));
  await recordHistory(tx, oportunidadeId, userId, [
    ...added.map((id) => ({ field: 'tag' as const, old_value: null, new_value: names.get(id) ?? null })),
    ...removed.map((id) => ({ field: 'tag' as const, old_value: names.get(id) ?? null, new_value: null })),
  ]);
}

async function apply(db: Database, user: User, work: Work) {
  await db.transaction(async (tx) => {
    for (const { parsed, values } of work.create) {
      const [row] = await tx.insert(oportunidades).values(values as typeof oportunidades.$inferInsert).returning();
      await recordHistory(tx, row.id, user.id, [{ field: 'criacao', old_value: null, new_value: row.titulo }]);
      await setTags(tx, row.id, user.id, parsed.tagIds, []);
      if (row.status_resultado === ResultStatus.Won) await syncLedger(tx, row.id);
    }
    for (const { parsed, current, changes } of work.update) {
      const entries = diffFields(current, changes);
      if (entries.length) {
        await tx.update(oportunidades).set({ ...changes, updated_at: new Date() }).where(eq(oportunidades.id, current.id));
        await recordHistory(tx, current.id, user.id, entries);
        if (movesLedger(changes)) await syncLedger(tx, current.id);
      }
      const before = (await tx.select({ id: oportunidadeTags.tag_id }).from(oportunidadeTags).where(eq(oportunidadeTags.oportunidade_id, current.id))).map((t) => t.id);
      await setTags(tx, current.id, user.id, parsed.tagIds, before);
    }
  });
}

export async function importOportunidades(db: Database, user: User, records: ImportRecord[], options: ImportOptions): Promise<ImportResult> {
  const errors: RowIssue[] = [];
  const lookup = await lookups(db);
  const work: Work = { create: [], update: [] };
  const seen = new Map<string, number>();
  for (const record of records) {
    const issue = (field: string, msg: string) => errors.push({ row: record.row, field, msg });
    const before = errors.length;
    const parsed = await parseRecord(db, user, record, lookup, issue);
    if (!parsed || errors.length > before) continue;
    const first = seen.get(parsed.idExterno);
    if (first !== undefined) {
      issue(H.id_externo, `ID Externo repetido no arquivo (linha ${first})`);
      continue;
    }
    seen.set(parsed.idExterno, record.row);
    const existing = await db.select().from(oportunidades).where(eq(oportunidades.id_externo, parsed.idExterno)).limit(2);
    const visible = await db.select({ id: oportunidades.id }).from(oportunidades).where(allOf(eq(oportunidades.id_externo, parsed.idExterno), oportunidadeScope(user))).limit(2);
    if (existing.length > visible.length) {
      issue(H.id_externo, ID_EXTERNO_TAKEN);
      continue;
    }
    try {
      await planRow(db, user, parsed, existing, work);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const detail = error.detail;
      if (typeof detail === 'string') issue(H.id_externo, detail);
      else for (const problem of detail) issue(headerOf(problem.loc[1]), problem.msg);
    }
  }
  const counts = { create: work.create.length, update: work.update.length };
  if (!shouldApply(options, errors)) return summary(records.length, counts, errors, false);
  await apply(db, user, work);
  return summary(records.length, counts, errors, true);
}
