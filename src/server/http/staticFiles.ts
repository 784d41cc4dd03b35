// The built SPA and public/ are loaded into memory at start, so serving a file never touches the disk.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SERVICE_WORKER_PATH } from '../../shopRoutes';
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

/** Asked for again on every visit: a deploy's new service worker and manifest are seen at once. */
const ALWAYS_REVALIDATED = new Set([SERVICE_WORKER_PATH, '/manifest.webmanifest']);

export function cacheControlFor(urlPath: string): string {
  if (ALWAYS_REVALIDATED.has(urlPath)) return 'no-cache';
  return urlPath.startsWith('/assets/') ? IMMUTABLE : PUBLIC_FILE_CACHE;
}

function isServable(relativePath: string): boolean {
  const base = path.basename(relativePath);
  return !base.endsWith('.map') && !base.startsWith('.') && relativePath !== 'index.html';
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
