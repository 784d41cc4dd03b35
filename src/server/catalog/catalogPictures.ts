// `--images DIR`: the catalogue's picture names are the owner's files. They are all encoded before
// the import's transaction (a long encode never holds the database), and the products then
// keep the stored names. A name the import's checks refuse is left for them to report.
import type { CatalogRecord } from './catalogInput';
import { fileNamePattern } from './validateCatalog';

const picturesOf = (record: CatalogRecord): unknown[] => {
  if (!('list' in record) || record.list !== 'products') return [];
  const images = (record.value as { images?: unknown } | null)?.images;
  return Array.isArray(images) ? images : [];
};

/** The picture names of a catalogue's products, each once, in file order. */
export async function pictureNames(records: AsyncIterable<CatalogRecord>): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const record of records) {
    for (const name of picturesOf(record)) if (typeof name === 'string' && fileNamePattern.test(name)) names.add(name);
  }
  return names;
}

/** The records with each product's picture names replaced by their stored names. */
export async function* withStoredPictures(
  records: AsyncIterable<CatalogRecord>,
  stored: ReadonlyMap<string, string>,
): AsyncIterable<CatalogRecord> {
  for await (const record of records) {
    const images = picturesOf(record);
    images.forEach((name, index) => {
      if (typeof name === 'string') images[index] = stored.get(name) ?? name;
    });
    yield record;
  }
}
