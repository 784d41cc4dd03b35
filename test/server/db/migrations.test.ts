// A released migration does the same on every database whatever later releases change: the
// picture-renaming migrations carry their own lists of demo picture names, so a demo catalogue that
// changes (here: one with none of the earlier products or categories) changes nothing they do.
import { sql } from 'kysely';
import type { CatalogInput } from '@/server/catalog/catalogInput';
import { createCatalogRepository } from '@/server/catalog/repository';
import { importCatalog } from '@/server/catalog/importCatalog';
import type * as DemoCatalogModule from '@/server/db/demoCatalog';
import { migrateToLatest } from '@/server/db/migrations';
import { describeOnEachEngine, openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { allProducts } from '../support/allProducts';

// The demo catalogue of some later release: other categories, products and pictures.
jest.mock('@/server/db/demoCatalog', () => {
  const category = { id: 1, catName: 'garden', bgColor: '#e0f0d0', imageUrl: '/images/categories/garden.webp' };
  const product = {
    id: 1,
    title: 'Rasenmäher mit Fangkorb',
    price: 199,
    description: 'Mäht und sammelt.',
    mark: 'Gartenglück',
    category: 'garden',
  };
  return {
    demoCategories: [category],
    demoProducts: [{ ...product, slug: 'rasenmaeher', kind: 'drill', pictures: 1 }],
    pictureFiles: () => ['rasenmaeher-1.webp'],
    demoCatalog: { categories: [category], products: [{ ...product, images: ['rasenmaeher-1.webp'] }] },
  };
});

/** The demo catalogue as the releases before the WebP pictures seeded it (its data has not changed since). */
function svgEraDemoCatalog(): CatalogInput {
  const { demoCatalog } = jest.requireActual<typeof DemoCatalogModule>('@/server/db/demoCatalog');
  return {
    categories: demoCatalog.categories.map((category) => ({
      ...category,
      imageUrl: category.imageUrl.replace(/\.webp$/, '.svg'),
    })),
    products: demoCatalog.products.map((product) => ({
      ...product,
      images: product.images.map((file) => file.replace(/\.webp$/, '.svg')),
    })),
  };
}

describeOnEachEngine('picture migrations on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(() => database.dispose());

  it('rename every demo picture of a shop seeded in the SVG days, whatever the demo catalogue is today', async () => {
    const seeded = svgEraDemoCatalog();
    await migrateToLatest(database.db);
    await importCatalog(database.db, seeded, 'replace');
    await sql`delete from kysely_migration where name >= '2026-11-21-002-demo-pictures-webp'`.execute(database.db);

    await migrateToLatest(database.db);

    const repository = createCatalogRepository(database.db, '');
    const pictures = (await allProducts(database.db, '')).flatMap((product) => product.images);
    expect(pictures).toHaveLength(seeded.products.flatMap((product) => product.images).length);
    expect(pictures.filter((file) => !file.endsWith('.webp'))).toEqual([]);
    const tiles = (await repository.listCategories()).map((category) => category.imageUrl);
    expect(tiles).toHaveLength(9);
    expect(tiles.filter((url) => !url.endsWith('.webp'))).toEqual([]);
  });
});

// Pages are read by position (catalogQueries.ts), so no two products may share one.
describeOnEachEngine('the unique-positions migration on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(() => database.dispose());

  it('renumbers products that share a position in list order, then holds positions unique', async () => {
    await migrateToLatest(database.db);
    await importCatalog(database.db, svgEraDemoCatalog(), 'replace');
    const listed = async () => (await allProducts(database.db, '')).map((p) => p.id);
    // As an older writer might have left them: products 1–4 all at position 0.
    await sql`drop index products_position_unique`.execute(database.db);
    await sql`update products set position = 0 where id <= 4`.execute(database.db);
    const before = await listed();
    await sql`delete from kysely_migration where name >= '2026-11-26-007-unique-positions'`.execute(database.db);

    await migrateToLatest(database.db);

    expect(await listed()).toEqual(before);
    const { rows } = await sql<{ n: number | string; places: number | string; last: number }>`
      select count(*) as n, count(distinct position) as places, max(position) as last from products`.execute(
      database.db,
    );
    const counted = rows[0]!;
    const n = Number(counted.n);
    expect({ places: Number(counted.places), last: Number(counted.last) }).toEqual({ places: n, last: n - 1 });
    // A property, not toThrow: SQLite's errors may come from another test file's realm (testDatabase.ts).
    await expect(sql`update products set position = 0 where id = 5`.execute(database.db)).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/unique/i),
    );
  });
});

// Orders placed before the shop spoke two languages were confirmed in German: their later emails stay German.
describeOnEachEngine('the order-language migration on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(() => database.dispose());

  it('gives every earlier order German', async () => {
    await migrateToLatest(database.db);
    await sql`alter table orders drop column language`.execute(database.db);
    // It and every later one run again (a later one is never recorded before an earlier).
    await sql`delete from kysely_migration where name >= '2026-11-29-019-order-language'`.execute(database.db);
    await sql`insert into orders (created_at, idempotency_key, request_hash, access_token, email, name, street,
      postal_code, city, country, payment_method, status, subtotal_cents, shipping_cents, total_cents)
      values (1, 'k', 'h', 't', 'anna@example.com', 'Anna', 'Gartenweg 5', '80331', 'München', 'DE',
      'invoice', 'new', 100, 0, 100)`.execute(database.db);

    await migrateToLatest(database.db);

    const rows = await database.db.selectFrom('orders').select('language').execute();
    expect(rows).toEqual([{ language: 'de' }]);
  });
});
