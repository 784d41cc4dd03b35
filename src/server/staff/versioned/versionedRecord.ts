// What every versioned record shares (products, categories; next orders and shop settings): a strong
// ETag of exactly the fields it answers, the If-Match check, the import's problems by field, and the
// outcomes of a change that the routes answer (docs/staff.md).
import { createHash } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { saidProblems, type FieldWords } from '../../http/fieldProblems';
import type { Words } from '../../i18n/serverI18n';

/** A record as read, with the ETag a change must send back as If-Match. */
export interface Versioned<R> {
  record: R;
  etag: string;
}

export type { FieldWords } from '../../http/fieldProblems';

/** What a change of a record came to; `Refusal`: the resource's own refusals (a taken id, a name in use). */
export type EditOutcome<R, Refusal extends { kind: string } = never> =
  | ({ kind: 'saved' } & Versioned<R>)
  | { kind: 'removed' }
  | { kind: 'not_found' }
  | { kind: 'stale'; current: R; etag: string }
  | { kind: 'invalid'; problems: readonly FieldWords[] }
  | Refusal;

/** A strong ETag ('"p-…"' for `prefix` 'p'): a hash of the values, so any write that changes one changes it. */
export function strongEtag(prefix: string, values: readonly unknown[]): string {
  const hash = createHash('sha256').update(JSON.stringify(values));
  return `"${prefix}-${hash.digest('base64url').slice(0, 32)}"`;
}

/** A strong ETag of a record that counts its versions ('"o-7"' for `prefix` 'o'): every write moves it. */
export const versionEtag = (prefix: string, version: number): string => `"${prefix}-${version}"`;

/** If-Match holds this ETag (one of a list); strong comparison, so a weak W/"…" never matches. */
export function ifMatchHolds(ifMatch: string, etag: string): boolean {
  return ifMatch.split(',').some((tag) => tag.trim() === etag);
}

/** A record whose `id` is not its address's: the problem of a staff form's body (its field 'id'). */
export const addressIdWords =
  (id: number, got: unknown): Words =>
  (i18n) =>
    i18n._({
      id: 'api.staff.problem.addressId',
      message: 'field {field} must be the id in the address, {id}, got {got}',
      values: { field: "'id'", id: String(id), got: String(got) },
    });

/** The problems as one sentence's list, for a message, in `i18n`'s language. */
export const problemList = (i18n: I18n, problems: readonly FieldWords[]): string =>
  saidProblems(i18n, problems)
    .map((problem) => problem.message)
    .join('; ');

/** The body with the address's id where it gives none (the id is the address's, not the body's). */
export function withId(body: unknown, id: number): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !('id' in body) ? { ...body, id } : body;
}
