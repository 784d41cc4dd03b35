// The update test's shop: the real server (buildApp) in this process, serving a given client build,
// so one address can serve build A and then build B, as a deploy does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { openSqlite, type ShopDb } from '@/server/db/connection';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';

const clientConfig = {
  firebase: { apiKey: 'demo-api-key', authDomain: '', projectId: 'demo-shop', emulatorUrl: 'http://127.0.0.1:9' },
  registeredDisplayName: 'Shop Kunde',
};

export class DeployServer {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'shop-deploy-'));
  private readonly db: ShopDb = openSqlite(path.join(this.dir, 'shop.sqlite'));
  private app: FastifyInstance | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Serves `distDir` (a client build) at the same address as before, if there was one. */
  async deploy(distDir: string): Promise<void> {
    await this.app?.close();
    await prepareDatabase(this.db);
    this.app = await buildApp({ db: this.db, clientConfig, distDir, catalogFreshnessMs: 0 });
    await this.app.listen({ port: this.port, host: '127.0.0.1' });
    const address = this.app.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.db.destroy();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
