// GET /api/account: everything the shop keeps for an account, as a JSON download (GDPR Articles 15
// and 20).
import { Type, type Static } from '@sinclair/typebox';

export const AccountExportSchema = Type.Object({
  account: Type.String({ description: 'The account (the Firebase uid).' }),
  exportedAt: Type.String({ format: 'date-time' }),
  favourites: Type.Array(
    Type.Object({
      productId: Type.Integer(),
      markedAt: Type.String({ format: 'date-time', description: 'UTC.' }),
    }),
  ),
});
/** The answer of GET /api/account. */
export type AccountExport = Static<typeof AccountExportSchema>;
