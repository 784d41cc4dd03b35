// The repository and the start-up preparation on every engine under test (SQLite always,
// PostgreSQL when TEST_DATABASE_URL is set).
import { createCatalogRepository } from '@/server/catalog/repository';
import { importCatalog } from '@/server/catalog/importCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { migrateToLatest } from '@/server/db/migrations';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { sql } from 'kysely';
import { describeOnEachEngine, openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { allProducts } from '../support/allProducts';

describeOnEachEngine('catalogue repository on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(() => database.dispose());

  it('migrates and seeds the demo catalogue on first start, and only then', async () => {
    expect(await prepareDatabase(database.db)).toBe(true);
    expect(await prepareDatabase(database.db)).toBe(false);
    const repository = createCatalogRepository(database.db, '/images/products/');
    expect(await repository.listCategories()).toHaveLength(9);
    expect(await allProducts(database.db, '/images/products/')).toHaveLength(demoCatalog.products.length);
    expect(await repository.catalogVersion()).toBe(1);
  });

  it('renames the pictures of a shop seeded while the demo pictures were SVG files, and no other picture', async () => {
    await prepareDatabase(database.db);
    const repository = createCatalogRepository(database.db, '/images/products/');
    // The shop as the earlier release left it: SVG names, one picture of the owner's own, and
    // neither the renaming migration nor any later one run yet.
    await database.db
      .updateTable('product_images')
      .set({ file: sql<string>`replace(file, '.webp', '.svg')` })
      .execute();
    const ownPicture = demoCatalog.products[1]!.images[0]!.replace('.webp', '.svg');
    await database.db
      .updateTable('product_images')
      .set({ file: 'own-sofa.svg' })
      .where('file', '=', ownPicture)
      .execute();
    await sql`delete from kysely_migration where name >= '2026-11-21-002-demo-pictures-webp'`.execute(database.db);
    const version = await repository.catalogVersion();

    await migrateToLatest(database.db);

    const images = (await allProducts(database.db, '/images/products/')).flatMap((product) => product.images);
    expect(images.filter((image) => !image.endsWith('.webp'))).toEqual(['/images/products/own-sofa.svg']);
    expect(images).toHaveLength(demoCatalog.products.flatMap((product) => product.images).length);
    expect(await repository.catalogVersion()).toBe(version + 1);
  });

  it('renames the tile pictures of a shop seeded while the demo category pictures were SVG files, and no other picture', async () => {
    await prepareDatabase(database.db);
    const repository = createCatalogRepository(database.db, '/images/products/');
    // As the earlier release left it: SVG tile names, one category with a picture of the owner's own.
    await database.db
      .updateTable('categories')
      .set({ image_url: sql<string>`replace(image_url, '.webp', '.svg')` })
      .execute();
    await database.db
      .updateTable('categories')
      .set({ image_url: '/images/own/sofa.svg' })
      .where('cat_name', '=', 'sofa')
      .execute();
    await sql`delete from kysely_migration where name >= '2026-11-22-003-demo-category-pictures-webp'`.execute(
      database.db,
    );
    const version = await repository.catalogVersion();

    await migrateToLatest(database.db);

    const pictures = Object.fromEntries(
      (await repository.listCategories()).map((category) => [category.catName, category.imageUrl]),
    );
    expect(pictures).toEqual(
      Object.fromEntries(
        demoCatalog.categories.map((category) => [
          category.catName,
          category.catName === 'sofa' ? '/images/own/sofa.svg' : category.imageUrl,
        ]),
      ),
    );
    expect(Object.values(pictures).filter((url) => url.endsWith('.webp'))).toHaveLength(8);
    expect(await repository.catalogVersion()).toBe(version + 1);
  });

  it('does not seed again a catalogue an import emptied', async () => {
    await prepareDatabase(database.db);
    await importCatalog(database.db, { categories: [], products: [] }, 'replace');
    expect(await prepareDatabase(database.db)).toBe(false);
    expect(await allProducts(database.db, '/x/')).toEqual([]);
  });

  it('answers each product with its price from cents and its pictures under the image base', async () => {
    await prepareDatabase(database.db);
    const repository = createCatalogRepository(database.db, 'https://cdn.example.com/p/');
    const expensive = demoCatalog.products.filter((p) => p.price >= 1000);
    expect(expensive.length).toBeGreaterThanOrEqual(3);
    for (const source of demoCatalog.products) {
      const product = await repository.findProduct(source.id);
      expect(product?.price).toBe(source.price);
      expect(product?.images).toEqual(source.images.map((file) => `https://cdn.example.com/p/${file}`));
    }
  });

  it('finds one product by id, and nothing for an unknown id', async () => {
    await prepareDatabase(database.db);
    const repository = createCatalogRepository(database.db, '/images/products/');
    const product = await repository.findProduct(5);
    expect(product?.title).toBe(demoCatalog.products[4]!.title);
    expect(product?.images[0]).toBe(product?.image);
    expect(await repository.findProduct(123456)).toBeUndefined();
  });

  it('keeps euro amounts exact through integer cents', async () => {
    await prepareDatabase(database.db);
    const prices = [0.1, 0.29, 19.99, 1049, 2899.95, 21474836.47];
    await importCatalog(
      database.db,
      {
        categories: [{ catName: 'sale', bgColor: '#ffffff', imageUrl: '/images/categories/sale.svg' }],
        products: prices.map((price, index) => ({
          id: index + 1,
          title: `Artikel ${index}`,
          price,
          description: '',
          mark: 'M',
          category: 'sale',
          images: ['a.svg'],
        })),
      },
      'replace',
    );
    const stored = await allProducts(database.db, '/');
    expect(stored.map((p) => p.price)).toEqual(prices);
  });
});
