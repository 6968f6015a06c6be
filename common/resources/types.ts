// What a resource declaration holds: everything the server routes, the portal views, the path table and
// the access policy need to know about one entity, written once. No browser or Node APIs here: both
// halves import it.
import type { z } from 'zod';
import type { Audience } from '../audience';
import type { CrossFieldRule } from './rules';

/** How a field is typed in the portal's form. */
export type InputKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  /** A calendar month, aaaa-mm (a commission's competência). */
  | 'month'
  | 'dateTime'
  | 'boolean'
  | 'enum'
  | 'reference'
  | 'document'
  | 'cep'
  | 'email'
  | 'phone';

/** The colours a badge (`badge` fields) may take, MUI's chip palette. */
export type BadgeColor = 'default' | 'info' | 'success' | 'warning' | 'error';

/** One value of an enum or boolean field; `color` is its badge's where the field is a `badge`. */
export type FieldChoice = { id: string | number | boolean; name: string; color?: BadgeColor };

export type FieldDeclaration = {
  /** The pt-BR label of the form input, the list column, the filter and (by default) the CSV header. */
  label: string;
  input: InputKind;
  /** For 'enum' inputs and boolean filters: the values and their pt-BR labels. */
  choices?: readonly FieldChoice[];
  /** For 'reference' inputs: the portal resource the id points to. */
  reference?: string;
  /**
   * A column of the list: `true` shown by default, `'optional'` offered in 'Colunas' but hidden until the
   * user adds it (its saved views keep it). Adding a column to a list is this one flag.
   */
  column?: boolean | 'optional';
  /**
   * Not a stored column but computed per row (a count, a child's value): a list answers it only when its
   * `columns` query names it (server/listColumns.ts), on the page's rows only, so a list that does not
   * show it pays nothing.
   */
  computed?: boolean;
  /** Shown as a coloured badge (its choice's `color`) in the list and the show page, e.g. a workflow's state. */
  badge?: boolean;
  /** The row's key holding what the cell shows instead of the raw value, e.g. a reference's name ('executivo_nome'). */
  display?: string;
  /**
   * Editable in the list's row (Enter saves, Esc cancels, 'Desfazer' in the toast) through the record's own
   * PATCH, so the same validation and history as the form apply.
   */
  inlineEdit?: boolean;
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
  /**
   * An imported cell's problem when it names none of the choices ('Papel inválido'), where the API words it
   * so; the kit's own names the choices ("Use 'Ativa' ou 'Inativa'."). For a reference read by name, the
   * problem of a name no row the user reaches has, given that name where it says it ('Tag não encontrada: x').
   */
  noMatch?: string | ((name: string) => string);
  /**
   * For 'reference' inputs the export writes by name: an import reads the cell back by the referenced
   * row's representation (server/resource/import/names.ts), among the rows the user reaches (the referenced
   * resource's list permission and row scope, as the export names them).
   */
  importByName?: ImportByName;
  /** Left out of the create and edit forms (ids, timestamps). */
  readOnly?: boolean;
  /** The value a new record's form starts with (the create schema's default, shown before saving). */
  defaultValue?: unknown;
  /** The record's active/inactive status (presets.active): the bulk activate and deactivate set it. */
  activeFlag?: boolean;
  /**
   * The stored column, written once: a declaration whose fields all say it gets its zod schemas
   * (./derivedSchemas.ts) and its Drizzle table (server/resource/derivedTable.ts) from them, its
   * migration proven equal by tests/api/schemaDrift.test.ts.
   */
  stored?: StoredColumn;
};

/** How an import reads a reference cell written by name (FieldDeclaration.importByName). */
export type ImportByName = {
  /** The values a named row's columns must hold (a client: a person whose `role` is one of the client roles). */
  where?: Record<string, readonly (string | number)[]>;
  /** The problem of a name two reachable rows share; without it a name is matched regardless of case, the first row found. */
  ambiguous?: string;
  /**
   * The cell names several rows, with this between names (a many-to-many's: an opportunity's tags): the
   * server part's `importLinks` writes them (server/resource/parts.ts).
   */
  separator?: string;
};

