// What a versioned resource's answers carry besides the body: the ETag the next write must name
// (If-Match), and, for a refused call, the HTTP status and the body that says why.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** A version as read or saved, with the ETag its next write sends. */
export interface Versioned {
  etag: string;
}

/** The answer's ETag ('' when the server sent none). */
export const etagOf = (meta: FetchBaseQueryMeta | undefined): string => meta?.response?.headers.get('etag') ?? '';

/** A failed call's HTTP status and body; undefined for no answer at all (offline, signed out). */
export function httpFailure(error: FetchBaseQueryError | SerializedError | undefined) {
  return error && 'status' in error && typeof error.status === 'number'
    ? { status: error.status, body: error.data }
    : undefined;
}
