// The staff API: GET /api/admin/me tells the staff area who is signed in as staff;
// GET /api/admin/products answers its product table a page at a time; one product's edit (GET and
// PUT /api/admin/products/:id), its history and undo; adding (POST) and deleting (DELETE) a product.
import { Type, type Static } from '@sinclair/typebox';
import { ProductSchema } from './catalogSchemas';
import { MAX_PRODUCT_ID } from './plain';
import { conflictSchemaOf } from './conflictSchema';
import { refTo } from './schemaRef';

export const StaffMeSchema = Type.Object(
  {
    email: Type.String({ description: 'The verified email, as the staff list keeps it (trimmed, lower case).' }),
    pictureBaseUrl: Type.String({
      description: 'Where product pictures are served from (IMAGE_BASE_URL): a file name of `images` appended.',
    }),
  },
  { $id: 'StaffMe', description: 'The signed-in staff member.' },
);
export type StaffMe = Static<typeof StaffMeSchema>;

/** One line of the staff's product table: what it shows, not the whole product. */
export const AdminProductRowSchema = Type.Pick(ProductSchema, ['id', 'title', 'price', 'category', 'mark', 'image'], {
  $id: 'AdminProductRow',
  description: 'A product as the staff table lists it.',
});

/** A page of the staff's product table (GET /api/admin/products). */
export const AdminProductPageSchema = Type.Object(
  {
    q: Type.String({ description: "The search, trimmed; '' for the whole list." }),
    by: Type.Union([Type.Literal('list'), Type.Literal('id'), Type.Literal('title')], {
      description:
        "'list' for no search; 'id' when q is a product id ('12345' or '#12345') and, for a bare number, " +
        "a product has it; 'title' for a search of the titles, as the shop's own.",
    }),
    offset: Type.Integer({ description: 'Matching products before this page.' }),
    limit: Type.Integer({ description: 'The most products this page holds.' }),
    matching: Type.Integer({
      description: 'Products that match, up to a cap (the catalogue’s kept count for the list).',
    }),
    matchingCapped: Type.Boolean({ description: 'More than `matching` products match: the count stopped at its cap.' }),
    products: Type.Array(refTo(AdminProductRowSchema)),
  },
  { $id: 'AdminProductPage' },
);
export type AdminProductPage = Static<typeof AdminProductPageSchema>;

/** Picture file names, not URLs: what GET /api/admin/products/:id answers is what a PUT sends back. */
export const AdminProductSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID }),
    title: Type.String(),
    price: Type.Number({ description: 'Price in euros, at most 2 decimals (e.g. 1299 or 49.9).' }),
    description: Type.String(),
    mark: Type.String({ description: 'Brand label.' }),
    category: Type.String({ description: 'The catName of a category of the shop.' }),
    images: Type.Array(Type.String(), { description: 'Picture file names, main picture first (1 to 4).' }),
    stock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        'Items in stock, a whole number from 0; null: not counted (never sold out). Orders lower it, so it moves ' +
        'the ETag. Left out of a save: kept as stored; of an add: null.',
    }),
    vatRate: Type.Union([Type.Literal(19), Type.Literal(7)], {
      description: 'The VAT rate in the gross price, in per cent. Left out of a save: kept as stored; of an add: 19.',
    }),
  },
  {
    $id: 'AdminProduct',
    description: "A product as staff edit it: the catalogue import's fields, checked by the import's rules.",
  },
);
export type AdminProduct = Static<typeof AdminProductSchema>;

/** PUT /api/admin/products/:id: the product as read, where stock and VAT may be left out (kept as stored). */
export const AdminProductSaveSchema = Type.Composite(
  [
    Type.Omit(AdminProductSchema, ['stock', 'vatRate']),
    Type.Partial(Type.Pick(AdminProductSchema, ['stock', 'vatRate'])),
  ],
  {
    $id: 'AdminProductSave',
    description:
      "A product's save: the fields as read, checked by the import's rules; `stock` and `vatRate` left out keep theirs.",
  },
);

