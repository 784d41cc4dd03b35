// One set of migrations for SQLite and PostgreSQL: only Kysely's portable schema builder is used.
// A released migration must do the same on every database it ever meets, so the data it works on is
// written into it here, never read from code that changes (such as the demo catalogue).
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { createChangeTable } from './changeTableMigration';
import { hasColumn, isSqlite } from './dialect';
import { addPhraseJoinIndex } from './phraseJoinIndex';
import { addSelling } from './sellingMigration';
import { addTitleSearch } from './titleSearchMigration';
import { leaveUpkeepJob, UPKEEP_JOBS } from './upkeep/upkeepJobs';
import { addWordList } from './wordListMigration';

// Migrations must not depend on today's table types, and the migrator works on any schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The demo product pictures as the SVG releases seeded them (before 2026-11-21); frozen. */
// prettier-ignore
const DEMO_PRODUCT_SVG_PICTURES: readonly string[] = [
  'akku-bohrschrauber-18v-1.svg', 'akku-bohrschrauber-18v-2.svg', 'akku-bohrschrauber-18v-3.svg',
  'akku-schrauber-kompakt-1.svg', 'akku-schrauber-kompakt-2.svg', 'akku-stielsauger-1.svg', 'akku-stielsauger-2.svg',
  'akku-stielsauger-3.svg', 'basketball-outdoor-1.svg', 'basketball-outdoor-2.svg', 'bodenstaubsauger-beutellos-1.svg',
  'bodenstaubsauger-beutellos-2.svg', 'bodenstaubsauger-beutellos-3.svg', 'bohrhammer-sds-plus-1.svg',
  'bohrhammer-sds-plus-2.svg', 'bohrhammer-sds-plus-3.svg', 'bohrhammer-sds-plus-4.svg', 'boxershorts-5er-1.svg',
  'boxershorts-5er-2.svg', 'boxershorts-5er-3.svg', 'business-notebook-15-1.svg', 'business-notebook-15-2.svg',
  'chelsea-boots-wildleder-1.svg', 'chelsea-boots-wildleder-2.svg', 'convertible-13-1.svg', 'convertible-13-2.svg',
  'convertible-13-3.svg', 'ecksofa-cord-1.svg', 'ecksofa-cord-2.svg', 'ecksofa-cord-3.svg', 'ecksofa-cord-4.svg',
  'frottier-handtuecher-1.svg', 'frottier-handtuecher-2.svg', 'frottier-handtuecher-3.svg', 'fussball-groesse-5-1.svg',
  'fussball-groesse-5-2.svg', 'gaming-laptop-16-1.svg', 'gaming-laptop-16-2.svg', 'gaming-laptop-16-3.svg',
  'kissenbezug-leinen-1.svg', 'kissenbezug-leinen-2.svg', 'kopfhoerer-bluetooth-1.svg', 'kopfhoerer-bluetooth-2.svg',
  'kopfhoerer-bluetooth-3.svg', 'kuechenstuhl-eiche-1.svg', 'kuechenstuhl-eiche-2.svg', 'kurzhantel-set-1.svg',
  'kurzhantel-set-2.svg', 'kurzhantel-set-3.svg', 'kuschelsocken-winter-1.svg', 'langhantel-set-1.svg',
  'langhantel-set-2.svg', 'laufschuh-daempfung-1.svg', 'laufschuh-daempfung-2.svg', 'laufschuh-daempfung-3.svg',
  'laufschuh-daempfung-4.svg', 'ledersofa-dreisitzer-1.svg', 'ledersofa-dreisitzer-2.svg', 'ledersofa-dreisitzer-3.svg',
  'merino-socken-1.svg', 'merino-socken-2.svg', 'merino-socken-3.svg', 'notebook-ultraleicht-14-1.svg',
  'notebook-ultraleicht-14-2.svg', 'notebook-ultraleicht-14-3.svg', 'notebook-ultraleicht-14-4.svg',
  'ohrensessel-wolle-1.svg', 'ohrensessel-wolle-2.svg', 'poloshirt-pique-1.svg', 'poloshirt-pique-2.svg',
  'premium-saugroboter-1.svg', 'premium-saugroboter-2.svg', 'premium-saugroboter-3.svg',
  'profi-bohrschrauber-brushless-1.svg', 'profi-bohrschrauber-brushless-2.svg', 'profi-bohrschrauber-brushless-3.svg',
  'profi-nass-trockensauger-1.svg', 'profi-nass-trockensauger-2.svg', 'pumps-klassisch-1.svg', 'pumps-klassisch-2.svg',
  'retroshorts-modal-1.svg', 'retroshorts-modal-2.svg', 'saugroboter-app-1.svg', 'saugroboter-app-2.svg',
  'saugroboter-app-3.svg', 'saugroboter-app-4.svg', 'schlagbohrmaschine-850w-1.svg', 'schlagbohrmaschine-850w-2.svg',
  'sessel-lounge-ausstellung-1.svg', 'sessel-lounge-ausstellung-2.svg', 'sessel-lounge-samt-1.svg',
  'sessel-lounge-samt-2.svg', 'sessel-lounge-samt-3.svg', 'sneaker-leder-weiss-1.svg', 'sneaker-leder-weiss-2.svg',
  'sneaker-leder-weiss-3.svg', 'sportsocken-6er-1.svg', 'sportsocken-6er-2.svg', 'stehleuchte-messing-1.svg',
  'stehleuchte-messing-2.svg', 'strandtuch-xxl-1.svg', 'studenten-laptop-15-1.svg', 'studenten-laptop-15-2.svg',
  'tennisschlaeger-carbon-1.svg', 'tennisschlaeger-carbon-2.svg', 'tischleuchte-keramik-1.svg',
  'tshirt-biobaumwolle-1.svg', 'tshirt-biobaumwolle-2.svg', 'tshirt-biobaumwolle-3.svg', 'tshirt-biobaumwolle-4.svg',
  'wasserkocher-glas-1.svg', 'wasserkocher-glas-2.svg', 'winterstiefel-gefuettert-1.svg',
  'winterstiefel-gefuettert-2.svg', 'winterstiefel-gefuettert-3.svg', 'workstation-laptop-17-1.svg',
  'workstation-laptop-17-2.svg', 'workstation-laptop-17-3.svg', 'workstation-laptop-17-4.svg', 'zierkissen-samt-1.svg',
  'zierkissen-samt-2.svg', 'zierkissen-samt-3.svg', 'zweisitzer-leinen-1.svg', 'zweisitzer-leinen-2.svg',
  'zweisitzer-leinen-3.svg',
];

