// What a resource declaration holds: everything the server routes, the portal views, the path table and
// the access policy need to know about one entity, written once. No browser or Node APIs here: both
// halves import it.
import type { z } from 'zod';
import type { Audience } from '../audience';

/** How a field is typed in the portal's form. */
export type InputKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'boolean'
  | 'enum'
  | 'reference'
  | 'document'
  | 'cep'
  | 'email'
  | 'phone';

export type FieldChoice = { id: string | number | boolean; name: string };

export type FieldDeclaration = {
  /** The pt-BR label of the form input, the list column, the filter and (by default) the CSV header. */
  label: string;
  input: InputKind;
  /** For 'enum' inputs and boolean filters: the values and their pt-BR labels. */
  choices?: readonly FieldChoice[];
  /** For 'reference' inputs: the portal resource the id points to. */
  reference?: string;
  /** Shown as a column of the list. */
  column?: boolean;
  /** Offered as a select filter above the list (and accepted by the API's list query). */
  filter?: boolean;
  /** The filter's first option, which clears it ('Todas'); 'Todos' by default. */
  allLabel?: string;
  /** The list may be ordered by it (`sort`/`order` in the list query). */
  sortable?: boolean;
  /** The list's text search looks in it (`query` in the list query). */
  searchable?: boolean;
  /** Written to the CSV export. */
  exported?: boolean;
  /**
   * A money column whose sum over the whole filter shows under the list ('Total: R$ …'); the list
   * endpoint answers it as `sums: {<field>: "<exact decimal>"}` beside `count`.
   */
  total?: boolean;
  /** The CSV header when it differs from the label. */
  csvHeader?: string;
  /** Left out of the create and edit forms (ids, timestamps). */
  readOnly?: boolean;
  /** The value a new record's form starts with (the create schema's default, shown before saving). */
  defaultValue?: unknown;
};

/** The react-admin actions every declared resource has; `manage` guards its screen when that differs from `list`. */
export type ResourceAccess = {
  list: Audience;
  read: Audience;
  create: Audience;
  edit: Audience;
  delete: Audience;
  manage?: Audience;
};

export type ResourceTexts = {
  /** The screen's title and menu entry, e.g. 'Teses'. */
  title: string;
  /** The plural noun of the list footer ('Mostrando X de Y teses'). */
  noun: string;
  createTitle: string;
  editTitle: string;
  searchPlaceholder: string;
  empty: { title: string; text?: string };
  emptyFiltered: { title: string; text?: string };
  /** The 404 detail of a missing row. */
  notFound: string;
  /** The 409 detail of a unique value that already exists. */
  duplicate: string;
  /** The 409 detail of a delete refused because other rows still point at this one. */
  inUse: string;
};

export type ResourceDeclaration<
  Name extends string = string,
  Row extends z.ZodObject = z.ZodObject,
  Access extends ResourceAccess = ResourceAccess,
> = {
  /** The portal's route and react-admin resource name, and the resource of its permissions in common/policy.ts. */
  name: Name;
  /** The SQL name of its table; the server serves it from the Drizzle table of that name. */
  table: string;
  /** The collection's path under /api/v1, e.g. 'teses'. */
  apiPath: string;
  /** The path parameter naming one row, e.g. 'tese_id'. */
  idParam: string;
  /** The field that represents a record in titles, references and confirmations. */
  representation: Extract<keyof z.infer<Row>, string>;
  /** Form inputs, columns and filters, in display order. */
  fields: Partial<Record<Extract<keyof z.infer<Row>, string>, FieldDeclaration>>;
  schemas: {
    /** A row as the API answers it. */
    row: Row;
    create: z.ZodObject;
    update: z.ZodObject;
    /** The list query's own filters (paging, `query`, `sort` and `order` are added by the routes). */
    filters: z.ZodObject;
  };
  /** The default order of the list. */
  orderBy: Extract<keyof z.infer<Row>, string>;
  access: Access;
  texts: ResourceTexts;
};

/** Keeps the literal name and access of a declaration, so common/policy.ts can type its permissions. */
export const defineResource = <const Name extends string, Row extends z.ZodObject, const Access extends ResourceAccess>(
  declaration: ResourceDeclaration<Name, Row, Access>,
) => declaration;
