// The staff benches' shop: a fresh database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set)
// filled with a generated JSON Lines catalogue by the shop's own import in a child process, then
// served by buildApp in the bench's process (emulator mode: unsigned ID tokens) to one staff member.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UnsecuredJWT } from 'jose';
import { buildApp } from '@/server/app';
import { openDatabase, type ShopDb } from '@/server/db/connection';
import { createStaffList } from '@/server/staff/staffList';
import { writeCatalogFile } from './catalogFiles';
import { claims } from './idTokenClaims';
import { freshDatabase, importOnce, postgresAdminUrl, type Engine } from './importRun';

const STAFF_EMAIL = 'bench.owner@shop.example';
const root = path.resolve(__dirname, '../..');

export interface StaffBenchShop {
  engine: Engine;
  products: number;
  url: string;
  /** The staff member's ID token, and the header that carries it. */
  token: string;
  headers: { authorization: string };
  /** The import's time filling the database, in s. */
  importSeconds: number;
  /** A scratch folder for the bench's own files, removed after the run. */
  dir: string;
  /** The shop's database, for what a bench writes straight into it (bench:admin's orders). */
  db: ShopDb;
}

/** `sorted`'s p-th percentile (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The catalogue size the command line names (`npm run bench:… -- 100000`), 1,000,000 by default. */
export function productsFromArgs(): number {
  const size = process.argv.slice(2).find((arg) => /^[\d_]+$/.test(arg));
  return size ? Number(size.replace(/_/g, '')) : 1_000_000;
}

async function serveOne(
  engine: Engine,
  file: string,
  dir: string,
  products: number,
  measure: (shop: StaffBenchShop) => Promise<void>,
): Promise<void> {
  const database = await freshDatabase(engine, dir);
  try {
    console.error(`--- ${engine}: importing ${products.toLocaleString('en')} products`);
    const imported = await importOnce(root, file, database.env);
    if (!imported.ok) throw new Error(`${engine}: the import failed`);
    console.error(`    imported in ${imported.seconds.toFixed(1)} s`);
    const target = { databaseUrl: database.env.DATABASE_URL || undefined, sqliteFile: database.env.SQLITE_FILE };
    const db = openDatabase(target);
    await createStaffList(db).add(STAFF_EMAIL);
    const app = await buildApp({
      db,
      clientConfig: {
        firebase: { apiKey: 'demo', authDomain: '', projectId: 'demo-shop', emulatorUrl: 'http://127.0.0.1:9099' },
        registeredDisplayName: 'Kunde',
      },
      rendererFile: null,
      logger: false,
      databaseTarget: target,
    });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const token = new UnsecuredJWT({
        ...claims('demo-shop', 'uid-bench-staff'),
        email: STAFF_EMAIL,
        email_verified: true,
      }).encode();
      const headers = { authorization: `Bearer ${token}` };
      await measure({ engine, products, url, token, headers, importSeconds: imported.seconds, dir, db });
    } finally {
      await app.close();
      await db.destroy();
    }
  } finally {
    await database.drop();
  }
}

/** `measure` on a staff shop of `products` on each database this machine offers, one after the other. */
export async function onEachStaffShop(
  products: number,
  measure: (shop: StaffBenchShop) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-staff-'));
  try {
    const file = path.join(dir, 'catalogue.jsonl');
    await writeCatalogFile(file, products, { format: 'jsonl' });
    const engines: Engine[] = postgresAdminUrl() ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
    if (!postgresAdminUrl()) console.error('PostgreSQL skipped: set TEST_DATABASE_URL to measure it too.');
    for (const engine of engines) await serveOne(engine, file, dir, products, measure);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
