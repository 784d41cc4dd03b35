// A database call whose failure the client gets as a 503 with the caller's message, never a 500.
import { DatabaseUnavailableError } from '../http/errors';
import type { Words } from '../i18n/serverI18n';

export async function guarded<T>(query: () => Promise<T>, message: Words): Promise<T> {
  try {
    return await query();
  } catch (error) {
    throw new DatabaseUnavailableError(error, message);
  }
}
