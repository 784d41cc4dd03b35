// Turns an RTK Query error into a sentence for the shopper (the spec does not handle failures).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '@/contract';
import * as i18n from '@/client/i18n/i18n';

export type QueryError = FetchBaseQueryError | SerializedError | undefined;

export function isNotFound(error: QueryError): boolean {
  return error !== undefined && 'status' in error && error.status === 404;
}

export function describeApiError(error: QueryError): string {
  if (!error || !('status' in error))
    return i18n._({ id: 'api.error.unknown', message: 'Something went wrong while loading. Please try again.' });
  switch (error.status) {
    case 'FETCH_ERROR':
      return i18n._({
        id: 'api.error.unreachable',
        message: 'The shop cannot be reached right now. Check your connection and try again.',
      });
    case 'TIMEOUT_ERROR':
      return i18n._({ id: 'api.error.timeout', message: 'The shop is taking too long to answer. Please try again.' });
    case 'PARSING_ERROR':
      return i18n._({
        id: 'api.error.unreadable',
        message: 'The shop sent an answer we could not read. Please try again.',
      });
    case 'CUSTOM_ERROR':
      return error.error;
    default:
      return (
        serverMessage(error.data) ??
        i18n._({
          id: 'api.error.status',
          message: 'The shop answered with an error ({status}). Please try again.',
          values: { status: error.status },
        })
      );
  }
}

function serverMessage(data: unknown): string | undefined {
  const body = data as Partial<ApiErrorBody> | null | undefined;
  return typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
}