/** What a field's column holds beyond its input kind (which gives its type). */
export type StoredColumn = {
  /** The most characters a text takes (a longer one answers 'Deve ter no máximo N caracteres'). */
  max?: number;
  /** May be empty (NULL); a field that may not answers `required` when it is missing or blank. */
  nullable?: boolean;
  /** The message for a missing or blank value ('Nome é obrigatório'); 'Campo obrigatório' by default. */
  required?: string;
};

/**
 * A resource's actions and their audiences. Besides react-admin's own (list, read, create, edit, delete;
 * a generated resource needs each of its routes' actions, see `omitRoutes`) a resource names the actions
 * of its other routes (bulk: POST /<apiPath>/bulk, sync, ...); `manage` guards its screen when that
 * differs from `list`.
 */
export type AccessEntries = Record<string, Audience>;

/** The texts of the kit's list and form pages (and of its export and bulk routes, which use `noun`). */
export type PageTexts = {
  /** The plural noun of the list footer ('Mostrando X de Y teses'). */
  noun: string;
  createTitle: string;
  editTitle: string;
  searchPlaceholder: string;
  empty: { title: string; text?: string };
  emptyFiltered: { title: string; text?: string };
};

/**
 * The question and toasts of the kit's delete of one record (src/ui/kit/DeleteRecord.tsx). `Target` is
 * what the question names: the record, or what the portal shows of it (a link: its partner and person).
 * A declaration types it on `confirm`'s parameter, which its readers then keep (`texts` keeps its type).
 */
export type DeletionTexts<Target = never> = {
  /** The question's title ('Excluir pessoa'). */
  title: string;
  /** The question, naming the record ('Tem certeza de que deseja excluir Ana? ...'). */
  confirm: (target: Target) => string;
  /** Shown in a warning under the question, where it is set apart ('Esta ação não pode ser desfeita'). */
  warning?: string;
  /** The question's confirming button; 'Excluir' unless given. */
  confirmLabel?: string;
  /** The success toast. */
  done: string;
  /** The failure toast's words; the server's reason (a 409 saying what still uses the record) unless given. */
  failed?: string;
};

/** A resource's texts: the page texts only where it has the kit's pages (pageTexts() checks). */
export type ResourceTexts = Partial<PageTexts> & {
  /** The screen's title and menu entry, e.g. 'Teses'. */
  title: string;
  /** The 404 detail of a missing row. */
  notFound: string;
  /** The list page's level-1 heading when it is not the title (which then names the app bar and the tab). */
  heading?: string;
  /** What the list's table says while its rows load ('Carregando vínculos...'). */
  loading?: string;
  /** The toast, and the table's text, when the list cannot load. */
  loadError?: string;
  /** DELETE's answer `{message: deleted}` instead of the deleted row, where the API acknowledges so. */
  deleted?: string;
  /** The 409 detail of a unique value that already exists; only where the table has a unique key. */
  duplicate?: string;
  /** The 409 detail of a delete refused because other rows still point at this one; only where some can. */
  inUse?: string;
  /** The success toast of the kit's create form ('Usuário criado com sucesso.'); react-admin's own unless given. */
  created?: string;
  /** The success toast of the kit's edit form ('Usuário atualizado com sucesso.'). */
  updated?: string;
  /** The kit's delete of one record: where the portal offers it outside the kit's edit page. */
  deletion?: DeletionTexts;
  /**
   * The success toast of the kit's Ativar/Inativar of one record (src/ui/kit/ActiveFlagToggle.tsx), which
   * sets the declared `activeFlag` field; where the portal offers it.
   */
  activated?: string;
};

/** The kit's form modes: a new record, a stored one. */
export type FormMode = 'create' | 'edit';

/**
 * How the kit's create and edit forms (src/ui/kit/ResourceForm.tsx, ResourceFormDialog.tsx) lay out and
 * type a resource's inputs, where its declared fields in declared order are not it. An input is named by
 * its source: a declared field, or a value of the form alone (a password, a new password's confirmation)
 * that a named input of `inputs` types.
 */
