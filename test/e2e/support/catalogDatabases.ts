// Generated catalogues (bench/support/catalogues.ts) as SQLite files, built at most once and kept
// under test-results/catalogue-databases/ for the runs after: writing 100,000 products through the
// shop's import takes seconds, and the large-catalogue tests and the timed search each need a file
// of their own. A kept file is named by its size and a hash of what decides its content: the
// generator, the server's code (schema, migrations, import, demo catalogue), the locked package
// versions and the Node.js ABI, which picks the SQLite driver (src/server/db/sqliteDriver.ts); any
// change there builds it anew.
// Each shop gets a copy, since a server writes to its file (WAL, migrations): the kept file is never
// opened by a server, and no two shops share one.
import { createHash, randomBytes } from 'node:crypto';
import { constants, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generateCatalog, writeCatalogDatabase } from '../../../bench/support/catalogues';
import { E2E_RESULTS_DIR } from './environment';

const ROOT = path.resolve(__dirname, '../../..');
const CACHE_DIR = path.join(E2E_RESULTS_DIR, 'catalogue-databases');

/** What decides the file's content: the generator, every server source (the import reaches widely), the lock file. */
function keyFiles(): string[] {
  const files = [path.join(ROOT, 'bench/support/catalogues.ts'), path.join(ROOT, 'package-lock.json')];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) files.push(file);
    }
  };
  for (const entry of readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })) {
    const file = path.join(ROOT, 'src', entry.name);
    if (entry.isFile()) files.push(file);
    else if (entry.isDirectory() && entry.name !== 'client') walk(file);
  }
  return files.sort();
}

function cacheKey(size: number): string {
  const hash = createHash('sha256').update(`${size}\0${process.versions.modules}\0${process.platform}-${process.arch}`);
  for (const file of keyFiles()) hash.update(`\0${path.relative(ROOT, file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The kept file of the generated catalogue of `size` products, built now when no run has built it
 * yet (into a folder of its own, then renamed into place, so a file under its final name is always
 * complete; two builders at once write the same content and the last rename wins). Files of the same
 * size under an older key are removed.
 */
async function catalogDatabase(size: number): Promise<string> {
  const prefix = `catalogue-${size}-`;
  const file = path.join(CACHE_DIR, `${prefix}${cacheKey(size)}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const building = path.join(CACHE_DIR, `.building-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(building);
  try {
    renameSync(await writeCatalogDatabase(building, 'catalogue.sqlite', generateCatalog(size)), file);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  for (const name of readdirSync(CACHE_DIR))
    if (name.startsWith(prefix) && path.join(CACHE_DIR, name) !== file)
      rmSync(path.join(CACHE_DIR, name), { force: true });
  return file;
}

/** A copy of the generated catalogue of `size` products at `target`, for one shop to open. */
export async function copyOfCatalogDatabase(size: number, target: string): Promise<string> {
  // A copy-on-write clone where the file system offers one, a plain copy otherwise.
  copyFileSync(await catalogDatabase(size), target, constants.COPYFILE_FICLONE);
  return target;
}
