// POST /persons/import: persons with their primary address and contact from the export's own
// columns. Every row is checked with the rules of POST /persons (common/resources/persons.ts, personProblems) and of the
// address and contact forms (addressKind, contactKind); a person is found by its document. A row whose
// values already are the stored ones changes nothing, so importing the same file twice writes once.
// Writes happen in one transaction, in batches, after every row was checked: a file with errors writes
// nothing unless the caller asks for the valid rows alone.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contactTypeLabels, personRoleLabels, personTypeLabels } from '../../../common/enums';
import { ACTIVE_LABEL, INACTIVE_LABEL, PERSON_HEADERS as H } from '../../../common/export/persons';
import { persons as personsDeclaration } from '../../../common/resources/persons';
import { allOf } from '../../resource/crud';
import type { Database, Executor } from '../../platform/db/client';
import { addresses, contacts, persons, type Person, type User } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { pgErrorCode } from '../../platform/http/errorHandler';
import { cellChoice, cellText } from '../../resource/import/cells';
import { shouldApply, summary, type ImportOptions, type ImportRecord, type ImportResult, type RowIssue } from '../../resource/import/upload';
import { inCircle } from './access';
import type { ChildValues } from '../../../common/resources/children';
import { addressKind, contactKind, type ChildKind } from './children';
import { primaries } from './export';
import { personProblems, withoutCompanyFields, type PersonBody } from './rules';
import { DOCUMENT_TAKEN } from './write';

/** The headers a persons file must have; the others may be missing (left blank). */
export const PERSON_REQUIRED_HEADERS = [H.name, H.document, H.person_type, H.role] as const;
const BATCH = 1000;

const PERSON_FIELD_HEADERS: Record<string, string> = {
  name: H.name,
  trade_name: H.trade_name,
  document: H.document,
  person_type: H.person_type,
  role: H.role,
  is_active: H.is_active,
};
const ADDRESS_FIELD_HEADERS: Record<string, string> = {
  zip_code: H.zip_code,
  street: H.street,
  number: H.number,
  complement: H.complement,
  neighborhood: H.neighborhood,
  city: H.city,
  state: H.state,
};
const CONTACT_FIELD_HEADERS: Record<string, string> = { contact_type: H.contact_type, value: H.contact };

type PersonValues = Required<Pick<PersonBody, 'person_type' | 'document' | 'name' | 'role' | 'is_active'>> &
  Pick<PersonBody, 'trade_name'>;
type Row = { row: number; person: PersonValues; address?: ChildValues; contact?: ChildValues };

/** The record's cells for `headers`, read by `read`; undefined when every one is blank. */
function cells(record: ImportRecord, headers: Record<string, string>) {
  const values = Object.fromEntries(Object.entries(headers).map(([field, header]) => [field, cellText(record.cell(header))]));
  return Object.values(values).some((value) => value !== undefined) ? values : undefined;
}

/** A child's values checked with its form's schema and rules, problems named by the file's headers. */
function checkedChild(kind: ChildKind, values: Record<string, unknown>, headers: Record<string, string>, issue: (field: string, msg: string) => void) {
  const parsed = kind.schemas.create.safeParse(values);
  if (!parsed.success) {
    for (const problem of parsed.error.issues) issue(headers[String(problem.path[0])] ?? String(problem.path[0]), problem.message);
    return undefined;
  }
  const record = parsed.data as ChildValues;
  const problems = kind.problems?.(record) ?? [];
  for (const [field, msg] of problems) issue(headers[field] ?? field, msg);
  if (problems.length) return undefined;
  return kind.prepare ? kind.prepare(record) : record;
}

function statusOf(cell: string | undefined, issue: (field: string, msg: string) => void): boolean {
  if (cell === undefined) return true;
  const active = cellChoice({ 1: ACTIVE_LABEL, 0: INACTIVE_LABEL }, cell);
  if (active === null) issue(H.is_active, `Use '${ACTIVE_LABEL}' ou '${INACTIVE_LABEL}'.`);
  return active !== 0;
}

/** One record as the values to write, or its problems. */
function parseRecord(record: ImportRecord, errors: RowIssue[]): Row | undefined {
  const before = errors.length;
  const issue = (field: string, msg: string) => errors.push({ row: record.row, field, msg });
  const personType = cellChoice(personTypeLabels, record.cell(H.person_type));
  const role = cellChoice(personRoleLabels, record.cell(H.role));
  if (personType === null) issue(H.person_type, 'Tipo de pessoa inválido');
  if (role === null) issue(H.role, 'Papel inválido');
  const isActive = statusOf(cellText(record.cell(H.is_active)), issue);
  const parsed = personsDeclaration.schemas.create.safeParse({
    name: cellText(record.cell(H.name)) ?? '',
    trade_name: cellText(record.cell(H.trade_name)) ?? null,
    document: cellText(record.cell(H.document)) ?? '',
    person_type: personType ?? undefined,
    role: role ?? undefined,
  });
  if (!parsed.success) {
    for (const problem of parsed.error.issues) issue(PERSON_FIELD_HEADERS[String(problem.path[0])], problem.message);
  } else if (personType !== null && role !== null) {
    for (const problem of personProblems(parsed.data, 'all')) issue(PERSON_FIELD_HEADERS[String(problem.loc[1])], problem.msg);
  }
  const addressCells = cells(record, ADDRESS_FIELD_HEADERS);
  const address = addressCells && checkedChild(addressKind, addressCells, ADDRESS_FIELD_HEADERS, issue);
  const contactCells = cells(record, CONTACT_FIELD_HEADERS);
  let contact: ChildValues | undefined;
  if (contactCells) {
    const contactType = cellChoice(contactTypeLabels, contactCells.contact_type ?? null);
    if (contactType === null) issue(H.contact_type, 'Tipo de contato inválido');
    else contact = checkedChild(contactKind, { ...contactCells, contact_type: contactType }, CONTACT_FIELD_HEADERS, issue);
  }
  if (errors.length > before || !parsed.success) return undefined;
  const person = withoutCompanyFields({ ...parsed.data, is_active: isActive }, parsed.data.person_type) as PersonValues;
  return { row: record.row, person, address, contact };
}

