// A database that fails must not take the shop down: the API answers 503 JSON with Retry-After,
// the pages keep being served, and the API answers again once the database is back.
import type { ApiErrorBody, Category } from '@/contract';
import { createCatalogSource, type CatalogSource } from '@/server/catalog/catalogSource';
import { json, startTestApp } from '../support/testApp';
import { openSeededDatabase } from '../support/testDatabase';

describe('database failures', () => {
  it('answers 503 JSON with Retry-After: 5 when the database connection is closed', async () => {
    const t = await startTestApp();
    try {
      await t.database.db.destroy();
      for (const url of ['/api', '/api/products', '/api/product/1']) {
        const response = await t.inject(url);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(json<ApiErrorBody>(response.body)).toEqual({
          error: 'unavailable',
          message: expect.stringContaining('try again') as unknown,
        });
      }
      expect((await t.inject('/')).statusCode).toBe(200);
    } finally {
      await t.app.close();
      t.site.dispose();
    }
  });

  it('serves again when the database is back, without a restart', async () => {
    const database = await openSeededDatabase();
    const real = createCatalogSource(database.db, '/images/products/');
    let down = false;
    // The real repository behind a switch: while `down`, every query fails as a lost connection does.
    const switchable = new Proxy(real, {
      get(target, name: keyof CatalogSource) {
        const method = target[name];
        return (...args: never[]) =>
          down ? Promise.reject(new Error('connect ECONNREFUSED')) : (method as (...a: never[]) => unknown)(...args);
      },
    });
    const t = await startTestApp({ catalogSource: switchable });
    try {
      expect((await t.inject('/api')).statusCode).toBe(200);
      down = true;
      expect((await t.inject('/api')).statusCode).toBe(503);
      expect((await t.inject('/api/product/2')).statusCode).toBe(503);
      down = false;
      const back = await t.inject('/api');
      expect(back.statusCode).toBe(200);
      expect(json<Category[]>(back.body)).toHaveLength(9);
    } finally {
      await t.close();
      await database.dispose();
    }
  });
});
