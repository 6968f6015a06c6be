// Declared means used: every key a resource declaration (common/resources/) writes, at its top level and
// in its fields, texts, bulk, menu and collections, is read by some code of the server, the portal or the
// shared kit. A key nothing reads is a promise the declaration makes and nothing keeps (a `sortable` the
// list ignores): this test names it. Reading is found in the source text: a property access (`.key`), a
// destructuring (`{ key }` / `{ key: ... }` before `=` or as a parameter) or the key as a string literal.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../common/resources';

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
const readPatterns = (key: string) => [
  new RegExp(`\\??\\.${escape(key)}\\b`),
  new RegExp(`\\{[^{}=;]*\\b${escape(key)}\\b[^{}=;]*\\}\\s*(=[^=>]|:)`),
  new RegExp(`\\(\\s*\\{[^{}]*\\b${escape(key)}\\b[^{}]*\\}`),
  new RegExp(`['"]${escape(key)}['"]`),
];
const isRead = (key: string) => readers.some(({ text }) => readPatterns(key).some((pattern) => pattern.test(text)));

/** The structural keys of every declaration: `where` names the part of the declaration that writes it. */
function declaredKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const add = (part: string, value: object | undefined) => {
    for (const key of Object.keys(value ?? {})) if (!keys.has(key)) keys.set(key, part);
  };
  for (const declaration of registry) {
    const at = declaration.name;
    add(`${at}`, declaration);
    add(`${at}.texts`, declaration.texts);
    add(`${at}.menu`, declaration.menu);
    if ('bulk' in declaration) add(`${at}.bulk`, declaration.bulk);
    if ('defaultOrder' in declaration) add(`${at}.defaultOrder`, declaration.defaultOrder);
    for (const field of Object.values(declaration.fields)) add(`${at}.fields`, field);
    for (const collection of Object.values(declaration.collections ?? {})) add(`${at}.collections`, collection);
  }
  return keys;
}

describe('declaration keys', () => {
  it('are each read by some code', () => {
    const unread = [...declaredKeys()].filter(([key]) => !isRead(key)).map(([key, where]) => `${where}: ${key}`);
    expect(unread).toEqual([]);
  });

  it('finds a key nothing reads', () => {
    expect(isRead('sortable')).toBe(true);
    expect(isRead('nobodyReadsThisDeclarationKey')).toBe(false);
  });
});
