// Prepared statements kept per database (the app's, a test's: each its own pool) and per key of their
// shape, each built the first time its shape is asked for and then reused.
import type { Executor } from './client';

export function statementCache<S>() {
  const byDatabase = new WeakMap<Executor, Map<string, S>>();
  return (db: Executor, key: string, build: () => S): S => {
    let statements = byDatabase.get(db);
    if (!statements) byDatabase.set(db, (statements = new Map()));
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = build()));
    return statement;
  };
}