export type FormDeclaration = {
  /** Where the form opens: the kit's page (by default), or a dialog over the list that opened it. */
  opens?: 'page' | 'dialog';
  /** The inputs in order, per mode; every editable declared field, in declared order, unless given. */
  order?: Partial<Record<FormMode, readonly string[]>>;
  /** An input's columns (of 12) from tablets up, or 'auto' (as wide as it is: switches side by side); the whole row unless given. */
  widths?: Record<string, number | 'auto'>;
  /** The input's label where the form words it otherwise than the list ('Nome completo' for 'Nome Completo'). */
  labels?: Record<string, string>;
  /** The hint under an input, in both modes or per mode ('Deixe em branco para manter a senha atual' on edit). */
  hints?: Record<string, string | Partial<Record<FormMode, string>>>;
  /** The inputs marked required (' *', and a select offers no blank choice), per mode; the schema still decides. */
  required?: Partial<Record<FormMode, readonly string[]>>;
  /** The most characters a text input takes ('Título': 255, as the API). */
  maxLengths?: Record<string, number>;
  /** The text of a select's blank choice ('Não informada'); blank unless given. */
  blankLabels?: Record<string, string>;
  /**
   * Inputs shown only while other fields hold one of the values named (Directus' conditions): a company's
   * trade name only for a Pessoa Jurídica. A hidden input keeps its value; the body decides what to send.
   */
  shownWhen?: Record<string, Record<string, readonly unknown[]>>;
  /**
   * The edit page's inputs whose emptying is not sent, the stored value staying, rather than sent as a
   * clearing null (the opportunity's thesis and fees, src/ui/kit/recordEdit.ts); none unless given.
   */
  keptWhenBlank?: readonly string[];
  /**
   * A custom input by name in place of the kind's (Directus' per-field interface): the kit's own
   * ('newPassword': the password and its confirmation) or one the resource's portal part names.
   */
  inputs?: Record<string, string>;
  /** Salvar stays disabled until the form is valid (and, editing, changed); always enabled (checked on submit) unless given. */
  submitWhen?: 'valid';
  /** The submit button's word per mode where it is not 'Salvar' ('Criar'). */
  submitLabels?: Partial<Record<FormMode, string>>;
  /** The failure toast's words per mode, before the server's reason ('Erro ao criar oportunidade: …'); the reason alone unless given. */
  failureTexts?: Partial<Record<FormMode, string>>;
  /**
   * 'eachField' (the child lists' dialogs, src/ui/kit/fieldResolver.ts): each input checked by the create
   * schema, a text past its maximum worded 'Máximo de N caracteres', then the declaration's `rules` as a form checks them;
   * the labels of the inputs it refuses blank end in ' *'. The whole schema with its rules unless given.
   */
  checks?: 'eachField';
};

/** What a list screen shows besides its rows: its title, the footer's noun, the search's placeholder, the empty states. */
export type ListTexts = Pick<ResourceTexts, 'title'> & Pick<PageTexts, 'noun' | 'searchPlaceholder' | 'empty' | 'emptyFiltered'>;

/** The portal's menu groups: the daily work, then (after 'Configurações') administration. */
export type MenuSection = 'work' | 'admin';
/** The menu icons the portal knows (src/ui/layout/Menu.tsx draws them). */
export type MenuIcon = 'work' | 'people' | 'link' | 'admin' | 'catalogue';

/** A resource's entry in the side menu, worded by its `texts.title`. */
export type MenuEntry = {
  icon: MenuIcon;
  section: MenuSection;
  /** Where the entry leads when it is not the resource's own list (`/<route>`). */
  to?: string;
};

/**
 * A collection the portal reads through react-admin that is not a resource's own list: a parent's child
 * list (a person's addresses), a lookup (the persons search) or a reference list. Paths are templates
 * under /api/v1 whose `:name` parts come from the list's filter (or, to create, from the new record).
 */
export type Collection = {
  /** Where one record lives: `${path}/${id}`. */
  path: string;
  /** The list's path when it differs, e.g. 'persons/:person_id/addresses'. */
  listPath?: string;
  /** Where a new record is posted when it differs from `path`. */
  createPath?: string;
  /** The method that changes a record (PATCH unless the API says PUT). */
  updateMethod?: 'PUT' | 'PATCH';
  /** The query-string name of the text search; react-admin's filter is `q`. */
  searchParam?: string;
};

