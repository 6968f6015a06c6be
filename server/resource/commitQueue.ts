// What a write leaves for after its transaction commits: a hook queues it (ctx.onCommit, ./parts.ts) and
// the route that opened the transaction runs it once the transaction holds, so nothing outside the
// database (a file in storage) changes for a write that was refused or rolled back.
import type { FastifyInstance } from 'fastify';

export type CommitTask = (app: FastifyInstance) => Promise<void>;

export function commitQueue() {
  const tasks: CommitTask[] = [];
  return {
    onCommit: (task: CommitTask) => {
      tasks.push(task);
    },
    tasks: tasks as readonly CommitTask[],
    run: async (app: FastifyInstance) => {
      for (const task of tasks) await task(app);
    },
  };
}

export type CommitQueue = ReturnType<typeof commitQueue>;

/**
 * One row of a bulk run (./bulk.ts), written with its own queue, whose tasks join the run's only once the
 * row's write held: a refused row's go with its savepoint.
 */
export async function queuedRow<T>(queue: CommitQueue, write: (onCommit: CommitQueue['onCommit']) => Promise<T>): Promise<T> {
  const row = commitQueue();
  const result = await write(row.onCommit);
  for (const task of row.tasks) queue.onCommit(task);
  return result;
}
