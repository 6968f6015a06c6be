// The zod schemas of a declaration whose fields say what they store (`stored` on each field): the answer's
// row, the create and update bodies and the list's filters, each field's type, nullability, length and
// default written once, in the field. The server derives the Drizzle table from the same fields
// (server/resource/derivedTable.ts), so a small catalogue is one declaration and its migration.
import { z } from 'zod';
import { idRow } from './apiValues';
import { day } from '../days';
import { optionalText, requiredText } from './fieldSchemas';
import type { FieldDeclaration, InputKind, StoredColumn } from './types';

type StoredField = FieldDeclaration & { stored: StoredColumn };

/** The input kinds whose value is a text column (checked as typed by the form, stored as written). */
const TEXT_INPUTS: readonly InputKind[] = ['text', 'longText', 'email', 'phone', 'document', 'cep'];

const DEFAULT_REQUIRED = 'Campo obrigatório';

/** A blank form value is no value. */
const blankAsNull = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? null : value), schema);

function storedOf(name: string, field: FieldDeclaration): StoredColumn {
  if (!field.stored) throw new Error(`${name}: derived schemas need stored on every field`);
  return field.stored;
}

const enumIds = (name: string, field: FieldDeclaration) => {
  const ids = (field.choices ?? []).map((choice) => choice.id);
  if (!ids.length || ids.some((id) => typeof id !== 'string')) throw new Error(`${name}: a derived enum needs text choices`);
  return ids as [string, ...string[]];
};

/** The row's value as the API answers it. */
function rowValue(name: string, field: StoredField): z.ZodType {
  const base = field.input === 'boolean' ? z.boolean() : TEXT_INPUTS.includes(field.input) || field.input === 'date' || field.input === 'enum' ? z.string() : undefined;
  if (!base) throw new Error(`${name}: input ${field.input} has no derived schema; declare schemas and a Drizzle table`);
  return field.stored.nullable ? base.nullable() : base;
}

/** The value a body carries, before any default: required unless nullable. */
function inputValue(name: string, field: StoredField): z.ZodType {
  const { max, nullable, required = DEFAULT_REQUIRED } = field.stored;
  if (TEXT_INPUTS.includes(field.input)) {
    if (!max) throw new Error(`${name}: a derived text needs stored.max`);
    return nullable ? optionalText(max) : requiredText(max, required);
  }
  if (field.input === 'boolean') return z.boolean({ error: `${field.label} deve ser verdadeiro ou falso` });
  if (field.input === 'date') {
    return nullable ? blankAsNull(day.nullable().optional()) : z.string({ error: required }).min(1, required).pipe(day);
  }
  if (field.input === 'enum') {
    const ids = enumIds(name, field);
    const missing = (input: unknown) => input === undefined || input === null || input === '';
    const one = z.enum(ids, {
      error: (issue) => (!nullable && missing(issue.input) ? required : `Valor inválido para ${field.label}. Use um destes: ${ids.join(', ')}.`),
    });
    return nullable ? blankAsNull(one.nullable().optional()) : one;
  }
  throw new Error(`${name}: input ${field.input} has no derived schema; declare schemas and a Drizzle table`);
}

/** The list filter of a `filter` field: a boolean as true/false, an enum as one of its ids. */
function filterValue(name: string, field: StoredField): z.ZodType {
  if (field.input === 'boolean') return z.enum(['true', 'false']).transform((value) => value === 'true').optional();
  return z.enum(enumIds(name, field)).optional();
}

type Shape<Fields> = { [Field in keyof Fields]: z.ZodType };

/**
 * The row (`id` and every field), create (the fields a form sends, each with its default), update (the
 * same, each optional, no default: an absent field is left as it is) and filters of `fields`. The
 * declaration's `rules` are added by the routes and the form, as for declared schemas.
 */
export function derivedSchemas<const Fields extends Record<string, FieldDeclaration>>(fields: Fields) {
  const entries = Object.entries(fields).map(([name, field]) => [name, { ...field, stored: storedOf(name, field) }] as const);
  const written = entries.filter(([, field]) => !field.readOnly);
  return {
    row: idRow({
      ...(Object.fromEntries(entries.map(([name, field]) => [name, rowValue(name, field)])) as Shape<Fields>),
    }),
    create: z.object(
      Object.fromEntries(
        written.map(([name, field]) => {
          const value = inputValue(name, field);
          return [name, field.defaultValue === undefined ? value : value.default(field.defaultValue as never)];
        }),
      ) as Shape<Fields>,
    ),
    update: z.object(Object.fromEntries(written.map(([name, field]) => [name, inputValue(name, field).optional()])) as unknown as Shape<Fields>),
    filters: z.object(
      Object.fromEntries(entries.filter(([, field]) => field.filter).map(([name, field]) => [name, filterValue(name, field)])),
    ),
  };
}
