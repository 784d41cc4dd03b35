// The import CLI's picture step: read the catalogue once for its picture names, encode them with
// progress on stderr, and hand back the rewrite of the records the import then reads.
import type { CatalogRecord } from './catalogInput';
import { readCatalogFile } from './readCatalogFile';
import { pictureNames, withStoredPictures } from './catalogPictures';
import { encodePictures, type PictureProgress } from '../pictures/encodePictures';
import { PictureStore } from '../pictures/pictureStore';

/** `  12 of 80 pictures done (9 encoded) in 5.1 s, about 28 s left` */
export function pictureProgressLine({ done, total, encoded }: PictureProgress, seconds: number): string {
  const left = done < total ? `, about ${Math.ceil((seconds / done) * (total - done))} s left` : '';
  return `  ${done} of ${total} pictures done (${encoded} encoded) in ${seconds.toFixed(1)} s${left}`;
}

export async function importPictures(
  catalogFile: string,
  sourceDir: string,
  storeDir: string,
): Promise<{ records: (records: AsyncIterable<CatalogRecord>) => AsyncIterable<CatalogRecord> }> {
  const names = await pictureNames(readCatalogFile(catalogFile).records);
  const store = await new PictureStore(storeDir).open();
  const started = performance.now();
  const stored = await encodePictures(names, sourceDir, store, (progress) => {
    process.stderr.write(`${pictureProgressLine(progress, (performance.now() - started) / 1000)}\n`);
  });
  return { records: (records) => withStoredPictures(records, stored) };
}