const sameValues = (stored: Record<string, unknown> | undefined, wanted: Record<string, unknown>) =>
  stored !== undefined && Object.entries(wanted).every(([field, value]) => (stored[field] ?? null) === (value ?? null));

/** The fields of a child the file sets (not is_primary, which the import always sets). */
const childFields = (values: ChildValues) => {
  const { is_primary: _primary, is_verified: _verified, ...rest } = values;
  return rest;
};

type Plan = { creates: Row[]; updates: { row: Row; current: Person }[] };

/** Splits the valid rows into new persons and changed ones; a document outside the caller's circle is refused. */
async function plan(db: Executor, user: User, rows: Row[], errors: RowIssue[]): Promise<Plan> {
  const result: Plan = { creates: [], updates: [] };
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const found = await db.select().from(persons).where(inArray(persons.document, chunk.map((row) => row.person.document)));
    const byDocument = new Map(found.map((person) => [person.document, person]));
    const circle = inCircle(user);
    const visible = circle && found.length
      ? new Set((await db.select({ id: persons.id }).from(persons).where(allOf(inArray(persons.id, found.map((p) => p.id)), circle))).map((p) => p.id))
      : undefined;
    const { address, contact } = await primaries(db, found.map((person) => person.id));
    for (const row of chunk) {
      const current = byDocument.get(row.person.document);
      if (!current) {
        result.creates.push(row);
        continue;
      }
      if (visible && !visible.has(current.id)) {
        errors.push({ row: row.row, field: H.document, msg: DOCUMENT_TAKEN });
        continue;
      }
      const unchanged =
        sameValues(current, row.person) &&
        (!row.address || sameValues(address.get(current.id), childFields(row.address))) &&
        (!row.contact || sameValues(contact.get(current.id), childFields(row.contact)));
      if (!unchanged) result.updates.push({ row, current });
    }
  }
  return result;
}

/** Rows whose document appeared on an earlier row: the first one counts, the others are errors. */
function withoutRepeats(rows: Row[], errors: RowIssue[]): Row[] {
  const firstRow = new Map<string, number>();
  return rows.filter((row) => {
    const first = firstRow.get(row.person.document);
    if (first === undefined) {
      firstRow.set(row.person.document, row.row);
      return true;
    }
    errors.push({ row: row.row, field: H.document, msg: `Documento repetido no arquivo (linha ${first})` });
    return false;
  });
}

/** Makes `values` the person's primary address or contact: the current primary changes, or a new one is added. */
async function writePrimary(tx: Executor, user: User, kind: ChildKind, personId: number, values: ChildValues | undefined) {
  if (!values) return;
  const table = kind.store as typeof addresses | typeof contacts;
  const fields = childFields(values);
  const [updated] = await tx
    .update(table)
    .set({ ...fields, updated_at: sql`now()` })
    .where(and(eq(table.person_id, personId), eq(table.is_primary, true)))
    .returning({ id: table.id });
  if (!updated) {
    await tx.insert(table).values({ ...fields, person_id: personId, is_primary: true, created_by_id: user.id } as typeof table.$inferInsert);
  }
}

async function apply(db: Database, user: User, work: Plan) {
  await db.transaction(async (tx) => {
    for (let start = 0; start < work.creates.length; start += BATCH) {
      const chunk = work.creates.slice(start, start + BATCH);
      const inserted = await tx
        .insert(persons)
        .values(chunk.map((row) => ({ ...row.person, created_by_id: user.id })))
        .returning({ id: persons.id, document: persons.document });
      const idOf = new Map(inserted.map((row) => [row.document, row.id]));
      const children = (pick: (row: Row) => ChildValues | undefined) =>
        chunk.flatMap((row) => {
          const values = pick(row);
          return values ? [{ ...childFields(values), person_id: idOf.get(row.person.document)!, is_primary: true, created_by_id: user.id }] : [];
        });
      const newAddresses = children((row) => row.address);
      const newContacts = children((row) => row.contact);
      if (newAddresses.length) await tx.insert(addresses).values(newAddresses as (typeof addresses.$inferInsert)[]);
      if (newContacts.length) await tx.insert(contacts).values(newContacts as (typeof contacts.$inferInsert)[]);
    }
    for (const { row, current } of work.updates) {
      await tx.update(persons).set({ ...row.person, updated_at: sql`now()` }).where(eq(persons.id, current.id));
      await writePrimary(tx, user, addressKind, current.id, row.address);
      await writePrimary(tx, user, contactKind, current.id, row.contact);
    }
  });
}

export async function importPersons(db: Database, user: User, records: ImportRecord[], options: ImportOptions): Promise<ImportResult> {
  const errors: RowIssue[] = [];
  const rows = withoutRepeats(
    records.map((record) => parseRecord(record, errors)).filter((row): row is Row => row !== undefined),
    errors,
  );
  const work = await plan(db, user, rows, errors);
  const counts = { create: work.creates.length, update: work.updates.length };
  if (!shouldApply(options, errors)) return summary(records.length, counts, errors, false);
  try {
    await apply(db, user, work);
  } catch (error) {
    // Another request created one of these documents meanwhile: nothing of this file was written.
    if (pgErrorCode(error) === '23505') throw conflict(DOCUMENT_TAKEN);
    throw error;
  }
  return summary(records.length, counts, errors, true);
}
