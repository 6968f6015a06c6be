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
    /** Takes over another queue's tasks: a bulk row's, once its savepoint held. */
    adopt: (other: { tasks: readonly CommitTask[] }) => {
      tasks.push(...other.tasks);
    },
    tasks: tasks as readonly CommitTask[],
    run: async (app: FastifyInstance) => {
      for (const task of tasks) await task(app);
    },
  };
}
