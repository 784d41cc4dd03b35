// Reads a catalogue file as a stream of records, never whole: the documented JSON object through
// stream-json's parser, JSON Lines (`.jsonl`, `.ndjson`) one line at a time, or CSV (`.csv`, its own
// reader). Each record says the file's line it starts on.
import { createReadStream, type ReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { StringDecoder } from 'node:string_decoder';
import { getManyValues, isMany, none } from 'stream-chain/defs.js';
import Assembler from 'stream-json/assembler.js';
import { jsonParser, type Token } from 'stream-json/parser.js';
import type { CatalogFormat, CatalogRecord } from './catalogInput';
import { CatalogFileError } from './importCatalog';
import { csvRecords } from './readCatalogCsv';
import { CatalogValidationError, isCatalogShape, SHAPE_PROBLEM } from './validateCatalog';

export interface CatalogFile {
  records: AsyncIterable<CatalogRecord>;
  bytesRead(): number;
}

const isList = (key: unknown): key is 'categories' | 'products' => key === 'categories' || key === 'products';

/**
 * Hands on each element of the top-level lists as soon as it is complete, and drops it from the tree,
 * with the line its first token was read on (`line()`, the line being fed to the tokenizer).
 */
function catalogRecords(line: () => number) {
  const assembler = new Assembler();
  let startLine = 0;
  return (token: Token): CatalogRecord | typeof none => {
    if (assembler.done && token.name !== 'startObject') throw new CatalogValidationError([SHAPE_PROBLEM]);
    if (assembler.depth === 2 && token.name !== 'endArray') startLine = line();
    assembler.consume(token);
    const list: unknown = assembler.current;
    if (assembler.depth === 2 && Array.isArray(list) && list.length > 0 && isList(assembler.path[0])) {
      return { list: assembler.path[0], value: list.pop(), line: startLine };
    }
    if (assembler.done && !isCatalogShape(assembler.current)) throw new CatalogValidationError([SHAPE_PROBLEM]);
    return none;
  };
}

/** One line is `{"category": {…}}` or `{"product": {…}}`; blank lines are skipped. */
function lineRecord(line: string, number: number): CatalogRecord | undefined {
  if (line.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { problem: `line ${number}: is not valid JSON (${(error as Error).message})`, line: number };
  }
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  if (keys.length === 1 && keys[0] === 'category')
    return { list: 'categories', value: (value as { category: unknown }).category, line: number };
  if (keys.length === 1 && keys[0] === 'product')
    return { list: 'products', value: (value as { product: unknown }).product, line: number };
  return { problem: `line ${number}: must be an object with the one key "category" or "product"`, line: number };
}

async function* jsonLines(input: ReadStream): AsyncIterable<CatalogRecord> {
  let number = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    const record = lineRecord(line, ++number);
    if (record) yield record;
  }
}

/** `text` cut after each line break, so each piece is on one line of the file. */
function* linePieces(text: string): Iterable<string> {
  let start = 0;
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
    yield text.slice(start, end + 1);
    start = end + 1;
  }
  if (start < text.length) yield start === 0 ? text : text.slice(start);
}

/**
 * stream-json's tokenizer driven directly, one line of a file block at a time (so a record's tokens
 * tell its line): its stream-chain pipeline spends more per token than the tokenizer itself. The
 * decoder keeps characters split across blocks.
 */
async function* jsonDocument(input: ReadStream, file: string): AsyncIterable<CatalogRecord> {
  const tokenize = jsonParser({ streamValues: false });
  let line = 1;
  const toRecord = catalogRecords(() => line);
  const decoder = new StringDecoder('utf8');
  const records = function* (tokens: unknown) {
    for (const token of isMany(tokens) ? (getManyValues(tokens) as Token[]) : []) {
      const record = toRecord(token);
      if (record !== none) yield record;
    }
  };
  let first = true;
  try {
    for await (const block of input) {
      const text = decoder.write(block as Buffer);
      for (const piece of linePieces(first ? text.replace(/^\uFEFF/, '') : text)) {
        yield* records(tokenize(piece));
        if (piece.endsWith('\n')) line++;
      }
      first = false;
    }
    yield* records(tokenize(none as never)); // the end: an unfinished document throws
  } catch (error) {
    if (error instanceof CatalogValidationError) throw error;
    throw new CatalogFileError(`${file} is not valid JSON (${(error as Error).message}); nothing was changed.`);
  }
}

/** The format a file's name says: `.jsonl`/`.ndjson` JSON Lines, `.csv` CSV, anything else JSON. */
export function catalogFormatOf(file: string): CatalogFormat {
  if (/\.(jsonl|ndjson)$/i.test(file)) return 'jsonl';
  return /\.csv$/i.test(file) ? 'csv' : 'json';
}

export function readCatalogFile(file: string, format = catalogFormatOf(file)): CatalogFile {
  const input = createReadStream(file);
  const records =
    format === 'jsonl' ? jsonLines(input) : format === 'csv' ? csvRecords(input, file) : jsonDocument(input, file);
  return { records, bytesRead: () => input.bytesRead };
}