/** The zod schemas of a resource: the routes validate requests and serialise answers through them. */
export type DeclarationSchemas = {
  /** A row as the API answers it. */
  row: z.ZodObject;
  /** POST's body; needed unless 'create' is in `omitRoutes`. */
  create?: z.ZodObject;
  /** PATCH's body; needed unless 'edit' is in `omitRoutes`. */
  update?: z.ZodObject;
  /** The list query's own filters (paging, `query`, `sort` and `order` are added by the routes); none by default. */
  filters?: z.ZodObject;
  /** A row as the writes (POST, PATCH, DELETE) answer it, when the list shows another view of it (vínculos: users, not links). */
  written?: z.ZodObject;
};

type RowField<Row extends z.ZodObject> = Extract<keyof z.infer<Row>, string>;

type Fields<Row extends z.ZodObject> = Partial<Record<RowField<Row>, FieldDeclaration>>;

/**
 * One resource, declared once. The kit generates every part from it (the routes of
 * server/resource/crudRoutes.ts, the screens of src/ui/kit/); a resource overrides a part in its
 * server part (server/resource/parts.ts: hooks, scope, filters, search, `extra` routes) and its portal
 * part (src/ui/kit/resourceViews.tsx: its own pages, cells and buttons), and leaves out the
 * generated routes and pages it does not have (`omitRoutes`, `omitPages`). `Schemas` and `Texts` keep
 * their declared types, so a resource's own routes and screens read each schema and text with its type.
 */
export type ResourceDeclaration<
  Name extends string = string,
  Schemas extends DeclarationSchemas = DeclarationSchemas,
  Access extends AccessEntries = AccessEntries,
  Texts extends ResourceTexts = ResourceTexts,
