// The shop settings in the staff API (GET/PUT /api/admin/shop-settings, over If-Match, and their
// history) and what shoppers' screens read of them (GET /api/shop). The types are selling.ts's; the
// checks at the end fail the typecheck when a schema and its interface part.
import { Type, type Static } from '@sinclair/typebox';
import { conflictSchemaOf } from './conflictSchema';
import { refTo } from './schemaRef';
import type { ShippingRule, ShopInfo, ShopSettings, Seller } from './selling';

const text = (description: string) => Type.String({ maxLength: 200, description });
const cents = (description: string) => Type.Integer({ minimum: 0, description });

export const SellerSchema = Type.Object(
  {
    name: text('The seller as the imprint names them (a person or a company with its legal form).'),
    street: text('Street and number.'),
    postalCode: Type.String({ description: 'Five digits (Germany).', examples: ['10115'] }),
    city: text('The city.'),
    email: text('Where shoppers reach the seller.'),
    phone: Type.Optional(text('Optional.')),
    vatId: Type.Optional(text("Optional: the seller's VAT id (USt-IdNr.).")),
    iban: Type.Optional(
      text('For payment in advance: required when `prepayment` is offered; its checksum is checked.'),
    ),
  },
  { $id: 'Seller', description: "The seller: the imprint's facts and the account for payment in advance." },
);

export const ShippingRuleSchema = Type.Object(
  {
    flatCents: cents('Shipping per order in cents, below `freeFromCents`.'),
    freeFromCents: cents('Orders whose subtotal reaches this (cents) ship free.'),
  },
  { $id: 'ShippingRule' },
);

const PaymentMethodSchema = Type.Union([Type.Literal('prepayment'), Type.Literal('invoice')]);

const legalText = (description: string) =>
  Type.String({ description: `${description}: plain text, paragraphs split by blank lines.` });

export const ShopSettingsSchema = Type.Object(
  {
    selling: Type.Boolean({ description: 'false: catalogue mode (the default); true: shoppers can order.' }),
    seller: refTo(SellerSchema),
    shipping: refTo(ShippingRuleSchema),
    paymentMethods: Type.Array(PaymentMethodSchema, { uniqueItems: true, description: 'The payment methods offered.' }),
    legal: Type.Object(
      {
        imprint: legalText('Impressum (/impressum)'),
        terms: legalText('AGB (/agb)'),
        withdrawal: legalText('Widerrufsbelehrung (/widerrufsbelehrung)'),
        privacy: legalText('Datenschutz (/datenschutz)'),
        shippingInfo: legalText('Versand & Zahlung (/versand-und-zahlung)'),
      },
      { description: "The owner's legal texts, each a page of the shop with selling on." },
    ),
  },
  {
    $id: 'ShopSettings',
    description:
      "The shop's settings; a text not yet filled in is ''. Saved incomplete with `selling` false; " +
      '`selling` true needs every required field (400 names each missing one).',
  },
);

export const ShopInfoSchema = Type.Union(
  [
    Type.Object({ selling: Type.Literal(false) }, { description: 'Catalogue mode: nothing else is told.' }),
    Type.Object({
      selling: Type.Literal(true),
      seller: refTo(SellerSchema),
      shipping: refTo(ShippingRuleSchema),
      paymentMethods: Type.Array(PaymentMethodSchema),
    }),
  ],
  { $id: 'ShopInfo', description: "What shoppers' screens need of the shop settings." },
);

/** 412: the settings changed since they were read; `current` is them now, `etag` their ETag. */
export const ShopSettingsConflictSchema = conflictSchemaOf(
  ShopSettingsSchema,
  'ShopSettingsConflict',
  'The settings as they are now.',
  'An error (412) that carries the newer settings.',
);
export type ShopSettingsConflict = Static<typeof ShopSettingsConflictSchema>;

/** 400: each problem by field ('seller.postalCode', 'legal.terms'), missing ones too when selling is asked for. */
export const ShopSettingsInvalidSchema = Type.Object(
  {
    error: Type.String({ description: "'invalid_settings'" }),
    message: Type.String({ description: 'A sentence a person can read: every problem.' }),
    problems: Type.Array(
      Type.Object({
        field: Type.String({ description: "The field, e.g. 'seller.iban' or 'legal.terms'." }),
        message: Type.String(),
      }),
    ),
  },
  { $id: 'ShopSettingsInvalid', description: 'An error (400): the settings were not saved; each problem by field.' },
);
export type ShopSettingsInvalid = Static<typeof ShopSettingsInvalidSchema>;

export const ShopSettingsChangeSchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time', description: 'When, UTC.' }),
    by: Type.String({ description: "The staff member's email." }),
    action: Type.String({ description: "'save'." }),
    before: Type.Union([refTo(ShopSettingsSchema), Type.Null()], { description: 'Before.' }),
    after: Type.Union([refTo(ShopSettingsSchema), Type.Null()], { description: 'After.' }),
    changed: Type.Array(Type.String(), { description: "The parts that differ ('seller', 'legal', …)." }),
  },
  { $id: 'ShopSettingsChange', description: 'One change of the shop settings: who, when, before and after.' },
);

export const ShopSettingsHistorySchema = Type.Object(
  {
    changes: Type.Array(refTo(ShopSettingsChangeSchema), { description: 'Newest first.' }),
    nextBefore: Type.Optional(
      Type.Integer({ description: 'More are older: ask again with ?before= this. Absent at the first change.' }),
    ),
  },
  { $id: 'ShopSettingsHistory', description: "A page of the shop settings' history, newest first." },
);
export type ShopSettingsHistory = Static<typeof ShopSettingsHistorySchema>;

// The schemas hold exactly selling.ts's interfaces: a difference either way fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const holds = <T extends true>(proof: T): T => proof;
holds<Same<Static<typeof SellerSchema>, Seller>>(true);
holds<Same<Static<typeof ShippingRuleSchema>, ShippingRule>>(true);
holds<Same<Static<typeof ShopSettingsSchema>, ShopSettings>>(true);
holds<Same<Static<typeof ShopInfoSchema>, ShopInfo>>(true);
