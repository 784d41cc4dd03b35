// A reference to a named schema ({ $ref: 'Product' }) that keeps the named schema's type, so a shape
// built of others (a page of products) is still one Static<> away from its TypeScript type.
import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** Only a schema with an `$id` can be referred to (the server registers it with `addSchema`). */
export function refTo<T extends TSchema>(schema: T, options?: SchemaOptions): TUnsafe<Static<T>> {
  if (!schema.$id) throw new Error('A schema referred to needs an $id.');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id, options));
}