> = {
  /** The one name of the concept in code: its permissions in common/policy.ts and its server folder. */
  name: Name;
  /** The portal's route and react-admin resource name when the SPEC's URL differs (e.g. 'admin', 'Vinculos'). */
  route?: string;
  /** How the kit's create and edit forms differ from its declared fields in declared order (FormDeclaration). */
  form?: FormDeclaration;
  /**
   * The collection's path under /api/v1, e.g. 'oportunidades/tags'; the server mounts the resource's routes
   * there. Declared only where it is not the name (defineResource fills it in).
   */
  apiPath: string;
  /** The path the portal reads the resource's list and records from, when it is not `apiPath`. */
  portalPath?: string;
  /**
   * The path parameter naming one row, e.g. 'tese_id'. Declared only where it is not the name's singular
   * (the name less its final 's') with '_id', as defineResource fills it in.
   */
  idParam: string;
  /**
   * The fields naming one row together, for a table keyed by them rather than by an `id` (a link: its user
   * and its person). The kit's DELETE then takes them as its body at `DELETE /`, as no path id names the
   * row, and it serves only the create and the delete of such rows.
   */
  rowKey?: readonly string[];
  /** The field that represents a record in titles, references and confirmations. */
  representation: RowField<Schemas['row']>;
  /** Form inputs, columns and filters, in display order. */
  fields: Fields<Schemas['row']>;
  access: Access;
  /** Its entry in the side menu, if it has one. */
  menu?: MenuEntry;
  /** The collections the portal reads besides this resource's own list, by react-admin resource name. */
  collections?: Record<string, Collection>;
  /**
   * The SQL name of its table: the kit serves its generated routes from the Drizzle table of that name, and
   * server/platform/audit/declaredTriggers.ts audits it. Declared only where it is not the name
   * (defineResource fills it in).
   */
  table: string;
  /** Typed as declared, so its own routes and screens read each schema with its own type. */
  schemas: Schemas;
  /**
   * The list's order when the user asks for none: `field`, then the `then` fields, then the id, all the
   * same way. Declared only where it is not the representation, ascending, or newest first where the
   * representation is a day (defineResource fills it in); needed when the kit serves the list (see requiredOrder).
   */
  defaultOrder?: {
    field: RowField<Schemas['row']>;
    direction: 'asc' | 'desc';
    then?: readonly RowField<Schemas['row']>[];
  };
  /** Typed as declared, so a screen or route reads the texts its resource declares (a list: ListTexts) without a check. */
  texts: Texts;
  /**
   * The list screen's filters that are not a field's select (`filter` on a field): an on/off switch
   * (`mine=true`), a day (`vence_de`), a month (`competencia_de`, YYYY-MM) or a person found by a search
   * of the persons of a role (`parceiro_id`, for whom may list persons), an amount in R$ (`receita_min`) or
   * a select whose options the list's portal part gives (`tag_id`, the tags' catalogue; `allLabel` its
   * 'Todas as tags'), by their name in `schemas.filters`.
   */
  listFilters?: Record<
    string,
    | { label: string; kind: 'switch' | 'day' | 'month' | 'amount' }
    | { label: string; kind: 'person'; role: number }
    | { label: string; kind: 'select'; allLabel: string }
  >;
  /**
   * Rules across fields (./rules.ts: notBefore, atLeastOneOf, requiredWhen, fieldRule): the create schema, the form, PATCH (on the
   * stored row merged with the change), the bulk actions and the import all check them.
   */
  rules?: readonly CrossFieldRule<z.infer<Schemas['row']>>[];
  rowScope: RowScope;
  /**
   * The record whose Auditoria also lists this one's changes (server/platform/audit/declaredTriggers.ts): its
   * resource and the column naming it, e.g. an opportunity's documents.
   */
  auditParent?: { resource: string; column: RowField<Schemas['row']> };
  /**
   * Rows that belong to a parent record and are listed and created under its path as well:
   * `GET /<parentPath>/{<parentIdParam>}/<segment>` lists the parent's rows and `POST` there creates one
   * for it (`column` set from the path, the create schema's body beside it), instead of `POST /<apiPath>/`;
   * the row's own routes stay at `apiPath` (a recebimento: /oportunidades/{id}/recebimentos, then
   * /recebimentos/{recebimento_id}). The server part's hooks check the parent.
   */
  /**
   * The lists a record owns, each a declaration `nested` under it with its `parentAccess` (a person's
   * addresses, contacts and bank accounts, common/resources/children.ts): the server serves them beside
   * the record's routes.
   */
  children?: readonly ResourceDeclaration[];
  nested?: {
    parentPath: string;
    parentIdParam: string;
    segment: string;
    column: RowField<Schemas['row']>;
    /**
     * The rows' own routes (the update, DELETE) under the parent's path too, `/<parentPath>/<segment>/{id}`
     * (a person's addresses: /persons/addresses/{address_id}), and guarded by the parent resource's
     * permissions: `<parentAccess>.read` lists, `<parentAccess>.edit` writes. The rows then have no access
     * entries of their own.
     */
    parentAccess?: string;
    /** The list answers all the parent's rows at once (a person's few addresses), without skip and limit. */
    unpaged?: boolean;
    /** The boolean field marking the parent's one primary row: a new primary takes the old one's place, and lists first. */
    primaryFlag?: RowField<Schemas['row']>;
  };
  /** Last touches before a write, over the whole record (after the rules pass). */
  prepare?: (record: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Generated routes the resource does not have (its access then needs no entry for them), or 'all' when
   * every route is its server part's `extra`.
   */
  omitRoutes?: readonly GeneratedRoute[] | 'all';
  /** The kit's pages it does not have (a page its portal part overrides is kept). */
  omitPages?: readonly ResourcePage[];
  /**
   * The list's bulk actions, for those `access.bulk` allows: delete, and activate and deactivate when a
   * field is the record's `activeFlag` (presets.active). `one` and `feminine` word the bulk bar and its
   * questions ('2 selecionadas', 'Excluir 2 teses?').
   */
  bulk?: { one: string; feminine: boolean; set?: Record<string, BulkSetAction<RowField<Schemas['row']>>> };
  /**
   * The methods that change a record, PATCH alone unless the API says otherwise (a person's contact: PUT;
   * persons: PATCH and PUT alike, both partial); the portal sends the first.
   */
  updateMethods?: readonly ['PUT' | 'PATCH', ...('PUT' | 'PATCH')[]];
  /** POST's success status: 201 unless the API says 200. */
  createStatus?: 200 | 201;
  /**
   * POST / takes a multipart/form-data form with files under this field (the opportunities' `files`)
   * rather than JSON (server/resource/createForm.ts): its text fields go through `schemas.create` (each
   * one value, blank as absent; a refusal is the same 422), its files are checked and streamed to storage
   * as they arrive, and the server part's hooks write the rows that name them (`ctx.form`). The files are
   * kept only if the row's transaction commits; any refusal or failure removes them.
   */
  createFiles?: string;
  /** The name of GET /export's file ('usuarios.csv') when it is not the apiPath's. */
  exportFileName?: string;
  /**
   * The field an imported row is found by (an exported, editable one, unique, e.g. 'name', unless
   * importOptions says how a shared key reads: `keyRequired`, `ambiguous`): with it the kit
   * serves POST /<apiPath>/import of the export's own columns (server/resource/import/declaredImport.ts)
   * and the list offers 'Importar' to whom may create.
   */
  importKey?: RowField<Schemas['row']>;
  /**
   * Where the import's answer is the API's own rather than the kit's: the columns a file must have beyond
   * the key and those a new row needs (a file without one is 422; listing the key too orders them, the
   * first missing one named), and the problem of a key the file
   * repeats ('Repetido no arquivo (linha N)' by default), given the row that had it first. `children` names
   * the child lists (of `children`, by name) whose primary row the file's own columns hold, under their
   * exported fields' headers (persons: the primary address and contact, which the export writes beside it).
   */
  importOptions?: {
    required?: readonly RowField<Schemas['row']>[];
    repeated?: (firstRow: number) => string;
    children?: readonly string[];
    /** A key that is not unique in the table (an ID externo) says so; a row must then have one ('... é obrigatório'). */
    keyRequired?: string;
    /** The problem of a key only rows out of the caller's row scope have (`texts.duplicate` by default). */
    taken?: string;
    /** The problem of a key two stored rows share, where the key is not unique. */
    ambiguous?: string;
    /**
     * The fields whose blank cell clears the stored value, rather than leaving it as it is: those the export
     * writes blank when empty and a file going back must keep empty (money, a loss reason).
     */
    blankClears?: readonly RowField<Schemas['row']>[];
  };
  /** The query-string name of the list's text search (`query` unless the API says otherwise); react-admin's filter is `q`. */
  searchParam?: string;
};

/** The single-row routes the kit generates, by the action that guards each (edit: PATCH, read: GET /:id). */
export type CrudAction = 'list' | 'read' | 'create' | 'edit' | 'delete';

/** The routes the kit generates: the CRUD ones and GET /export (served when fields are `exported`). */
export type GeneratedRoute = CrudAction | 'export';

/** The kit's pages of a resource; `false` leaves one out (its screens are elsewhere, or it has none). */
export type ResourcePage = 'list' | 'create' | 'edit' | 'show';

/**
 * Which rows an external role (parceiro, cliente) may reach. `shared`: every row is everyone's (a
 * catalogue), with the reason; the scope test (tests/helpers/accessMatrix.ts) reads it. A resource whose
 * rows belong to someone names its scope in its server part (server/resource/parts.ts: `scope`).
 */
export type RowScope = { shared: string } | { owned: string };

/**
 * A declared bulk action that sets fields of each selected row through the single-row update (its rules
 * and hooks): fixed `values` ('Concluir': concluida true), or the one `field` whose value the user picks
 * (sent as the bulk body's `value`, checked by the update schema's field: 'Reatribuir' a responsável).
 */
export type BulkSetAction<Field extends string = string> = {
  /** The bulk bar's button and question ('Concluir 3 atividades?'). */
  label: string;
} & (
  | { values: Partial<Record<Field, unknown>>; field?: never }
  | {
      field: Field;
      values?: never;
      /** The picking dialog's title before the count when not the label ('Alterar estágio de' 3 oportunidades). */
      title?: string;
      /** The picker's label when not the field's ('Tag' of the tags). */
      fieldLabel?: string;
    }
);

/** The inputs of a day, a month or an instant: a list by one shows the newest first unless declared otherwise. */
const DAY_INPUTS: readonly (InputKind | undefined)[] = ['date', 'month', 'dateTime'];

/**
 * Keeps the literal name and access of a declaration (common/policy.ts types its permissions from them) and
 * its schemas and texts as declared; the API path and the table are the name, the id parameter the
 * name's singular with '_id' ('teses' -> 'tese_id'), and the list's default order its representation,
 * ascending (a catalogue by its name) or, a day or a month, newest first (a ledger's months), unless declared.
 */
export const defineResource = <
  const Name extends string,
  Schemas extends DeclarationSchemas,
  const Access extends AccessEntries,
  Texts extends ResourceTexts,
>(
  declaration: Omit<ResourceDeclaration<Name, Schemas, Access, Texts>, 'apiPath' | 'table' | 'idParam'> &
    Partial<Pick<ResourceDeclaration, 'apiPath' | 'table' | 'idParam'>>,
): ResourceDeclaration<Name, Schemas, Access, Texts> => ({
  ...declaration,
  apiPath: declaration.apiPath ?? declaration.name,
  table: declaration.table ?? declaration.name,
  idParam: declaration.idParam ?? `${declaration.name.replace(/s$/, '')}_id`,
  defaultOrder: declaration.defaultOrder ?? {
    field: declaration.representation,
    direction: DAY_INPUTS.includes(declaration.fields[declaration.representation]?.input) ? 'desc' : 'asc',
  },
});

/**
 * The page texts of a resource that has the kit's pages, export or bulk: a declaration that leaves them
 * out fails here, when the server or the portal first builds them, not on a blank title.
 */
export function pageTexts(declaration: Pick<ResourceDeclaration, 'name' | 'texts'>): PageTexts {
  const { noun, createTitle, editTitle, searchPlaceholder, empty, emptyFiltered } = declaration.texts;
  if (noun && createTitle && editTitle && searchPlaceholder && empty && emptyFiltered) {
    return { noun, createTitle, editTitle, searchPlaceholder, empty, emptyFiltered };
  }
  throw new Error(`${declaration.name}: the kit's pages need texts.noun, createTitle, editTitle, searchPlaceholder, empty and emptyFiltered`);
}

/** The texts of the kit's list page: its page texts less the form titles (no add button without a createTitle). */
export function listTexts(declaration: Pick<ResourceDeclaration, 'name' | 'texts'>): ListTexts {
  const { title, noun, searchPlaceholder, empty, emptyFiltered } = declaration.texts;
  if (noun && searchPlaceholder && empty && emptyFiltered) return { title, noun, searchPlaceholder, empty, emptyFiltered };
  throw new Error(`${declaration.name}: the kit's list needs texts.noun, searchPlaceholder, empty and emptyFiltered`);
}

/** A schema a served route needs, or an error naming the declaration's omission. */
export function requiredSchema(declaration: Pick<ResourceDeclaration, 'name' | 'schemas'>, schema: 'create' | 'update') {
  const found = declaration.schemas[schema];
  if (!found) throw new Error(`${declaration.name}: serves ${schema === 'create' ? 'POST' : 'PATCH'} but declares no schemas.${schema}`);
  return found;
}

/** The field the bulk activate/deactivate sets, if the resource has one (presets.active). */
export const activeFieldOf = (declaration: Pick<ResourceDeclaration, 'fields'>) =>
  Object.entries(declaration.fields).find(([, field]) => field?.activeFlag)?.[0];

/** Whether the kit serves this generated route of the resource (GET /export also needs exported fields). */
export const servesRoute = (declaration: Pick<ResourceDeclaration, 'omitRoutes'>, route: GeneratedRoute) =>
  declaration.omitRoutes !== 'all' && !declaration.omitRoutes?.includes(route);

/** The methods of a declaration's generated update: all it declares, else its one (PATCH by default). */
export const updateMethodsOf = (declaration: Pick<ResourceDeclaration, 'updateMethods'>) =>
  declaration.updateMethods ?? ['PATCH'];

/** Whether the kit serves GET /export: fields are exported and the route is not omitted. */
export const servesExport = (declaration: Pick<ResourceDeclaration, 'omitRoutes' | 'fields'>) =>
  servesRoute(declaration, 'export') && Object.values(declaration.fields).some((field) => field?.exported);

/** The name (no extension) of the file GET /export answers: `exportFileName`, else the apiPath. */
export const exportFileBase = (declaration: Pick<ResourceDeclaration, 'exportFileName' | 'apiPath'>) =>
  declaration.exportFileName ?? declaration.apiPath;

/** The default order the kit's list needs, or an error naming the omission. */
export function requiredOrder(declaration: Pick<ResourceDeclaration, 'name' | 'defaultOrder'>) {
  if (!declaration.defaultOrder) throw new Error(`${declaration.name}: the kit serves its list but it declares no defaultOrder`);
  return declaration.defaultOrder;
}

/** The portal's route and react-admin resource name of a declaration. */
export const routeName = (declaration: Pick<ResourceDeclaration, 'name' | 'route'>) => declaration.route ?? declaration.name;
