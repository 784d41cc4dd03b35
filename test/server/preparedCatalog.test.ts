// The version check: the database is asked at most once per freshness window, concurrent
// requests share one check, and answers are rebuilt only when the version changed.
import type { Product } from '@/contract';
import { PreparedCatalog } from '@/server/catalog/preparedCatalog';
import { DatabaseUnavailableError } from '@/server/http/errors';
import { memoryCatalogue } from './support/memoryCatalogue';

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
