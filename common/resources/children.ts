// A list a record owns (a person's addresses, contacts and bank accounts), declared once: its fields and
// their inputs, its schemas with their messages, its rules over several fields, its wording and its
// paths. The kit's one generator serves its four routes (a `nested` resource, ./types.ts) and its form
// dialog (its `form`), the portal derives the card; the dataProvider's paths come from childCollection().
import { z } from 'zod';
import { apiTimestamp, authorship, idRow } from './apiValues';
import type { Collection, FieldDeclaration, ResourceDeclaration } from './types';

export type ChildValues = Record<string, unknown>;

/** A plain text input of the dialog: most of a child's fields (their widths are the declaration's `form.widths`). */
export const textInput = (label: string): FieldDeclaration => ({ label, input: 'text' });

export type ChildTexts = {
  /** The card's title: 'Endereços'. */
  title: string;
  /** How one row is named in buttons, questions and the API docs: 'endereço'. */
  noun: string;
  /** The list's name in the API docs: 'endereços'. */
  plural: string;
  addLabel: string;
  /** The dialog's titles (the kit's ResourceFormDialog). */
  createTitle: string;
  editTitle: string;
  emptyText: string;
  created: string;
  updated: string;
  deleted: string;
  /** The 404 detail of a missing (or out-of-scope) row. */
  notFound: string;
};

/**
 * A child list is a resource declaration (./types.ts) served under its parent by the kit's nested routes
 * (server/resource/crudRoutes.ts: `nested`, with the parent's access), plus what the portal's card and
 * dialog read: the parent, the path word, the dialog's inputs and wording, the checks made before sending.
 */
export type ChildDeclaration<Create extends z.ZodObject = z.ZodObject, Row extends z.ZodObject = z.ZodObject> = Omit<
  ResourceDeclaration,
  'fields' | 'schemas' | 'texts'
> & {
  /** The portal's react-admin resource and the key of the parent's detail holding the rows: 'bank_accounts'. */
  name: string;
  /** The parent resource, its API path and the path parameter naming it: /persons/{person_id}/<segment>. */
  parent: ChildParent;
  /** The path word: /<parent>/{parent_id}/<segment> and /<parent>/<segment>/{id}. */
  segment: string;
  /** The id's path parameter, e.g. address_id. */
  idParam: string;
  /** The dialog's inputs, in display order; their layout and custom inputs are the declaration's `form`. */
  fields: Record<string, FieldDeclaration>;
  schemas: {
    /** A row as the API answers it. */
    row: Row;
    /** The POST body: required fields required. */
    create: Create;
    /** The PUT body: any of the fields; the stored row fills in the rest before the rules run. */
    update: z.ZodObject;
  };
  texts: ChildTexts;
};

export type ChildParent = { resource: string; apiPath: string; idParam: string };

/**
 * A child list from its parent, names, fields, schemas, rules and texts; `table` is its SQL table. Its rows
 * live and die with the parent's (its scope is the parent's), one of them may be the primary, all listed
 * at once, and changed by PUT.
 */
export const defineChild = <Create extends z.ZodObject, Row extends z.ZodObject>(
  declaration: Pick<ChildDeclaration<Create, Row>, 'name' | 'parent' | 'segment' | 'idParam' | 'fields' | 'form' | 'rules' | 'prepare' | 'texts'> & {
    table: string;
    schemas: { row: Row; create: Create };
  },
): ChildDeclaration<Create, Row> => ({
  ...declaration,
  // The dialog checks each field as the API would, before sending.
  form: { ...declaration.form, checks: 'eachField' },
  apiPath: declaration.parent.apiPath,
  representation: Object.keys(declaration.fields)[0],
  access: {},
  rowScope: { owned: `its ${declaration.parent.resource}'s: the rows of a record the user may reach` },
  nested: {
    parentPath: declaration.parent.apiPath,
    parentIdParam: declaration.parent.idParam,
    segment: declaration.segment,
    column: declaration.parent.idParam,
    parentAccess: declaration.parent.resource,
    unpaged: true,
    primaryFlag: 'is_primary',
  },
  updateMethods: ['PUT'],
  omitRoutes: ['read', 'export'],
  schemas: { ...declaration.schemas, update: declaration.schemas.create.partial() },
});

/** A child row as the API answers it: its id, its parent's id, its fields and who wrote it when. */
export const childRow = <ParentId extends string, Shape extends z.ZodRawShape>(parentId: ParentId, shape: Shape) =>
  idRow({
    // Typed by its name, which a computed key alone would widen to any string.
    ...({ [parentId]: z.number().int() } as Record<ParentId, z.ZodNumber>),
    ...shape,
    ...authorship,
    updated_at: apiTimestamp,
  });

/** Where the portal's dataProvider reads and writes a child's rows (a parent's `children`): under the parent's path. */
export function childCollection({ name, nested, updateMethods }: ResourceDeclaration): Collection {
  if (!nested) throw new Error(`${name}: a child list declares its nested parent`);
  const list = `${nested.parentPath}/:${nested.parentIdParam}/${nested.segment}`;
  return { path: `${nested.parentPath}/${nested.segment}`, listPath: list, createPath: list, updateMethod: updateMethods?.[0] };
}
