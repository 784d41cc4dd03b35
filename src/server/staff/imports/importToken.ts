// The preview's token: what was previewed (the file's SHA-256, name, mode) and against what (the
// catalogue version and the counts). Plain base64url JSON, no secret: the confirm checks the file's
// hash itself and the import checks the catalogue again, so a forged token can only be refused.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ApiError } from '../../http/errors';

const count = Type.Integer({ minimum: 0 });
const PreviewTokenSchema = Type.Object({
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
  mode: Type.Union([Type.Literal('upsert'), Type.Literal('replace')]),
  version: count,
  figures: Type.Object({
    categories: count,
    products: count,
    added: count,
    changed: count,
    unchanged: count,
    removed: count,
  }),
});
export type PreviewToken = Static<typeof PreviewTokenSchema>;

export const encodeToken = (token: PreviewToken): string => Buffer.from(JSON.stringify(token)).toString('base64url');

export function decodeToken(text: string): PreviewToken {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (!Value.Check(PreviewTokenSchema, value))
    throw new ApiError(400, 'bad_request', (i18n) =>
      i18n._({ id: 'api.import.badToken', message: 'The token is not one a preview gave. Preview the file first.' }),
    );
  return value;
}
