// The version check: the database is asked at most once per freshness window, concurrent
// requests share one check, and answers are rebuilt only when the version changed.
import type { Product } from '@/contract';
import { importCatalog } from '@/server/catalog/importCatalog';
import { PreparedCatalog } from '@/server/catalog/preparedCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { DatabaseUnavailableError } from '@/server/http/errors';
import { memoryCatalogue } from '../support/memoryCatalogue';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';

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
  const source = memoryCatalogue(() => [product()], {
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
    expect(second.wholeList?.hash).not.toBe(first.wholeList?.hash);
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

  it('prepares a single product answer once and reuses it', async () => {
    const { repository } = countingRepository();
    const snapshot = await new PreparedCatalog(repository, { now }).current();
    const body = await snapshot.product(1);
    expect((JSON.parse(body!.variants.identity.toString()) as Product).id).toBe(1);
    expect(await snapshot.product(1)).toBe(body);
    expect(await snapshot.product(2)).toBeUndefined();
  });
});

// The shop as main.ts builds it (no window given) trusts a checked version for one second of the
// clock it reads, performance.now(), here moved by hand. Copies of the shop on one database see
// each other's imports only through this check (twoServers.test.ts waits for that, untimed).
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

  it('serves an import written by someone else one second after its last check, not before', async () => {
    const served = async () => (JSON.parse((await t.inject('/api/products')).body) as Product[]).map((p) => p.id);
    const added = { ...demoCatalog.products[0]!, id: 90_001, title: 'Neu im Sortiment: Hocker' };
    expect(await served()).not.toContain(added.id); // checked at 0
    await importCatalog(t.database.db, { categories: demoCatalog.categories, products: [added] }, 'upsert');
    clock = 999;
    expect(await served()).not.toContain(added.id);
    clock = 1000;
    expect(await served()).toContain(added.id);
  });
});
