// Encodes an import's pictures in parallel: one picture per core, libvips one thread each (the
// cores are shared out by pictures, not split inside one). Every picture is tried, so one run
// names every refused file; those already encoded are kept and reused by the next run.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PictureError, storePicture } from './encodePicture';
import type { PictureStore } from './pictureStore';

const MAX_REPORTED = 20;

export class PictureImportError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, MAX_REPORTED);
    const more = problems.length > shown.length ? `\n…and ${problems.length - shown.length} more` : '';
    super(`${problems.length} picture(s) cannot be imported; nothing was changed:\n- ${shown.join('\n- ')}${more}`);
  }
}

export interface PictureProgress {
  done: number;
  total: number;
  encoded: number;
}

/** Maps each picture name (a file in `sourceDir`) to its stored name. */
export async function encodePictures(
  names: Iterable<string>,
  sourceDir: string,
  store: PictureStore,
  onProgress?: (progress: PictureProgress) => void,
  parallel = availableParallelism(),
): Promise<Map<string, string>> {
  const queue = [...new Set(names)];
  const progress: PictureProgress = { done: 0, total: queue.length, encoded: 0 };
  const stored = new Map<string, string>();
  const problems: string[] = [];
  const before = sharp.concurrency();
  sharp.concurrency(1);
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      try {
        const picture = await storePicture(path.join(sourceDir, name), name, store);
        stored.set(name, picture.name);
        if (picture.encoded) progress.encoded++;
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        problems.push(error.message);
      }
      progress.done++;
      onProgress?.(progress);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, queue.length)) }, worker));
  } finally {
    sharp.concurrency(before);
  }
  if (problems.length > 0) throw new PictureImportError(problems.sort());
  return stored;
}
