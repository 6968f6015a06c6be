// Runs the work for one key after the previous work for that key has finished (in this process), so a
// double click on "Sincronizar" cannot create the same record twice in a remote system.
const running = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = running.get(key) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(work);
  running.set(key, current);
  try {
    return await current;
  } finally {
    if (running.get(key) === current) running.delete(key);
  }
}
