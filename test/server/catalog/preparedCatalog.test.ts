// The version check: the database is asked at most once per freshness window, concurrent
// requests share one check, and answers are rebuilt only when the version changed.
import type { Category, Product } from '@/contract';
import { importCatalog } from '@/server/catalog/importCatalog';
import { CATALOG_FRESHNESS_MS, PreparedCatalog } from '@/server/catalog/preparedCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { DatabaseUnavailableError } from '@/server/http/errors';
import { createStaffList } from '@/server/staff/staffList';
import { productApiPath } from '@/shopRoutes';
import { firebaseClaims, unsignedToken } from '../support/idTokenFactory';
import { memoryCatalog } from '../support/memoryCatalog';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { adminProductApiPath, adminCategoryApiPath } from '@/staffRoutes';

const STAFF = 'owner@shop.example';
const staffToken = unsignedToken({ ...firebaseClaims('demo-shop', 'uid-window'), email: STAFF, email_verified: true });

function countingRepository() {
  const state = { version: 1, versionQueries: 0, productQueries: 0, fail: false };
  const product = (): Product => ({
    id: 1,
    title: `v${state.version}`,
    price: 1,
    description: '',
    image: '/a.svg',
    mark: 'M',
    images: ['/a.svg'],
    category: 'c',
  });
  const source = memoryCatalog(() => [product()], {
    version: () => {
      state.versionQueries++;
      return state.version;
    },
    check: () => {
      if (state.fail) throw new Error('connection lost');
    },
  });
  const repository = {
    ...source,
    productBatches: (size?: number) => {
      state.productQueries++;
      return source.productBatches(size);
    },
  };
  return { state, repository };
}

describe('prepared catalogue', () => {
  let clock = 0;
  const now = () => clock;

  beforeEach(() => {
    clock = 0;
  });

  it('asks for the version once per window and shares one check between concurrent requests', async () => {
    const { state, repository } = countingRepository();
    const catalog = new PreparedCatalog(repository, { freshnessMs: 1000, now });
    await Promise.all([catalog.current(), catalog.current(), catalog.current()]);
    expect(state.versionQueries).toBe(1);
    clock = 999;
    await catalog.current();
    expect(state.versionQueries).toBe(1);
    clock = 1000;
    await catalog.current();
    expect(state.versionQueries).toBe(2);
  });

  it('rebuilds only when the version changed', async () => {
    const { state, repository } = countingRepository();
    const catalog = new PreparedCatalog(repository, { freshnessMs: 0, now });
    const first = await catalog.current();
    expect(await catalog.current()).toBe(first);
    expect(state.productQueries).toBe(1);
    state.version = 2;
    const second = await catalog.current();
    expect(second).not.toBe(first);
    expect((await second.wholeList)?.hash).not.toBe((await first.wholeList)?.hash);
    expect(state.productQueries).toBe(2);
  });

  it('reports a failing database as unavailable and recovers on the next request', async () => {
    const { state, repository } = countingRepository();
    const catalog = new PreparedCatalog(repository, { freshnessMs: 0, now });
    await catalog.current();
    state.fail = true;
    await expect(catalog.current()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    state.fail = false;
    await expect(catalog.current()).resolves.toBeDefined();
  });

  it("after this copy's write, asks for the version at the next request, within the window", async () => {
    const { state, repository } = countingRepository();
    const catalog = new PreparedCatalog(repository, { freshnessMs: 1000, now });
    const first = await catalog.current();
    state.version = 2;
    catalog.catalogWritten();
    const second = await catalog.current();
    expect(state.versionQueries).toBe(2);
    expect(second.version).toBe(2);
    expect(second).not.toBe(first);
    await catalog.current(); // trusted again for the window
    expect(state.versionQueries).toBe(2);
  });

  it('does not answer a request after a write with a check begun before it, nor let that check win later', async () => {
    const { state, repository } = countingRepository();
    let releaseFirst: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseFirst = resolve));
    let calls = 0;
    const catalog = new PreparedCatalog(
      {
        ...repository,
        // The first check reads version 1, then waits; the write commits meanwhile.
        catalogVersion: async () => {
          const version = await repository.catalogVersion();
          if (++calls === 1) await held;
          return version;
        },
      },
      { freshnessMs: 1000, now },
    );
    const before = catalog.current();
    await Promise.resolve();
    state.version = 2;
    catalog.catalogWritten();
    const after = await catalog.current();
    expect(after.version).toBe(2);
    releaseFirst();
    expect((await before).version).toBe(1);
    expect(catalog.latest()?.version).toBe(2);
    expect((await catalog.current()).version).toBe(2);
  });

  it('prepares a single product answer once and reuses it', async () => {
    const { repository } = countingRepository();
    const snapshot = await new PreparedCatalog(repository, { now }).current();
    const body = await snapshot.product(1);
    expect((JSON.parse(body!.variants.identity.toString()) as Product).id).toBe(1);
    expect(await snapshot.product(1)).toBe(body);
    expect(await snapshot.product(2)).toBeUndefined();
  });
});

