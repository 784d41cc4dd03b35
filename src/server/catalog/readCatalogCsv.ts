// CSV of products (docs/operations.md, "CSV"): a header row of the import's field names, then one
// product a row, read by csv-parse as a stream and turned into the records the JSON readers yield,
// so the import's one rule set checks them. Numbers are read from their text; anything else is
// handed on as text, for the checks to name.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, type CsvError, type InfoRecord, type Options } from 'csv-parse';
import type { CatalogRecord } from './catalogInput';
import { CatalogFileError } from './importCatalog';

/** The columns every file names, in the order a new file would name them. */
const CSV_COLUMNS = ['id', 'title', 'price', 'description', 'mark', 'category', 'images'] as const;
/** Columns a file may leave out (each product's stock not counted, its VAT 19 %), by their lower-case header. */
const OPTIONAL_COLUMNS = { stock: 'stock', vatrate: 'vatRate' } as const;
type Column = (typeof CSV_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[keyof typeof OPTIONAL_COLUMNS];

const columnNamed = (name: string): Column | undefined =>
  (CSV_COLUMNS as readonly string[]).includes(name)
    ? (name as Column)
    : OPTIONAL_COLUMNS[name as keyof typeof OPTIONAL_COLUMNS];

/** Spreadsheets write ',' (or ';' where ',' is the decimal mark) or tabs: the header's most used one. */
function delimiterOf(head: string): string {
  const header = head.slice(0, head.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The header's cells as columns: each field once, nothing else (a misspelt column would be lost). */
function columnsOf(header: string[], file: string): Column[] {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const fail = (why: string) => {
    throw new CatalogFileError(
      `${file}, line 1: ${why}; the header must name the columns ${CSV_COLUMNS.join(', ')} ` +
        `(and may name stock, vatRate). Nothing was changed.`,
    );
  };
  const unknown = names.filter((name) => columnNamed(name) === undefined);
  if (unknown.length > 0) fail(`unknown column ${unknown.map((name) => `'${name}'`).join(', ')}`);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) fail(`column '${twice[0]}' named twice`);
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) fail(`missing column ${missing.map((name) => `'${name}'`).join(', ')}`);
  return names.map((name) => columnNamed(name)!);
}

/** A whole number or a decimal (point or comma) as a number; other text as it is, for the checks. */
function numberOf(cell: string, decimals: boolean): unknown {
  const text = cell.trim();
  const pattern = decimals ? /^-?\d+(?:[.,]\d+)?$/ : /^-?\d+$/;
  return pattern.test(text) ? Number(text.replace(',', '.')) : cell;
}

function productOf(columns: Column[], cells: string[]): Record<Column, unknown> {
  const product = {} as Record<Column, unknown>;
  columns.forEach((column, index) => {
    const cell = cells[index] ?? '';
    if (column === 'id') product.id = numberOf(cell, false);
    else if (column === 'price') product.price = numberOf(cell, true);
    // An empty cell leaves the field out: stock not counted, VAT 19 %. A fraction is read, for the checks to name.
    else if (column === 'stock' || column === 'vatRate') {
      if (cell.trim() !== '') product[column] = numberOf(cell, true);
    }
    // File names hold no spaces, commas or '|': any of them separates two.
    else if (column === 'images') product.images = cell.split(/[\s,|]+/).filter(Boolean);
    else product[column] = cell;
  });
  return product;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** The first block, to choose the delimiter, then the rest, as one stream. */
async function withHead(input: Readable): Promise<{ head: string; source: Readable }> {
  const blocks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await blocks.next();
  const rest = async function* () {
    if (!first.done) yield first.value;
    for (let next = await blocks.next(); !next.done; next = await blocks.next()) yield next.value;
  };
  return { head: first.done ? '' : first.value.toString('utf8'), source: Readable.from(rest()) };
}

/** A row as the parser hands it on: its cells and the line it starts on. */
interface Row {
  cells: string[];
  line: number;
}

export async function* csvRecords(input: Readable, file: string): AsyncIterable<CatalogRecord> {
  const { head, source } = await withHead(input);
  // Lines are counted as the parser reads (ahead of this loop): a row starts after the one before ended.
  let lastLine = 0;
  const unreadable: CatalogRecord[] = [];
  const options: Options<Row, string[]> = {
    bom: true,
    delimiter: delimiterOf(head.replace(/^\uFEFF/, '')),
    relax_column_count: true,
    skip_records_with_error: true,
    on_record: (cells: string[], context: InfoRecord): Row => {
      const line = lastLine + 1;
      lastLine = context.lines;
      return { cells, line };
    },
    // The line the parser found the fault on: after a broken quote it may have read on past the row's end.
    on_skip: (error: CsvError | undefined) => {
      const line = Math.max(lastLine + 1, (error as { lines?: number } | undefined)?.lines ?? 0);
      lastLine = line;
      unreadable.push({ problem: `line ${line}: is not valid CSV (${error?.message ?? 'unreadable'})`, line });
      return undefined;
    },
  };
  // parse()'s overloads type only a callback's records; the stream hands on what on_record returns.
  const parser = parse(options as unknown as Options);
  const reading = pipeline(source, parser).catch((error: unknown) => {
    parser.destroy(error as Error);
  });
  /** The rows the parser could not read, up to `line`, in the file's order among the others. */
  const unreadableBefore = (line: number) => {
    const count = unreadable.findIndex((record) => (record.line ?? 0) > line);
    return unreadable.splice(0, count < 0 ? unreadable.length : count);
  };
  let columns: Column[] | undefined;
  try {
    for await (const { cells, line } of parser as AsyncIterable<Row>) {
      yield* unreadableBefore(line);
      if (isBlank(cells)) continue;
      if (!columns) {
        columns = columnsOf(cells, file);
        continue;
      }
      if (cells.length !== columns.length)
        yield { problem: `line ${line}: has ${cells.length} cells, the header ${columns.length}`, line };
      else yield { list: 'products', value: productOf(columns, cells), line };
    }
    yield* unreadable.splice(0);
  } catch (error) {
    if (error instanceof CatalogFileError) throw error;
    throw new CatalogFileError(`${file} cannot be read as CSV (${(error as Error).message}); nothing was changed.`);
  } finally {
    parser.destroy();
    await reading;
  }
  if (!columns) throw new CatalogFileError(`${file} is empty: a CSV catalogue starts with a header row.`);
}
