// What differs between a person's addresses, contacts and bank accounts, as data: their table, their
// URL words, their fields and their rules. server/persons/children/store.ts and the route factory in
// server/routes/persons/children.ts do the rest the same way for all three.
import type { z } from 'zod';
import type { addresses, bankAccounts, contacts } from '../../db/schema';

export type ChildTable = typeof addresses | typeof contacts | typeof bankAccounts;
export type ChildRow = ChildTable['$inferSelect'];
export type ChildValues = Record<string, unknown>;

export type ChildKind = {
  table: ChildTable;
  /** The path word: /persons/{person_id}/<segment> and /persons/<segment>/{id}. */
  segment: string;
  /** The list's name in the API docs, e.g. 'endereços'. */
  label: string;
  /** The id's path parameter, e.g. address_id. */
  idParam: string;
  /** Detail of the 404 for a missing (or out-of-scope) row. */
  notFound: string;
  /** The POST body: required fields required. PUT takes any of them. */
  fields: z.ZodObject;
  /** Rules over the whole record (several fields together), as [field, message] pairs. */
  problems?: (record: ChildValues) => [field: string, message: string][];
  /** Last touches before a write, over the whole record. */
  prepare?: (record: ChildValues) => ChildValues;
};
