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
  orders: Type.Array(
    Type.Object({
      number: Type.Integer(),
      placedAt: Type.String({ format: 'date-time', description: 'UTC.' }),
      status: Type.String(),
      email: Type.String(),
      name: Type.String(),
      address: Type.Object({
        street: Type.String(),
        postalCode: Type.String(),
        city: Type.String(),
        country: Type.String(),
      }),
      paymentMethod: Type.String(),
      totalCents: Type.Integer(),
      lines: Type.Array(
        Type.Object({
          productId: Type.Integer(),
          title: Type.String(),
          quantity: Type.Integer(),
          unitPriceCents: Type.Integer(),
        }),
      ),
    }),
    { description: 'The orders placed signed in to this account, oldest first.' },
  ),
});
/** The answer of GET /api/account. */
export type AccountExport = Static<typeof AccountExportSchema>;