// The shop as main.ts builds it (no window given) trusts a checked version for CATALOG_FRESHNESS_MS
// of the clock it reads, performance.now(), here moved by hand. Copies of the shop on one database see
// each other's writes only through this check (twoServers.test.ts and twoCopies.test.ts, on real clocks).
describeOnEachEngine("the shop's own window on %s", (engine) => {
  let clock = 0;
  let t: TestApp;
  beforeEach(async () => {
    clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    t = await startTestApp({ engine, catalogFreshnessMs: undefined });
  });
  afterEach(async () => {
    await t.close();
    jest.restoreAllMocks();
  });

  it('serves an import written by someone else one window after its last check, not before', async () => {
    const served = async () => (JSON.parse((await t.inject('/api/products')).body) as Product[]).map((p) => p.id);
    const added = { ...demoCatalog.products[0]!, id: 90_001, title: 'Neu im Sortiment: Hocker' };
    expect(await served()).not.toContain(added.id); // checked at 0
    await importCatalog(t.database.db, { categories: demoCatalog.categories, products: [added] }, 'upsert');
    clock = CATALOG_FRESHNESS_MS - 1;
    expect(await served()).not.toContain(added.id);
    clock = CATALOG_FRESHNESS_MS;
    expect(await served()).toContain(added.id);
  });

  it("serves this copy's own staff save at once, before the window ends", async () => {
    await createStaffList(t.database.db).add(STAFF);
    const headers = { authorization: `Bearer ${staffToken}` };
    const priceOf = async () => (JSON.parse((await t.inject(productApiPath(4))).body) as Product).price;
    const before = await priceOf(); // checked at 0
    const read = await t.inject({ url: adminProductApiPath(4), headers });
    const saved = await t.inject({
      method: 'PUT',
      url: adminProductApiPath(4),
      headers: { ...headers, 'content-type': 'application/json', 'if-match': String(read.headers.etag) },
      payload: JSON.stringify({ ...JSON.parse(read.body), price: before + 1 }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await priceOf()).toBe(before + 1); // the clock still at 0
  });

  it("serves this copy's own category rename at once, and nothing new after a refused write", async () => {
    await createStaffList(t.database.db).add(STAFF);
    const headers = { authorization: `Bearer ${staffToken}` };
    const categories = async () => JSON.parse((await t.inject('/api')).body) as Category[];
    const before = await categories(); // checked at 0
    const read = await t.inject({ url: adminCategoryApiPath(5), headers });
    const category = JSON.parse(read.body) as Category;
    const write = (body: unknown) =>
      t.inject({
        method: 'PUT',
        url: adminCategoryApiPath(5),
        headers: { ...headers, 'content-type': 'application/json', 'if-match': String(read.headers.etag) },
        payload: JSON.stringify(body),
      });
    expect((await write({ ...category, catName: ' ' })).statusCode).toBe(400);
    await importCatalog(
      t.database.db,
      { categories: [{ ...demoCatalog.categories[0]!, bgColor: '#010203' }], products: [] },
      'upsert',
    );
    // A refused write tells nothing: the import above is not served before the window ends.
    expect(await categories()).toEqual(before);
    expect((await write({ ...category, catName: `${category.catName} neu` })).statusCode).toBe(200);
    const after = await categories(); // the clock still at 0
    expect(after.map((each) => each.catName)).toContain(`${category.catName} neu`);
    expect(after[0]!.bgColor).toBe('#010203');
  });
});
