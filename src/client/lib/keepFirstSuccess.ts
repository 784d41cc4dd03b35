// A loader whose first success is kept by its owner (the store's services), never by a module.

/** `load` runs once and its answer is kept; a failure is forgotten, so the next call tries again. */
export function keepFirstSuccess<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
