// The If-Match a change of a versioned record must send (RFC 9110 §13.1.1): 428 without it.
import { Type } from '@sinclair/typebox';
import { ApiError } from '../../http/errors';

/** What a versioned record is, as its messages name it. */
export type RecordNoun = 'product' | 'category' | 'order' | 'settings';

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({ description: 'The ETag the record was read with: required (428 without it, 412 when stale).' }),
  ),
});

/** The If-Match header, or a 428: a change must say which version it was made over. */
export function requiredIfMatch(header: string | undefined, what: RecordNoun): string {
  if (header === undefined || header.trim() === '')
    throw new ApiError(428, 'precondition_required', (i18n) =>
      i18n._({
        id: 'api.staff.ifMatch.missing',
        message:
          '{what, select, product {Send the ETag you read the product with as If-Match, so a newer version is never overwritten unseen.} category {Send the ETag you read the category with as If-Match, so a newer version is never overwritten unseen.} order {Send the ETag you read the order with as If-Match, so a newer version is never overwritten unseen.} other {Send the ETag you read the settings with as If-Match, so a newer version is never overwritten unseen.}}',
        values: { what },
      }),
    );
  if (header.trim() === '*')
    throw new ApiError(428, 'precondition_required', (i18n) =>
      i18n._({
        id: 'api.staff.ifMatch.any',
        message:
          "{what, select, product {If-Match must be the ETag you read the product with; '*' does not say which version you saw.} category {If-Match must be the ETag you read the category with; '*' does not say which version you saw.} order {If-Match must be the ETag you read the order with; '*' does not say which version you saw.} other {If-Match must be the ETag you read the settings with; '*' does not say which version you saw.}}",
        values: { what },
      }),
    );
  return header;
}
