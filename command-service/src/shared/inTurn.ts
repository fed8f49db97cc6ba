/**
 * Runs tasks that share a key one after another in this process, and tasks of different keys
 * side by side. Writers of the same streams then wait their turn instead of refusing each
 * other's appends; other processes' writers are still met by `retryOnConflict`.
 */
export function inTurnByKey(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>()
  return async (key, task) => {
    // A tail never rejects: the task before this one ended, whichever way.
    const turn = (tails.get(key) ?? Promise.resolve()).then(() => task())
    const tail = turn.catch(() => undefined)
    tails.set(key, tail)
    try {
      return await turn
    } finally {
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}
