// `npm run catalog:import` killed with SIGKILL halfway through a large file (a crash, an OOM kill,
// a closed terminal): the previous catalogue is intact, byte for byte, and the next import works.
// On SQLite and on a PostgreSQL of the test's own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogInput } from '@/server/catalog/catalogInput';
import { importCatalog } from '@/server/catalog/importCatalog';
import { createCatalogRepository } from '@/server/catalog/repository';
import { openPostgres, openSqlite, type ShopDb } from '@/server/db/connection';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { startOwnPostgres, type OwnPostgres } from '../support/ownPostgres';
import { allProducts } from '../../server/support/allProducts';

jest.setTimeout(180_000);

const PROJECT_ROOT = path.resolve(__dirname, '../../..');
const PRODUCTS = 60_000;

function largeCatalog(): CatalogInput {
  return {
    categories: [{ catName: 'bulk', bgColor: '#eeeeee', imageUrl: '/images/categories/sale.svg' }],
    products: Array.from({ length: PRODUCTS }, (_, index) => ({
      id: index + 1,
      title: `Massenartikel Nummer ${index + 1} mit einem ordentlich langen Titel`,
      price: (index % 5000) + 0.99,
      description: 'Ein Artikel aus einer sehr großen Importdatei. '.repeat(4),
      mark: 'Großhandel',
      category: 'bulk',
      images: [`bulk-${index + 1}.svg`],
    })),
  };
}

async function snapshot(db: ShopDb) {
  const repository = createCatalogRepository(db, '/');
  return {
    categories: await repository.listCategories(),
    products: await allProducts(db, '/'),
    version: await repository.catalogVersion(),
  };
}

/** Starts the import CLI and SIGKILLs it once it has read half of the file (its transaction open, batches written). */
function importAndKillHalfway(file: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/server/catalog/importCli.ts'), file],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
    },
  );
  let output = '';
  let killedAt = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    const progress = [...output.matchAll(/[\d,]+ products read in [\d.]+ s, (\d+) % of the file/g)].at(-1);
    if (progress && !killedAt && Number(progress[1]) >= 50) {
      killedAt = progress[0];
      child.kill('SIGKILL');
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise<{ signal: NodeJS.Signals | null; killedAt: string; output: string }>((resolve) =>
    child.once('exit', (_code, signal) => resolve({ signal, killedAt, output })),
  );
}

interface Target {
  env: Record<string, string>;
  open(): ShopDb;
  dispose(): void;
}

async function sqliteTarget(dir: string): Promise<Target> {
  const file = path.join(dir, 'shop.sqlite');
  return { env: { SQLITE_FILE: file, DATABASE_URL: '' }, open: () => openSqlite(file), dispose: () => undefined };
}

async function postgresTarget(): Promise<Target> {
  const postgres: OwnPostgres = await startOwnPostgres();
  return {
    env: { DATABASE_URL: postgres.url },
    open: () => openPostgres(postgres.url),
    dispose: () => postgres.dispose(),
  };
}

describe.each([
  ['SQLite', sqliteTarget],
  ['PostgreSQL', postgresTarget],
] as const)('import killed halfway on %s', (engine, makeTarget) => {
  let dir: string;
  let target: Target;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-import-kill-'));
    target = await makeTarget(dir);
    const db = target.open();
    await prepareDatabase(db); // the demo catalogue is "the previous catalogue"
    await db.destroy();
  });
  afterAll(() => {
    target?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the previous catalogue exactly as it was, and the next import works', async () => {
    const before = target.open();
    const previous = await snapshot(before);
    await before.destroy();
    const file = path.join(dir, 'large.json');
    writeFileSync(file, JSON.stringify(largeCatalog()));

    const { signal, killedAt, output } = await importAndKillHalfway(file, target.env);
    console.log(`${engine}: import of ${PRODUCTS.toLocaleString('en')} products SIGKILLed after "${killedAt}"`);
    expect(signal).toBe('SIGKILL');
    expect(killedAt).not.toBe('');
    expect(output).not.toContain('Imported');

    const after = target.open();
    try {
      expect(await snapshot(after)).toEqual(previous);
      const small: CatalogInput = {
        categories: [{ catName: 'neu', bgColor: '#ffffff', imageUrl: '/x.svg' }],
        products: [],
      };
      await importCatalog(after, small, 'replace'); // nothing left locked or half-written
      expect((await snapshot(after)).version).toBe(previous.version + 1);
    } finally {
      await after.destroy();
    }
  });
});
