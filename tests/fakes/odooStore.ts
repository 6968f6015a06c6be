// The fake Odoo's database: a few models with typed fields, Odoo's search domains, and the ORM methods the
// portal calls, raising the errors Odoo raises (unknown field, missing record, mandatory field, unique name)
// so a wrong call fails here as it would on a real server.
import { UF_CODES } from '../../common/enums';

/** A many2one is set to False when its record is deleted, or deleted with it when `ondelete` is 'cascade'. */
type FieldType =
  | 'char'
  | 'html'
  | 'boolean'
  | 'integer'
  | 'float'
  | 'selection'
  | { m2o: string; ondelete?: 'cascade' }
  | { m2m: string };
type ModelDef = { fields: Record<string, FieldType>; required: string[]; defaults?: Record<string, unknown> };

const active = { active: 'boolean' as const };
export const MODELS: Record<string, ModelDef> = {
  'res.country': { fields: { name: 'char', code: 'char' }, required: ['name'] },
  'res.country.state': { fields: { name: 'char', code: 'char', country_id: { m2o: 'res.country' } }, required: ['name'] },
  'res.partner': {
    fields: {
      name: 'char', is_company: 'boolean', vat: 'char', street: 'char', street2: 'char', city: 'char', zip: 'char',
      state_id: { m2o: 'res.country.state' }, country_id: { m2o: 'res.country' }, phone: 'char', email: 'char',
      website: 'char', ...active,
    },
    required: ['name'],
    defaults: { active: true, is_company: false },
  },
  'res.bank': { fields: { name: 'char', bic: 'char', ...active }, required: ['name'], defaults: { active: true } },
  'res.partner.bank': {
    fields: {
      acc_number: 'char', partner_id: { m2o: 'res.partner', ondelete: 'cascade' }, bank_id: { m2o: 'res.bank' },
      acc_holder_name: 'char',
      ...active,
    },
    required: ['acc_number', 'partner_id'],
    defaults: { active: true },
  },
  'crm.stage': { fields: { name: 'char', is_won: 'boolean', sequence: 'integer' }, required: ['name'] },
  'crm.tag': { fields: { name: 'char', color: 'integer' }, required: ['name'] },
  'crm.lead': {
    fields: {
      name: 'char', type: 'selection', partner_id: { m2o: 'res.partner' }, expected_revenue: 'float',
      description: 'html', tag_ids: { m2m: 'crm.tag' }, stage_id: { m2o: 'crm.stage' }, probability: 'float',
      ...active,
    },
    required: ['name'],
    defaults: { active: true, type: 'lead', probability: 10, stage_id: 1, expected_revenue: 0 },
  },
  // External ids ('module.name' -> model and res_id); `load` writes them with the records it creates.
  'ir.model.data': {
    fields: { name: 'char', module: 'char', model: 'char', res_id: 'integer', noupdate: 'boolean' },
    required: ['name', 'model'],
    defaults: { module: '', noupdate: false },
  },
};

/** An error as Odoo raises it: the Python exception's qualified name and its message. */
export class OdooException extends Error {
  constructor(
    readonly odooName: string,
    message: string,
  ) {
    super(message);
  }
}
const valueError = (message: string) => new OdooException('builtins.ValueError', message);
const validationError = (message: string) => new OdooException('odoo.exceptions.ValidationError', message);

export type StoredRecord = { id: number } & Record<string, unknown>;
/** One entry of `load`'s messages, as Odoo reports import problems. */
export type LoadMessage = {
  type: 'error' | 'warning';
  message: string;
  record: number;
  rows: { from: number; to: number };
  field?: string;
};
export type LoadResult = { ids: number[] | false; messages: LoadMessage[]; nextrow: number };
type Leaf = [string, string, unknown];
export type Domain = (string | Leaf)[];

