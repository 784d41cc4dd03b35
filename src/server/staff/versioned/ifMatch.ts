// The If-Match a change of a versioned record must send (RFC 9110 §13.1.1): 428 without it.
import { Type } from '@sinclair/typebox';
import { ApiError } from '../../http/errors';

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({ description: 'The ETag the record was read with: required (428 without it, 412 when stale).' }),
  ),
});

/** The If-Match header, or a 428: a change must say which version it was made over. */
export function requiredIfMatch(header: string | undefined, what: string): string {
  if (header === undefined || header.trim() === '')
    throw new ApiError(
      428,
      'precondition_required',
      `Send the ETag you read the ${what} with as If-Match, so a newer version is never overwritten unseen.`,
    );
  if (header.trim() === '*')
    throw new ApiError(
      428,
      'precondition_required',
      `If-Match must be the ETag you read the ${what} with; '*' does not say which version you saw.`,
    );
  return header;
}
