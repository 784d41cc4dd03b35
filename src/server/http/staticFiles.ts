// The built SPA and public/ are loaded into memory at start, so serving a file never touches the disk.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SERVICE_WORKER_PATH } from '../../shopRoutes';
import { languageOfPath } from '../../i18n/languages';
import { prepareBody, type PreparedBody } from './preparedBody';

export type StaticFiles = Map<string, PreparedBody>;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pictures and the favicon keep their names across releases. */
const PUBLIC_FILE_CACHE = 'public, max-age=86400';

/** Asked for again on every visit: a deploy's new service workers and manifest are seen at once. */
const ALWAYS_REVALIDATED = new Set([SERVICE_WORKER_PATH, '/manifest.webmanifest']);

/** Each language's build has its own /assets/ and worker (/de/assets/, /de/sw.js). */
export function cacheControlFor(urlPath: string): string {
  const { path: inBuild } = languageOfPath(urlPath);
  if (ALWAYS_REVALIDATED.has(inBuild)) return 'no-cache';
  return inBuild.startsWith('/assets/') ? IMMUTABLE : PUBLIC_FILE_CACHE;
}

/** A language's index.html is its app page, served with the client config in it (spaFallback.ts). */
function isServable(relativePath: string): boolean {
  const base = path.basename(relativePath);
  return !base.endsWith('.map') && !base.startsWith('.') && languageOfPath(`/${relativePath}`).path !== '/index.html';
}

async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (entry.isFile()) found.push(path.relative(dir, full));
    }
  };
  if ((await stat(dir).catch(() => undefined))?.isDirectory()) await visit(dir);
  return found;
}

/** Folders listed first win when two hold the same path (the built SPA over public/). */
export async function loadStaticFiles(dirs: string[]): Promise<StaticFiles> {
  const files: StaticFiles = new Map();
  for (const dir of dirs) {
    for (const relative of (await listFiles(dir)).filter(isServable)) {
      const urlPath = `/${relative.split(path.sep).join('/')}`;
      if (files.has(urlPath)) continue;
      const contentType = CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream';
      files.set(
        urlPath,
        await prepareBody(await readFile(path.join(dir, relative)), contentType, cacheControlFor(urlPath)),
      );
    }
  }
  return files;
}
