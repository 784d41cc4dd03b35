// Part of the released migration 2026-11-28-015-selling: stock and VAT on every product, the shop's
// settings, accounts' baskets and orders (docs/orders.md). Safe to run again (tests re-run migrations).
// At 1,000,000 products the product columns cost no rewrite: a nullable column and a constant default.
import { sql, type Kysely } from 'kysely';
import { createChangeTable } from './changeTableMigration';
import { hasColumn, isSqlite } from './dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type AnyDb = Kysely<any>;

export async function addSelling(db: AnyDb): Promise<void> {
  await addProductStockAndVat(db);
  await addShopSettings(db);
  await addBaskets(db);
  await addOrders(db);
}

/** `stock`: null is "not counted" (never sold out); `vat_rate`: 19 or 7, prices stay gross. */
async function addProductStockAndVat(db: AnyDb): Promise<void> {
  if (!(await hasColumn(db, 'products', 'stock')))
    await db.schema
      .alterTable('products')
      .addColumn('stock', 'integer', (col) => col.check(sql`stock >= 0`))
      .execute();
  if (!(await hasColumn(db, 'products', 'vat_rate')))
    await db.schema
      .alterTable('products')
      .addColumn('vat_rate', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(19)
          .check(sql`vat_rate in (7, 19)`),
      )
      .execute();
}

/** One row (id 1): the settings as JSON, and the version its ETag names; changes kept as categories' are. */
async function addShopSettings(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('settings', 'text', (col) => col.notNull())
    .execute();
  await createChangeTable(db, { table: 'shop_settings_changes' });
}

/** A signed-in shopper's basket, a row a line; the price as the shopper saw it, to tell a change. */
async function addBaskets(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('basket_lines')
    .ifNotExists()
    .addColumn('account', 'varchar(128)', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity between 1 and 99`))
    .addColumn('seen_price_cents', 'integer', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('basket_lines_pk', ['account', 'product_id'])
    .execute();
}

/**
 * Orders and their lines, written once with prices, tax and titles as sold. The idempotency key is
 * unique, so one key makes one order whatever the number of copies; no foreign key to products, so an
 * order outlives its product (a shop keeps orders ten years).
 */
async function addOrders(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('orders')
    .ifNotExists()
    .addColumn('number', isSqlite(db) ? 'integer' : 'serial', (col) => col.primaryKey())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('access_token', 'varchar(64)', (col) => col.notNull())
    .addColumn('account', 'varchar(128)')
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('street', 'varchar(200)', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(5)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('payment_method', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
    .addColumn('shipping_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tracking_number', 'varchar(100)')
    .execute();
  await db.schema.createIndex('orders_by_account').ifNotExists().on('orders').columns(['account', 'number']).execute();
  await db.schema.createIndex('orders_by_status').ifNotExists().on('orders').columns(['status', 'number']).execute();
  await db.schema.createIndex('orders_by_email').ifNotExists().on('orders').columns(['email', 'number']).execute();
  await db.schema
    .createTable('order_lines')
    .ifNotExists()
    .addColumn('order_number', 'integer', (col) => col.notNull().references('orders.number').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_rate', 'integer', (col) => col.notNull())
    .addColumn('counted', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_number', 'position'])
    .execute();
}
