// PostgreSQL undoes a whole statement or transaction that deadlocked with another or could not be
// serialized (40P01, 40001): nothing of it was written, so it is tried again, after a short random
// wait so that the two writers part ways. A deadlock is the database's fault, never the user's:
// a submit must not answer 500 for it, nor a verdict be lost to it.
const RETRYABLE = new Set(['40P01', '40001']);
export const CONFLICT_TRIES = 6;

export async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await work();
    } catch (err) {
      if (tries >= CONFLICT_TRIES || !RETRYABLE.has((err as { code?: string }).code ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * tries));
    }
  }
}