/** POST /api/admin/products: a new product; without an id it gets the next free one. */
export const AdminNewProductSchema = Type.Composite(
  [
    Type.Omit(AdminProductSchema, ['id', 'stock', 'vatRate']),
    Type.Partial(Type.Pick(AdminProductSchema, ['stock', 'vatRate'])),
    Type.Object({
      id: Type.Optional(
        Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID, description: 'Left out: the next free id (next-id).' }),
      ),
    }),
  ],
  { $id: 'AdminNewProduct', description: "A product to add: the import's fields, checked by the import's rules." },
);

/** The id an add proposes: above every product's, and every deleted one's in the history. */
export const AdminNextIdSchema = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID }) },
  { $id: 'AdminNextId', description: 'The next free product id, for the add form.' },
);
export type AdminNextId = Static<typeof AdminNextIdSchema>;

/** 412: the product changed since the staff member read it; `current` is it now, `etag` its ETag. */
export const AdminProductConflictSchema = conflictSchemaOf(
  AdminProductSchema,
  'AdminProductConflict',
  'The product as it is now.',
  'An error (412) that carries the newer version of the product.',
);
export type AdminProductConflict = Static<typeof AdminProductConflictSchema>;

/** 400: the error body, and for a product the import's rules refuse, each problem by field. */
export const AdminProductInvalidSchema = Type.Object(
  {
    error: Type.String({ description: "'invalid_product', or 'bad_request' for a bad id." }),
    message: Type.String({ description: 'A sentence a person can read: every problem.' }),
    problems: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.String({ description: "The field, e.g. 'price' or 'images[1]'." }),
          message: Type.String({ description: "The import's own text for the problem." }),
        }),
      ),
    ),
  },
  { $id: 'AdminProductInvalid', description: "An error (400); for a product, each problem the import's rules find." },
);
export type AdminProductInvalid = Static<typeof AdminProductInvalidSchema>;

/** One entry of a product's history. */
export const ProductChangeSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The change: undo it with POST …/history/{id}/undo.' }),
    at: Type.String({ format: 'date-time', description: 'When, UTC.' }),
    by: Type.String({ description: "The staff member's email." }),
    action: Type.String({ description: "'save', 'undo', 'add' or 'delete'." }),
    before: Type.Union([refTo(AdminProductSchema), Type.Null()], { description: 'The product before; null for none.' }),
    after: Type.Union([refTo(AdminProductSchema), Type.Null()], { description: 'The product after; null for none.' }),
    changed: Type.Array(Type.String(), { description: 'The fields whose value differs between before and after.' }),
    undoes: Type.Optional(Type.Integer({ description: 'An undo: the change it undid.' })),
  },
  { $id: 'ProductChange', description: 'One change of a product: who, when, and each field before and after.' },
);

export const ProductHistorySchema = Type.Object(
  {
    changes: Type.Array(refTo(ProductChangeSchema), { description: 'Newest first.' }),
    nextBefore: Type.Optional(
      Type.Integer({ description: 'More are older: ask again with ?before= this. Absent at the first change.' }),
    ),
  },
  { $id: 'ProductHistory', description: "A page of a product's history, newest first." },
);
export type ProductHistory = Static<typeof ProductHistorySchema>;

// Catalogue imports from the browser (docs/staff.md, "Importing a catalogue file"): a preview, the
// import it confirms (its progress streamed as NDJSON), and every import's entry, CLI ones too.
const ImportMode = Type.Union([Type.Literal('upsert'), Type.Literal('replace')], {
  description: "'upsert' adds and changes the file's products; 'replace' makes the file the whole catalogue.",
});
const ImportFormat = Type.Union([Type.Literal('json'), Type.Literal('jsonl'), Type.Literal('csv')], {
  description: "From the file name: '.csv', '.jsonl' or '.ndjson', else the JSON object.",
});
const importCounts = {
  categories: Type.Integer({ description: 'Categories the file lists (for a CSV replace, the shop’s, kept).' }),
  products: Type.Integer({ description: 'Product rows the file holds.' }),
  added: Type.Integer({ description: 'Products the shop does not have yet.' }),
  changed: Type.Integer({
    description: 'Products whose title, price, description, mark, category, pictures, stock or VAT rate change.',
  }),
  unchanged: Type.Integer({ description: 'Products the file gives as they are.' }),
  removed: Type.Integer({ description: 'Products a replace removes (0 for an upsert).' }),
};