export class OdooStore {
  private tables = new Map<string, Map<number, StoredRecord>>();
  private nextId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.tables = new Map(Object.keys(MODELS).map((model) => [model, new Map()]));
    this.nextId = 1;
    const br = this.insert('res.country', { name: 'Brasil', code: 'BR' });
    this.insert('res.country', { name: 'Portugal', code: 'PT' });
    for (const code of UF_CODES) this.insert('res.country.state', { name: code, code, country_id: br });
    this.insert('crm.stage', { name: 'Novo', is_won: false, sequence: 1 });
    this.insert('crm.stage', { name: 'Ganho', is_won: true, sequence: 70 });
  }

  /** The stored rows of a model (many2one as ids, many2many as id lists), by id. */
  rows(model: string): StoredRecord[] {
    return [...this.table(model).values()].map((row) => structuredClone(row));
  }

  /** Adds a row without the checks a call goes through (test set-up). */
  insert(model: string, values: Record<string, unknown>): number {
    const id = this.nextId++;
    const def = MODELS[model];
    this.table(model).set(id, { ...def?.defaults, ...values, id });
    return id;
  }

  private table(model: string): Map<number, StoredRecord> {
    const table = this.tables.get(model);
    if (!table) throw new OdooException('builtins.KeyError', model);
    return table;
  }

  private field(model: string, name: string): FieldType {
    if (name === 'id') return 'integer';
    const type = MODELS[model].fields[name];
    if (!type) throw valueError(`Invalid field '${name}' on model '${model}'`);
    return type;
  }

  private record(model: string, id: number): StoredRecord {
    const row = this.table(model).get(id);
    if (!row) throw new OdooException('odoo.exceptions.MissingError', `Record does not exist or has been deleted.\n(Record: ${model}(${id},))`);
    return row;
  }

  private convert(model: string, name: string, value: unknown, current: unknown): unknown {
    const type = this.field(model, name);
    const bad = () => valueError(`Wrong value for ${model}.${name}: ${JSON.stringify(value)}`);
    if (typeof type === 'object' && 'm2o' in type) {
      if (value === false || value === null) return false;
      if (!Number.isInteger(value)) throw bad();
      this.record(type.m2o, value as number);
      return value;
    }
    // An x2many written False (or None) is cleared, as Odoo turns it into [Command.clear()].
    if (typeof type === 'object') {
      if (value === false || value === null) return [];
      return this.applyCommands(type.m2m, value, (current as number[]) ?? [], bad);
    }
    if (value === false || value === null) return false;
    const ok =
      type === 'boolean' ? typeof value === 'boolean'
      : type === 'integer' ? Number.isInteger(value)
      : type === 'float' ? typeof value === 'number'
      : typeof value === 'string';
    if (!ok) throw bad();
    return value;
  }

  private applyCommands(comodel: string, commands: unknown, current: number[], bad: () => Error): number[] {
    if (!Array.isArray(commands)) throw bad();
    let ids = [...current];
    for (const command of commands) {
      if (!Array.isArray(command)) throw bad();
      const [op, id, arg] = command as [number, number, unknown];
      if (op === 6) ids = [...(arg as number[])];
      else if (op === 4) ids = ids.includes(id) ? ids : [...ids, id];
      else if (op === 3) ids = ids.filter((x) => x !== id);
      else if (op === 5) ids = [];
      else throw bad();
    }
    for (const id of ids) this.record(comodel, id);
    return ids;
  }

  private checkConstraints(model: string, row: StoredRecord): void {
    for (const name of MODELS[model].required) {
      if (row[name] === undefined || row[name] === false || row[name] === '') {
        throw validationError(`The operation cannot be completed:\n- Create/update: a mandatory field is not set.\n- Model: ${model}, Field: ${name}`);
      }
    }
    const others = [...this.table(model).values()].filter((other) => other.id !== row.id);
    if (model === 'crm.tag' && others.some((o) => o.name === row.name)) throw validationError('Tag name already exists!');
    if (model === 'ir.model.data' && others.some((o) => o.module === row.module && o.name === row.name)) {
      throw validationError('You cannot have multiple records with the same external ID in the same module!');
    }
    const sanitize = (v: unknown) => String(v).replace(/\W/g, '').toUpperCase();
    if (
      model === 'res.partner.bank' &&
      others.some((o) => o.partner_id === row.partner_id && sanitize(o.acc_number) === sanitize(row.acc_number))
    ) {
      throw validationError('The combination Account Number/Partner must be unique.');
    }
  }

  create(model: string, valsList: Record<string, unknown>[]): number[] {
    return valsList.map((vals) => {
      const row: StoredRecord = { ...MODELS[model].defaults, id: 0 };
      for (const [name, value] of Object.entries(vals)) row[name] = this.convert(model, name, value, undefined);
      row.id = this.nextId;
      this.checkConstraints(model, row);
      this.nextId += 1;
      this.table(model).set(row.id, row);
      return row.id;
    });
  }

  write(model: string, ids: number[], vals: Record<string, unknown>): true {
    for (const id of ids) {
      const row = { ...this.record(model, id) };
      for (const [name, value] of Object.entries(vals)) row[name] = this.convert(model, name, value, row[name]);
      this.checkConstraints(model, row);
      this.table(model).set(id, row);
    }
    return true;
  }

  unlink(model: string, ids: number[]): true {
    for (const id of ids) this.record(model, id);
    for (const id of ids) this.table(model).delete(id);
    // As Odoo does, the external ids of deleted records go with them.
    if (model !== 'ir.model.data') {
      const data = this.table('ir.model.data');
      for (const row of [...data.values()]) if (row.model === model && ids.includes(row.res_id as number)) data.delete(row.id);
    }
    // References to them follow the database's foreign keys: ON DELETE CASCADE, else SET NULL (many2one)
    // and the relation rows dropped (many2many).
    for (const [other, def] of Object.entries(MODELS)) {
      for (const [name, type] of Object.entries(def.fields)) {
        if (typeof type !== 'object') continue;
        const table = this.table(other);
        if ('m2o' in type && type.m2o === model) {
          const pointing = [...table.values()].filter((row) => ids.includes(row[name] as number));
          if (type.ondelete === 'cascade') {
            if (pointing.length) this.unlink(other, pointing.map((row) => row.id));
          } else for (const row of pointing) table.set(row.id, { ...row, [name]: false });
        } else if ('m2m' in type && type.m2m === model) {
          for (const row of table.values()) {
            const linked = (row[name] as number[] | undefined) ?? [];
            if (linked.some((id) => ids.includes(id))) table.set(row.id, { ...row, [name]: linked.filter((id) => !ids.includes(id)) });
          }
        }
      }
    }
    return true;
  }

  /**
   * Odoo's import (BaseModel.load): `fields` are paths ('id' = external id, '.id' = database id, 'name',
   * 'partner_id/.id', 'tag_ids/.id' with comma-separated ids, 'partner_id/id' = external id), `data` rows
   * of text cells; an empty cell is False. A row whose external id exists updates its record (a dangling
   * one is dropped and the record created again); otherwise the record is created and, with an 'id' cell,
   * its external id ('__import__.' when no module is given) in the same step. Any problem is reported in
   * `messages` with ids false and nothing written, as Odoo rolls the import back to its savepoint.
   */
  load(model: string, fields: unknown, data: unknown): LoadResult {
    if (!Array.isArray(fields) || !fields.every((f) => typeof f === 'string')) throw valueError('fields must be a list of field names');
    if (!Array.isArray(data) || !data.every(Array.isArray)) throw valueError('data must be a list of rows');
    // fix_import_export_id_paths: 'partner_id.id' is 'partner_id/.id', 'partner_id:id' is 'partner_id/id'.
    const paths = fields.map((f) => f.replace(/([^/])\.id/g, '$1/.id').replace(/([^/]):id/g, '$1/id').split('/'));
    for (const [name] of paths) if (name !== 'id' && name !== '.id') this.field(model, name);
    const snapshot = { tables: new Map([...this.tables].map(([m, t]) => [m, new Map(t)])), nextId: this.nextId };
    const messages: LoadMessage[] = [];
    const ids: number[] = [];
    (data as unknown[][]).forEach((cells, index) => {
      const report = (type: LoadMessage['type'], message: string, field?: string) =>
        messages.push({ type, message, record: index, rows: { from: index, to: index }, ...(field ? { field } : {}) });
      const values: Record<string, unknown> = {};
      let xmlid: string | undefined;
      let dbid: number | undefined;
      paths.forEach(([name, sub], i) => {
        const cell = cells[i] ?? '';
        if (typeof cell !== 'string') return report('error', `Value of column ${fields[i]} is not text`, name);
        if (name === 'id') xmlid = cell || undefined;
        else if (name === '.id') dbid = cell ? Number(cell) : undefined;
        else {
          const converted = this.importCell(model, name, sub, cell, (message, type = 'error') => report(type, message, name));
          if (converted !== undefined) values[name] = converted;
        }
      });
      if (messages.some((m) => m.type === 'error')) return;
      try {
        ids.push(this.loadRecord(model, values, xmlid, dbid));
      } catch (error) {
        if (!(error instanceof OdooException)) throw error;
        report('error', error.message);
      }
    });
    if (messages.some((m) => m.type === 'error')) {
      this.tables = snapshot.tables;
      this.nextId = snapshot.nextId;
      return { ids: false, messages, nextrow: 0 };
    }
    return { ids, messages, nextrow: 0 };
  }

  /** ir.fields.converter: one text cell as the field's value; undefined when the cell was refused. */
  private importCell(
    model: string,
    name: string,
    sub: string | undefined,
    cell: string,
    report: (message: string, type?: 'error' | 'warning') => void,
  ): unknown {
    const type = this.field(model, name);
    if (cell === '') return false;
    const relational = typeof type === 'object';
    if (!relational && sub !== undefined) return report(`Field '${name}' has no subfield '${sub}'`);
    if (relational) {
      const comodel = 'm2o' in type ? type.m2o : type.m2m;
      if (sub !== '.id' && sub !== 'id') return report(`The fake Odoo imports ${name} by database id (/.id) or external id (/id) only`);
      const ids: number[] = [];
      for (const reference of 'm2o' in type ? [cell] : cell.split(',')) {
        const id = sub === '.id' ? this.existingId(comodel, reference) : this.xmlidTarget(comodel, reference);
        if (id === undefined) {
          const kind = sub === '.id' ? 'database id' : 'external id';
          return report(`No matching record found for ${kind} '${reference}' in field '${name}'`);
        }
        ids.push(id);
      }
      return 'm2o' in type ? ids[0] : [[6, 0, ids]];
    }
    if (type === 'boolean') {
      const lower = cell.toLowerCase();
      if (['1', 'true', 'yes'].includes(lower)) return true;
      if (['0', 'false', 'no'].includes(lower)) return false;
      report(`Unknown value '${cell}' for boolean field '${name}', assuming 'True'`, 'warning');
      return true;
    }
    if (type === 'integer') {
      if (!/^\s*[-+]?\d+\s*$/.test(cell)) return report(`'${cell}' does not seem to be an integer for field '${name}'`);
      return Number(cell);
    }
    if (type === 'float') {
      const number = Number(cell);
      if (cell.trim() === '' || !Number.isFinite(number)) return report(`'${cell}' does not seem to be a number for field '${name}'`);
      return number;
    }
    return cell;
  }

  private existingId(model: string, reference: string): number | undefined {
    const id = Number(reference.trim());
    return Number.isInteger(id) && this.table(model).has(id) ? id : undefined;
  }

  private splitXmlid(xmlid: string): [string, string] {
    const dot = xmlid.indexOf('.');
    return dot < 0 ? ['__import__', xmlid] : [xmlid.slice(0, dot), xmlid.slice(dot + 1)];
  }

  private xmlidRow(xmlid: string): StoredRecord | undefined {
    const [module, name] = this.splitXmlid(xmlid);
    return [...this.table('ir.model.data').values()].find((row) => row.module === module && row.name === name);
  }

  private xmlidTarget(model: string, xmlid: string): number | undefined {
    const row = this.xmlidRow(xmlid);
    return row && row.model === model && this.table(model).has(row.res_id as number) ? (row.res_id as number) : undefined;
  }

  /** BaseModel._load_records for one row: update what the external id (or database id) names, else create. */
  private loadRecord(model: string, values: Record<string, unknown>, xmlid?: string, dbid?: number): number {
    const write = (id: number) => {
      this.write(model, [id], values);
      return id;
    };
    const create = () => this.create(model, [values])[0];
    if (!xmlid) return dbid === undefined ? create() : write(dbid);
    const existing = this.xmlidRow(xmlid);
    if (existing && existing.model !== model) {
      throw validationError(
        `For external id ${xmlid} when trying to create/update a record of model ${model} found record of different model ${existing.model} (${existing.id})`,
      );
    }
    if (existing && this.table(model).has(existing.res_id as number)) return write(existing.res_id as number);
    if (existing) this.table('ir.model.data').delete(existing.id);
    const id = create();
    const [module, name] = this.splitXmlid(xmlid);
    this.insert('ir.model.data', { module, name, model, res_id: id, noupdate: false });
    return id;
  }

  search(model: string, domain: Domain = [], options: { offset?: number; limit?: number | null } = {}): number[] {
    const mentionsActive = domain.some((t) => Array.isArray(t) && t[0] === 'active');
    const hasActive = 'active' in MODELS[model].fields;
    const found = [...this.table(model).values()]
      .filter((row) => mentionsActive || !hasActive || row.active !== false)
      .filter((row) => this.matches(model, domain, row))
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const offset = options.offset ?? 0;
    return found.slice(offset, options.limit ? offset + options.limit : undefined);
  }

  read(model: string, ids: number[], fields?: string[]): StoredRecord[] {
    const names = fields?.length ? fields : Object.keys(MODELS[model].fields);
    return ids.map((id) => {
      const row = this.record(model, id);
      const out: StoredRecord = { id };
      for (const name of names) {
        const type = this.field(model, name);
        const value = row[name] ?? false;
        if (typeof type === 'object' && 'm2o' in type) {
          out[name] = value === false ? false : [value, String(this.record(type.m2o, value as number).name ?? '')];
        } else out[name] = typeof type === 'object' ? (value || []) : value;
      }
      return out;
    });
  }

  private matches(model: string, domain: Domain, row: StoredRecord): boolean {
    let position = 0;
    const next = (): boolean => {
      const token = domain[position++];
      if (token === '&' || token === '|') {
        const left = next();
        const right = next();
        return token === '&' ? left && right : left || right;
      }
      if (token === '!') return !next();
      if (!Array.isArray(token) || token.length !== 3) throw valueError(`Invalid leaf ${JSON.stringify(token)}`);
      return this.leaf(model, token, row);
    };
    let all = true;
    while (position < domain.length) all = next() && all;
    return all;
  }

  private leaf(model: string, [name, operator, expected]: Leaf, row: StoredRecord): boolean {
    this.field(model, name);
    const value = row[name] ?? false;
    const like = (pattern: unknown, whole: boolean, caseless: boolean) => {
      const escaped = String(pattern).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
      return new RegExp(whole ? `^${escaped}$` : escaped, caseless ? 'i' : '').test(String(value || ''));
    };
    switch (operator) {
      case '=': return Array.isArray(value) ? value.includes(expected) : value === expected;
      case '!=': return value !== expected;
      case 'in': return (expected as unknown[]).includes(value);
      case 'not in': return !(expected as unknown[]).includes(value);
      case 'ilike': return like(expected, false, true);
      case 'like': return like(expected, false, false);
      case '=ilike': return like(expected, true, true);
      case '=like': return like(expected, true, false);
      default: throw valueError(`Invalid domain operator ${operator}`);
    }
  }
}
