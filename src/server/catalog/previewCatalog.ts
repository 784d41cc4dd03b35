// What importing a file would do, without writing: the import's own checks (CatalogChecker) on every
// record, each problem placed on the file's line, and each valid product compared with the shop's
// (CatalogDiff). The import runs this too, in its transaction before it writes, so its counts and the
// preview's are one computation (recordedImport.ts).
import type { Kysely } from 'kysely';
import type { ShopDatabase } from '../db/schema';
import { CatalogDiff, type ImportCounts } from './catalogDiff';
import type { CatalogRecord, ImportMode } from './catalogInput';
import { readCatalogVersion } from '../db/catalogVersion';
import { CatalogChecker, unknownCategoryProblem } from './validateCatalog';

/** Invalid rows listed; beyond these they are only counted. */
const INVALID_ROWS_SHOWN = 1000;
const PROGRESS_STEP = 10_000;

interface InvalidRow {
  /** The line of the file the record starts on. */
  line: number;
  problems: string[];
}

export interface CatalogPreview extends ImportCounts {
  /** The catalogue version the counts were made against. */
  version: number;
  categories: number;
  products: number;
  /** Rows with a problem (`total`), the first INVALID_ROWS_SHOWN of them by line. */
  invalid: { total: number; rows: InvalidRow[] };
}

/** A problem's reason without the record's label, which names its place among the file's records. */
function reasonOf(text: string): string {
  const field = text.indexOf(": field '");
  return field >= 0 ? text.slice(field + 2) : text.replace(/^line \d+: /, '');
}

/** The first rows with problems by line, and how many there are. */
class InvalidRows {
  private readonly rows = new Map<number, string[]>();
  private total = 0;

  /** `late`: found after the file was read, so possibly before rows kept already: kept, sorted at the end. */
  add(line: number, text: string, late = false): void {
    const row = this.rows.get(line);
    if (row) row.push(reasonOf(text));
    else {
      this.total++;
      // Lines come in rising order while the file is read: the first ones are kept.
      if (late || this.rows.size < INVALID_ROWS_SHOWN) this.rows.set(line, [reasonOf(text)]);
    }
  }

  /** Rows found invalid but not read one by one. */
  addUnlisted(count: number): void {
    this.total += count;
  }

  result(): CatalogPreview['invalid'] {
    const rows = [...this.rows]
      .sort(([a], [b]) => a - b)
      .slice(0, INVALID_ROWS_SHOWN)
      .map(([line, problems]) => ({ line, problems }));
    return { total: this.total, rows };
  }
}

/** Products whose category the file had not given yet when they were read: checked at its end. */
class WaitingForCategory {
  private readonly byName = new Map<
    string,
    { count: number; first: Array<{ line: number; index: number; id: number }> }
  >();

  add(category: string, line: number, index: number, id: number): void {
    const entry = this.byName.get(category) ?? { count: 0, first: [] };
    this.byName.set(category, entry);
    entry.count++;
    if (entry.first.length < INVALID_ROWS_SHOWN) entry.first.push({ line, index, id });
  }

  /** Each waiting product whose category never came into `invalid` (beyond the first ones, counted). */
  reportUnknown(known: (name: string) => boolean, invalid: InvalidRows): void {
    for (const [name, { count, first }] of this.byName) {
      if (known(name)) continue;
      for (const { line, index, id } of first) invalid.add(line, unknownCategoryProblem(index, id, name), true);
      invalid.addUnlisted(count - first.length);
    }
  }
}

/** The shop's category names: what an upserting file may name without listing them. */
async function shopCategoryNames(on: Kysely<ShopDatabase>): Promise<Set<string>> {
  const rows = await on.selectFrom('categories').select('cat_name').execute();
  return new Set(rows.map((row) => row.cat_name));
}

export async function previewCatalogRecords(
  on: Kysely<ShopDatabase>,
  records: AsyncIterable<CatalogRecord>,
  mode: ImportMode,
  onProgress?: (products: number) => void,
): Promise<CatalogPreview> {
  const version = await readCatalogVersion(on);
  const invalid = new InvalidRows();
  let line = 0;
  const checker = new CatalogChecker(mode === 'upsert' ? await shopCategoryNames(on) : new Set(), (text) =>
    invalid.add(line, text),
  );
  const diff = new CatalogDiff(on);
  const waiting = new WaitingForCategory();
  for await (const record of records) {
    line = record.line ?? 0;
    if ('problem' in record) checker.problem(record.problem);
    else if (record.list === 'categories') checker.category(record.value);
    else {
      const checked = checker.product(record.value);
      if (checked) {
        await diff.add(checked.product);
        if (!checked.categoryKnown) waiting.add(checked.product.category, line, checked.index, checked.product.id);
      }
      if (checker.products % PROGRESS_STEP === 0) onProgress?.(checker.products);
    }
  }
  waiting.reportUnknown((name) => checker.hasCategory(name), invalid);
  return {
    version,
    categories: checker.categories,
    products: checker.products,
    ...(await diff.result(mode)),
    invalid: invalid.result(),
  };
}
