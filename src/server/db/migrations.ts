// One set of migrations for SQLite and PostgreSQL: only Kysely's portable schema builder is used.
import { Kysely, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { demoCategories, demoProducts, pictureFiles } from './demoCatalog';

const migrations: Record<string, Migration> = {
  '2026-11-21-001-catalogue': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
    async up(db: Kysely<any>) {
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
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
    async up(db: Kysely<any>) {
      const demoSvgPictures = demoProducts.flatMap((product) => pictureFiles(product).map((file) => file.replace(/\.webp$/, '.svg')));
      await renameDemoSvgPictures(db, 'product_images', 'file', demoSvgPictures);
    },
  },
  '2026-11-22-003-demo-category-pictures-webp': {
    // The same for the demo categories' tile pictures (WebP since 2026-11-22); a category with a
    // picture of its own keeps it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
    async up(db: Kysely<any>) {
      const demoSvgTiles = demoCategories.map((category) => category.imageUrl.replace(/\.webp$/, '.svg'));
      await renameDemoSvgPictures(db, 'categories', 'image_url', demoSvgTiles);
    },
  },
};

/**
 * Renames exactly these demo SVG picture names to their WebP files (nothing else: a shop's own
 * pictures keep their names), and moves the catalogue version on when any changed, so running
 * servers reload the catalogue.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function renameDemoSvgPictures(db: Kysely<any>, table: string, column: string, svgNames: string[]): Promise<void> {
  const renamed = await db
    .updateTable(table)
    .set({ [column]: sql`replace(${sql.ref(column)}, '.svg', '.webp')` })
    .where(column, 'in', svgNames)
    .executeTakeFirst();
  if (Number(renamed.numUpdatedRows) > 0) {
    await db.updateTable('catalog_meta').set({ version: sql`version + 1` }).where('id', '=', 1).execute();
  }
}

function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration${failed ? ` ${failed.migrationName}` : ''} failed: ${reason}`);
  }
}