export const ImportEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time', description: 'When it landed, UTC.' }),
    by: Type.String({ description: "The staff member's email, or for the CLI the user who ran it." }),
    via: Type.Union([Type.Literal('browser'), Type.Literal('cli')]),
    file: Type.String({ description: 'The file as named (its path for the CLI).' }),
    bytes: Type.Integer(),
    sha256: Type.String({ description: "The file's SHA-256, hex." }),
    format: ImportFormat,
    mode: ImportMode,
    ...importCounts,
  },
  { $id: 'ImportEntry', description: 'One catalogue import: who, when, which file, and what it did.' },
);
export type ImportEntry = Static<typeof ImportEntrySchema>;

export const ImportHistorySchema = Type.Object(
  {
    imports: Type.Array(refTo(ImportEntrySchema), { description: 'Newest first.' }),
    nextBefore: Type.Optional(Type.Integer({ description: 'More are older: ask again with ?before= this.' })),
  },
  { $id: 'ImportHistory', description: 'A page of the catalogue imports, newest first.' },
);
export type ImportHistory = Static<typeof ImportHistorySchema>;

export const ImportPreviewSchema = Type.Object(
  {
    file: Type.String({ description: 'The name the file was sent with.' }),
    bytes: Type.Integer(),
    format: ImportFormat,
    mode: ImportMode,
    ...importCounts,
    invalid: Type.Object(
      {
        total: Type.Integer({ description: 'Rows with a problem; the import needs none.' }),
        rows: Type.Array(
          Type.Object({
            line: Type.Integer({ description: "The file's line the row (record) starts on." }),
            problems: Type.Array(Type.String(), { description: "The import's own words, one a problem." }),
          }),
          { description: 'The first 1,000 by line.' },
        ),
      },
      { description: 'The rows the import would refuse.' },
    ),
    problem: Type.Optional(
      Type.String({ description: 'The file as a whole cannot be read (not JSON, no CSV header).' }),
    ),
    token: Type.Optional(
      Type.String({
        description:
          'Present when the file can be imported: send it with the same file to POST /api/admin/imports. ' +
          'It names the file (SHA-256), the mode, the catalogue version and these counts.',
      }),
    ),
  },
  { $id: 'ImportPreview', description: 'What importing the file would do; nothing is written.' },
);
export type ImportPreview = Static<typeof ImportPreviewSchema>;

/** One line of the import's NDJSON answer. */
export const ImportProgressSchema = Type.Union(
  [
    Type.Object({
      type: Type.Literal('progress'),
      phase: Type.Union([Type.Literal('counting'), Type.Literal('writing')], {
        description:
          "'counting': compared again in the import's transaction; 'writing': checked and written (at `total`, " +
          'the search index and word list are brought up to date).',
      }),
      done: Type.Integer({ description: 'Products through this phase.' }),
      total: Type.Integer({ description: "The file's products." }),
    }),
    Type.Object({ type: Type.Literal('done'), import: refTo(ImportEntrySchema) }),
    Type.Object({
      type: Type.Literal('error'),
      status: Type.Integer({ description: 'The status this error would have had, had the answer not begun.' }),
      error: Type.String(),
      message: Type.String(),
    }),
  ],
  { $id: 'ImportProgress', description: 'One line of an import’s NDJSON answer; the last is done or error.' },
);
export type ImportProgress = Static<typeof ImportProgressSchema>;

/** POST /api/admin/pictures: a photo in the picture store, as a product's `images` entry names it. */
export const UploadedPictureSchema = Type.Object(
  {
    name: Type.String({
      description: "The stored name, '<hash>-<largest width>.webp': put it in a product's `images`.",
      examples: ['0123456789abcdef0123-1280.webp'],
    }),
    url: Type.String({ description: 'Where shoppers get it (IMAGE_BASE_URL + name); its other sizes beside it.' }),
  },
  { $id: 'UploadedPicture', description: 'A photo encoded into the picture store (AVIF and WebP at its widths).' },
);
export type UploadedPicture = Static<typeof UploadedPictureSchema>;
