// Reads a catalogue file as a stream of records, never whole: the documented JSON object through
// stream-json's parser, or JSON Lines (`.jsonl`, `.ndjson`) one line at a time.
import { createReadStream, type ReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { StringDecoder } from 'node:string_decoder';
import { getManyValues, isMany, none } from 'stream-chain/defs.js';
import Assembler from 'stream-json/assembler.js';
import { jsonParser, type Token } from 'stream-json/parser.js';
import type { CatalogRecord } from './catalogInput';
import { CatalogFileError } from './importCatalog';
import { CatalogValidationError, isCatalogShape, SHAPE_PROBLEM } from './validateCatalog';

export interface CatalogFile {
  records: AsyncIterable<CatalogRecord>;
  bytesRead(): number;
}

const isList = (key: unknown): key is 'categories' | 'products' => key === 'categories' || key === 'products';

/** Hands on each element of the top-level lists as soon as it is complete, and drops it from the tree. */
function catalogueRecords() {
  const assembler = new Assembler();
  return (token: Token): CatalogRecord | typeof none => {
    if (assembler.done && token.name !== 'startObject') throw new CatalogValidationError([SHAPE_PROBLEM]);
    assembler.consume(token);
    const list: unknown = assembler.current;
    if (assembler.depth === 2 && Array.isArray(list) && list.length > 0 && isList(assembler.path[0])) {
      return { list: assembler.path[0], value: list.pop() };
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
    return { problem: `line ${number}: is not valid JSON (${(error as Error).message})` };
  }
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  if (keys.length === 1 && keys[0] === 'category')
    return { list: 'categories', value: (value as { category: unknown }).category };
  if (keys.length === 1 && keys[0] === 'product')
    return { list: 'products', value: (value as { product: unknown }).product };
  return { problem: `line ${number}: must be an object with the one key "category" or "product"` };
}

async function* jsonLines(input: ReadStream): AsyncIterable<CatalogRecord> {
  let number = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    const record = lineRecord(line, ++number);
    if (record) yield record;
  }
}

/**
 * stream-json's tokenizer driven directly, one file block at a time: its stream-chain pipeline
 * spends more per token than the tokenizer itself. The decoder keeps characters split across blocks.
 */
async function* jsonDocument(input: ReadStream, file: string): AsyncIterable<CatalogRecord> {
  const tokenize = jsonParser({ streamValues: false });
  const toRecord = catalogueRecords();
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
      yield* records(tokenize(first ? text.replace(/^\uFEFF/, '') : text));
      first = false;
    }
    yield* records(tokenize(none as never)); // the end: an unfinished document throws
  } catch (error) {
    if (error instanceof CatalogValidationError) throw error;
    throw new CatalogFileError(`${file} is not valid JSON (${(error as Error).message}); nothing was changed.`);
  }
}

function isJsonLines(file: string): boolean {
  return /\.(jsonl|ndjson)$/i.test(file);
}

export function readCatalogFile(file: string): CatalogFile {
  const input = createReadStream(file);
  const records = isJsonLines(file) ? jsonLines(input) : jsonDocument(input, file);
  return { records, bytesRead: () => input.bytesRead };
}
