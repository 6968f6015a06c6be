// Modules that import each other, directly or around a longer circle, load in an order that decides what
// each one sees (an import still undefined while the other half runs) and can no longer be understood or
// reused apart. This walk reads every relative import (type-only and lazy ones too) of server/, common/ and
// src/, finds the groups of modules that reach each other, and fails on any group not allowed below.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['server', 'common', 'src'];

/** Each table holds a foreign key to the other (users.person_id, persons.created_by_id); Drizzle resolves both lazily. */
const ALLOWED = [['server/platform/db/schema/persons.ts', 'server/platform/db/schema/users.ts']];

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** The file a relative specifier names, as the bundler resolves it: the path, a .ts/.tsx file, or a folder's index. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(from, '..', specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile());
}

function importGraph(): Map<string, string[]> {
  const files = FOLDERS.flatMap(sourceFiles);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== undefined);
      return [file, targets];
    }),
  );
}

/** Tarjan's strongly connected components of two or more modules (or one that imports itself), each sorted. */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe('import circles', () => {
  it('appear nowhere in server/, common/ and src/ but where allowed', () => {
    // A group within an allowed one is what remains of it once part of that circle is taken apart.
    const isAllowed = (group: string[]) => ALLOWED.some((known) => group.every((file) => known.includes(file)));
    expect(circles(importGraph()).filter((group) => !isAllowed(group))).toEqual([]);
  });

  it('are found by the walk', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
