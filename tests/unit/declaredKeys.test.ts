// Declared means used: every key a resource declaration (common/resources/) writes, at its top level and
// in its fields, texts, bulk, menu and collections, is read by some code of the server, the portal or the
// shared kit. A key nothing reads is a promise the declaration makes and nothing keeps (a `sortable` the
// list ignores): this test names it. Reading is found in the source text: a property access (`.key`), a
// destructuring (`{ key }` / `{ key: ... }` before `=` or as a parameter) or the key as a string literal.
// A call (`.key(`) reads only a key whose declared value is a function: otherwise `.filter(`, `.set(` and
// `.then(` of arrays, maps and promises would pass for reads of the `filter` flag, `bulk.set` and
// `defaultOrder.then`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarations } from '../../common/resources';

const ROOT = join(__dirname, '../..');
/** Where readers live; the declaration files themselves only write keys. */
const READER_DIRS = ['server', 'src', 'common'];
const DECLARATION_DIR = 'common/resources';
const READER_EXCEPTIONS = new Set(['common/resources/types.ts', 'common/resources/index.ts', 'common/resources/rules.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const readers = READER_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path }) => !path.startsWith(`${DECLARATION_DIR}/`) || READER_EXCEPTIONS.has(path));

const escape = (key: string) => key.replace(/[$]/g, '\\$');
const readPatterns = (key: string, called: boolean) => [
  new RegExp(`\\??\\.${escape(key)}\\b${called ? '' : '(?!\\s*\\()'}`),
  new RegExp(`\\{[^{}=;]*\\b${escape(key)}\\b[^{}=;]*\\}\\s*(=[^=>]|:)`),
  new RegExp(`\\(\\s*\\{[^{}]*\\b${escape(key)}\\b[^{}]*\\}`),
  new RegExp(`['"]${escape(key)}['"]`),
];
const isRead = (key: string, called = false) =>
  readers.some(({ text }) => readPatterns(key, called).some((pattern) => pattern.test(text)));

type DeclaredKey = { where: string; called: boolean };

/**
 * The structural keys of every declaration, each with the part of the declaration that first writes it
 * and whether its value there is a function. Read through the registry's values, not its types, so a key
 * counts as soon as one declaration writes it.
 */
function declaredKeys(): Map<string, DeclaredKey> {
  const keys = new Map<string, DeclaredKey>();
  const add = (where: string, value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (!keys.has(key)) keys.set(key, { where, called: typeof inner === 'function' });
    }
  };
  const addEach = (where: string, values: unknown) => Object.values(values ?? {}).forEach((value) => add(where, value));
  for (const declaration of declarations) {
    const at = declaration.name;
    const parts: Record<string, unknown> = { ...declaration };
    add(at, declaration);
    for (const part of ['texts', 'menu', 'bulk', 'defaultOrder', 'rowScope', 'nested', 'auditParent', 'form']) add(`${at}.${part}`, parts[part]);
    add(`${at}.texts.empty`, declaration.texts.empty);
    add(`${at}.texts.deletion`, declaration.texts.deletion);
    addEach(`${at}.fields`, declaration.fields);
    addEach(`${at}.collections`, declaration.collections);
    addEach(`${at}.listFilters`, parts.listFilters);
    addEach(`${at}.bulk.set`, (parts.bulk as { set?: unknown } | undefined)?.set);
    for (const field of Object.values(declaration.fields)) addEach(`${at}.fields.choices`, field?.choices);
  }
  return keys;
}

describe('declaration keys', () => {
  it('are each read by some code', () => {
    const unread = [...declaredKeys()].filter(([key, { called }]) => !isRead(key, called)).map(([key, { where }]) => `${where}: ${key}`);
    expect(unread).toEqual([]);
  });

  it('finds a key nothing reads', () => {
    expect(isRead('sortable')).toBe(true);
    expect(isRead('nobodyReadsThisDeclarationKey')).toBe(false);
  });

  it('does not take a method call for a read of a key whose value is not a function', () => {
    const readsOf = (source: string, key: string, called: boolean) => readPatterns(key, called).some((pattern) => pattern.test(source));
    expect(readsOf('rows.filter((row) => row.ok)', 'filter', false)).toBe(false);
    expect(readsOf('if (field.filter) show()', 'filter', false)).toBe(true);
    expect(readsOf('parts.scope?.(user)', 'scope', true)).toBe(true);
  });
});
