// The fake Odoo's database: a few models with typed fields, Odoo's search domains, and the ORM methods the
// portal calls, raising the errors Odoo raises (unknown field, missing record, mandatory field, unique name)
// so a wrong call fails here as it would on a real server.
import { UF_CODES } from '../../common/enums';

type FieldType = 'char' | 'html' | 'boolean' | 'integer' | 'float' | 'selection' | { m2o: string } | { m2m: string };
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
      acc_number: 'char', partner_id: { m2o: 'res.partner' }, bank_id: { m2o: 'res.bank' }, acc_holder_name: 'char',
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
    if (typeof type === 'object') return this.applyCommands(type.m2m, value, (current as number[]) ?? [], bad);
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
    return true;
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