/** The demo category tiles as the releases before 2026-11-22 seeded them; frozen. */
// prettier-ignore
const DEMO_CATEGORY_SVG_TILES: readonly string[] = [
  '/images/categories/drilling-machine.svg', '/images/categories/laptop.svg', '/images/categories/sale.svg',
  '/images/categories/shoes.svg', '/images/categories/sofa.svg', '/images/categories/sport.svg',
  '/images/categories/textile.svg', '/images/categories/underwear.svg', '/images/categories/vacuum-cleaner.svg',
];

const migrations: Record<string, Migration> = {
  '2026-11-21-001-catalogue': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('cat_name', 'varchar(100)', (col) => col.notNull().unique())
        .addColumn('bg_color', 'varchar(32)', (col) => col.notNull())
        .addColumn('image_url', 'varchar(500)', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('title', 'varchar(200)', (col) => col.notNull())
        .addColumn('price_cents', 'integer', (col) => col.notNull().check(sqlNonNegative('price_cents')))
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('mark', 'varchar(100)', (col) => col.notNull())
        .addColumn('category', 'varchar(100)', (col) => col.notNull().references('categories.cat_name'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('products_position').on('products').columns(['position', 'id']).execute();
      await db.schema
        .createTable('product_images')
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('file', 'varchar(300)', (col) => col.notNull())
        .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
        .execute();
      await db.schema
        .createTable('catalog_meta')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      // Version 0 means "never filled": the demo seed runs only then, so an emptied shop stays empty.
      await db.insertInto('catalog_meta').values({ id: 1, version: 0 }).execute();
    },
  },
  '2026-11-21-002-demo-pictures-webp': {
    // The demo catalogue's product pictures ship as WebP now (scripts/generate-images.ts); a shop
    // seeded before still names the SVG files, which are no longer shipped.
    async up(db: AnyDb) {
      await renameDemoSvgPictures(db, 'product_images', 'file', DEMO_PRODUCT_SVG_PICTURES);
    },
  },
  '2026-11-22-003-demo-category-pictures-webp': {
    // The same for the demo categories' tile pictures (WebP since 2026-11-22); a category with a
    // picture of its own keeps it.
    async up(db: AnyDb) {
      await renameDemoSvgPictures(db, 'categories', 'image_url', DEMO_CATEGORY_SVG_TILES);
    },
  },
  '2026-11-24-004-favourites': {
    // Favourites by account. No foreign key: a replacing import deletes every product, and a favourite
    // whose product comes back keeps its place. `if not exists`: tests re-run the migrations.
    async up(db: AnyDb) {
      await db.schema
        .createTable('favourites')
        .ifNotExists()
        .addColumn('account', 'varchar(128)', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .addPrimaryKeyConstraint('favourites_pk', ['account', 'product_id'])
        .execute();
    },
  },
  '2026-11-24-005-catalogue-changed-at': {
    // When the catalogue last changed (the sitemap's lastmod); no default, as SQLite cannot add a column
    // defaulting to CURRENT_TIMESTAMP, so an older catalogue gets the migration's time.
    async up(db: AnyDb) {
      // Tests re-run the migrations after deleting their records (as for 004): the column is added
      // only when the row has none, found without a failing query (which ends PostgreSQL's transaction).
      const meta = await db.selectFrom('catalog_meta').selectAll().where('id', '=', 1).executeTakeFirst();
      if (meta && 'changed_at' in meta) return;
      await db.schema.alterTable('catalog_meta').addColumn('changed_at', 'timestamptz').execute();
      await db
        .updateTable('catalog_meta')
        .set({ changed_at: sql`CURRENT_TIMESTAMP` })
        .execute();
    },
  },
  '2026-11-24-006-title-search': {
    // Search over any number of products: each title's search text (the contract's fold) in
    // products.search_title, under a substring index (SQLite FTS5 trigram, PostgreSQL pg_trgm).
    up: (db: AnyDb) => addTitleSearch(db),
  },
  '2026-11-26-007-unique-positions': {
    // One product per list position: where positions run 0…n−1 without a gap, the page at any offset
    // is read by position (catalogQueries.ts). Imports always wrote them so; older odd data is renumbered.
    async up(db: AnyDb) {
      const shared = await sql`select 1 from products group by position having count(*) > 1 limit 1`.execute(db);
      if (shared.rows.length > 0)
        await sql`update products set position = ranked.place from (
          select id, row_number() over (order by position, id) - 1 as place from products) as ranked
          where products.id = ranked.id`.execute(db);
      await db.schema
        .createIndex('products_position_unique')
        .ifNotExists()
        .unique()
        .on('products')
        .column('position')
        .execute();
    },
  },
  '2026-11-26-008-german-fold': {
    // The search text reads German spellings without umlauts as the umlauts ('kopfhoerer' finds
    // 'Kopfhörer'): titles holding ae, oe or ue are folded again, the rest stay as they are. Done
    // by the shop once it answers (db/upkeep): at 1,000,000 products it took 7.6 s to 25 s of start.
    up: (db: AnyDb) => leaveUpkeepJob(db, UPKEEP_JOBS.searchFold),
  },
  '2026-11-26-009-word-list': {
    // "Did you mean": the words of the titles, kept by every write from now on (catalog/wordList.ts).
    up: (db: AnyDb) => addWordList(db),
  },
  '2026-11-26-010-staff': {
    // The staff list (`npm run staff`), keyed by the normalised email (staff/staffList.ts), the one
    // index every staff request reads. `if not exists`: tests re-run the migrations.
    async up(db: AnyDb) {
      await db.schema
        .createTable('staff')
        .ifNotExists()
        .addColumn('email', 'varchar(320)', (col) => col.primaryKey())
        .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();
    },
  },
  '2026-11-26-011-product-changes': {
    // Staff changes to products, the whole product before and after; no foreign key, so the record
    // outlives a deleted product. Read newest first by (product_id, id). `if not exists` as above.
    async up(db: AnyDb) {
      await createChangeTable(db, {
        table: 'product_changes',
        record: { column: 'product_id', index: 'product_changes_by_product' },
        undoes: true,
      });
    },
  },
  '2026-11-27-012-category-changes': {
    // A category's products counted, and a used category's removal refused, by an index range, not a
    // scan of the products (docs/staff.md); staff changes to categories kept as product_changes are.
    async up(db: AnyDb) {
      await db.schema.createIndex('products_category').ifNotExists().on('products').column('category').execute();
      // A rename changes the name in place and then its products, in one transaction: the key is
      // checked at its end. SQLite defers with a pragma inside that transaction; PostgreSQL needs this.
      if (!isSqlite(db)) {
        const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint
          where conrelid = 'products'::regclass and confrelid = 'categories'::regclass and contype = 'f'`.execute(db);
        for (const { name } of rows)
          await sql`alter table products alter constraint ${sql.id(name)} deferrable initially immediate`.execute(db);
      }
      await createChangeTable(db, {
        table: 'category_changes',
        record: { column: 'category_id', index: 'category_changes_by_category' },
      });
    },
  },
  '2026-11-27-013-catalogue-imports': {
    // One entry per import, from the CLI or the staff area: who, when, which file, what it did
    // (catalog/importHistory.ts). Read newest first by id. `if not exists` as above.
    async up(db: AnyDb) {
      await db.schema
        .createTable('catalogue_imports')
        .ifNotExists()
        .addColumn('id', isSqlite(db) ? 'integer' : 'serial', (col) => col.primaryKey())
        .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .addColumn('by', 'varchar(320)', (col) => col.notNull())
        .addColumn('via', 'varchar(20)', (col) => col.notNull())
        .addColumn('file', 'varchar(500)', (col) => col.notNull())
        .addColumn('bytes', 'bigint', (col) => col.notNull())
        .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
        .addColumn('format', 'varchar(10)', (col) => col.notNull())
        .addColumn('mode', 'varchar(10)', (col) => col.notNull())
        .addColumn('categories', 'integer', (col) => col.notNull())
        .addColumn('products', 'integer', (col) => col.notNull())
        .addColumn('added', 'integer', (col) => col.notNull())
        .addColumn('changed', 'integer', (col) => col.notNull())
        .addColumn('unchanged', 'integer', (col) => col.notNull())
        .addColumn('removed', 'integer', (col) => col.notNull())
        .execute();
    },
  },
  '2026-11-27-014-product-dates': {
    // Each product's last change (its sitemap lastmod), and the product count and list order kept by
    // every write, so a save moves one lastmod and no answer counts the table (docs/architecture.md,
    // "A change reaches every copy"). A constant default rewrites no table: older products get the
    // catalogue's last change. `if` as 005: tests re-run the migrations.
    async up(db: AnyDb) {
      const meta = await db.selectFrom('catalog_meta').selectAll().where('id', '=', 1).executeTakeFirst();
      if (meta && 'product_count' in meta) return;
      // changed_at: a Date from PostgreSQL, UTC text without a zone from SQLite ('2026-11-24 13:52:11').
      const changed: unknown = meta?.changed_at;
      const lastChange = changed instanceof Date ? changed : new Date(`${String(changed).replace(' ', 'T')}Z`);
      const since = Number.isNaN(lastChange.getTime()) ? Date.now() : lastChange.getTime();
      await db.schema
        .alterTable('products')
        .addColumn('updated_at', 'bigint', (col) => col.notNull().defaultTo(since))
        .execute();
      await db.schema.alterTable('catalog_meta').addColumn('product_count', 'integer').execute();
      await db.schema
        .alterTable('catalog_meta')
        .addColumn('order_version', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db
        .updateTable('catalog_meta')
        .set({ product_count: db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')) })
        .execute();
    },
  },
  '2026-11-28-015-selling': {
    // The shop sells: stock and VAT on products, shop settings, baskets and orders (sellingMigration.ts).
    up: (db: AnyDb) => addSelling(db),
  },
  '2026-11-28-016-mail-outbox': {
    // Emails written in the transaction of the change that causes them and sent afterwards
    // (mail/outbox.ts): never lost while the mail server is down, never sent twice by two copies.
    async up(db: AnyDb) {
      await db.schema
        .createTable('mail_outbox')
        .ifNotExists()
        .addColumn('id', isSqlite(db) ? 'integer' : 'serial', (col) => col.primaryKey())
        .addColumn('order_number', 'integer')
        .addColumn('kind', 'varchar(40)', (col) => col.notNull())
        .addColumn('recipient', 'varchar(320)', (col) => col.notNull())
        .addColumn('subject', 'varchar(300)', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('html', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sent_at', 'bigint')
        .addColumn('last_error', 'text')
        .execute();
      // The sender reads the unsent by when they are due; a sent row leaves this index.
      await sql`create index if not exists mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null`.execute(
        db,
      );
      await db.schema
        .createIndex('mail_outbox_by_order')
        .ifNotExists()
        .on('mail_outbox')
        .columns(['order_number', 'id'])
        .execute();
    },
  },
  '2026-11-29-017-order-changes': {
    // Staff changes to an order's status, kept as product_changes are (who, when, before and after),
    // read newest first by (order_number, id). The staff's search finds an email in any case: the
    // orders keep it as typed, so the index is on its lower case, which replaces the one on the email
    // as typed that nothing reads. `if not exists` as above.
    async up(db: AnyDb) {
      await createChangeTable(db, {
        table: 'order_changes',
        record: { column: 'order_number', index: 'order_changes_by_order' },
        undoes: true,
      });
      await db.schema
        .createIndex('orders_by_folded_email')
        .ifNotExists()
        .on('orders')
        .expression(sql`lower(email), number`)
        .execute();
      await db.schema.dropIndex('orders_by_email').ifExists().execute();
    },
  },
  '2026-11-29-018-phrase-joins': {
    // PostgreSQL: a trigram index of the search text with its spaces as letters, so a phrase's words
    // where they meet narrow its candidates (phraseJoinIndex.ts); built by the shop once it answers.
    up: (db: AnyDb) => addPhraseJoinIndex(db, () => leaveUpkeepJob(db, UPKEEP_JOBS.phraseJoins)),
  },
  '2026-11-29-019-order-language': {
    // The language the shopper ordered in ('en' or 'de'): every email about the order speaks it. Orders
    // placed before had German emails, so they keep German. A constant default rewrites no table.
    async up(db: AnyDb) {
      if (await hasColumn(db, 'orders', 'language')) return;
      await db.schema
        .alterTable('orders')
        .addColumn('language', 'varchar(5)', (col) => col.notNull().defaultTo('de'))
        .execute();
    },
  },
  '2026-11-30-020-basket-merge-keys': {
    // The guest baskets an account has taken in, by the key the browser sent: a merge whose answer was
    // lost (the page left mid-request) and is sent again adds nothing twice (basketRepository.ts).
    async up(db: AnyDb) {
      await db.schema
        .createTable('basket_merges')
        .ifNotExists()
        .addColumn('account', 'varchar(128)', (col) => col.notNull())
        .addColumn('merge_key', 'varchar(64)', (col) => col.notNull())
        .addColumn('merged_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('basket_merges_pk', ['account', 'merge_key'])
        .execute();
    },
  },
};

/** Renames exactly these demo SVG pictures to their WebP files, moving the catalogue version on if any changed. */
async function renameDemoSvgPictures(
  db: AnyDb,
  table: string,
  column: string,
  svgNames: readonly string[],
): Promise<void> {
  const renamed = await db
    .updateTable(table)
    .set({ [column]: sql`replace(${sql.ref(column)}, '.svg', '.webp')` })
    .where(column, 'in', svgNames)
    .executeTakeFirst();
  if (Number(renamed.numUpdatedRows) > 0) {
    await db
      .updateTable('catalog_meta')
      .set({ version: sql`version + 1` })
      .where('id', '=', 1)
      .execute();
  }
}

function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}

/** The newest migration this code knows: a database without it is not ready to serve this code. */
export const latestMigration = Object.keys(migrations).sort().at(-1) ?? '';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: AnyDb): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error ?? 'unknown error');
    throw new Error(`Database migration${failed ? ` ${failed.migrationName}` : ''} failed: ${reason}`);
  }
}
