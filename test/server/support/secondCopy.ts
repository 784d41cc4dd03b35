// A second copy of the shop on the first one's database (SQLite file or PostgreSQL schema), with
// connections of its own, as a second process would have them.
import { buildApp, type BuildAppOptions } from '@/server/app';
import { openDatabase } from '@/server/db/connection';
import { sendRequest, type TestRequest, type TestResponse } from './httpClient';
import { testClientConfig, type TestApp } from './testApp';

export interface SecondCopy {
  inject(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

export async function startSecondCopy(first: TestApp, options: Partial<BuildAppOptions> = {}): Promise<SecondCopy> {
  const db = openDatabase(first.database.target);
  const app = await buildApp({ db, clientConfig: testClientConfig, logger: false, rendererFile: null, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    inject: (request) => sendRequest(port, request),
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
