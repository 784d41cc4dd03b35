// `prestart`: builds the client and its server renderer only when a build is missing or a source
// is newer than it, and says why, so `npm start` is fast when nothing changed and never serves a
// stale SPA (or pages rendered by an older version of it).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
// Each language's build (webpack.config.js): English at the top, German in de/.
const builtFiles = [
  'dist/client/index.html',
  'dist/ssr/renderScreen.js',
  'dist/client/de/index.html',
  'dist/ssr/de/renderScreen.js',
];
const sources = [
  'src/client',
  'src/contract',
  'src/i18n',
  'scripts/inlineMessages.ts',
  'src/pictureVariants.ts',
  'src/productPictureSizes.ts',
  'public/index.html',
  'webpack.config.js',
  'scripts/reactRouterLoader.cjs',
];

function newestFile(entry: string): { file: string; mtimeMs: number } | undefined {
  const full = path.join(root, entry);
  const stats = statSync(full, { throwIfNoEntry: false });
  if (!stats) return undefined;
  if (!stats.isDirectory()) return { file: entry, mtimeMs: stats.mtimeMs };
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const child of readdirSync(full)) {
    const candidate = newestFile(path.join(entry, child));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

function reasonToBuild(): string | undefined {
  let oldestBuild = Infinity;
  for (const file of builtFiles) {
    const built = statSync(path.join(root, file), { throwIfNoEntry: false });
    if (!built) return `no build found (${file})`;
    oldestBuild = Math.min(oldestBuild, built.mtimeMs);
  }
  for (const source of sources) {
    const newest = newestFile(source);
    if (newest && newest.mtimeMs > oldestBuild) return `${newest.file} changed after the last build`;
  }
  return undefined;
}

const reason = reasonToBuild();
if (reason) {
  console.log(`Building the client: ${reason}.`);
  const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--mode', 'production'], { cwd: root, stdio: 'inherit' });
  // webpack leaves a file it would write unchanged as it was, older than the change that caused
  // the build: stamped now, the build counts as current until a source changes again.
  if (result.status === 0) for (const file of builtFiles) utimesSync(path.join(root, file), new Date(), new Date());
  process.exit(result.status ?? 1);
}
console.log('Client build is up to date.');
