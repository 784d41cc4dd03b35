// The 412 every versioned record of the staff API answers when it changed since it was read: the
// record as it is now and its ETag, to save over it (docs/staff.md). One shape for all of them.
import { Type, type TSchema } from '@sinclair/typebox';
import { refTo } from './schemaRef';

/** `$id`: the answer's name in OpenAPI; `now`: how its `current` reads ('The product as it is now.'). */
export const conflictSchemaOf = <T extends TSchema>(record: T, $id: string, now: string, description: string) =>
  Type.Object(
    {
      error: Type.String({ description: "'changed_since_read'" }),
      message: Type.String(),
      current: refTo(record, { description: now }),
      etag: Type.String({ description: 'The ETag of `current`: send it as If-Match to save over it.' }),
    },
    { $id, description },
  );
