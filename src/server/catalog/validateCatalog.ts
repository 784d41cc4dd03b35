// Checks an import file record by record, as it is read. Every problem names the record (index and
// id or name) and the field, so a shop owner can find it in a file of millions of products. A file's
// problems are told in English (the CLI's, the import's report); a staff form's, checked by the same
// rules, in its request's language (`fieldProblems`).
import type { I18n } from '@lingui/core';
import { isProductId, MAX_PRODUCT_ID, MAX_PICTURES } from '../../contract';
import type { CategoryInput, ProductInput } from './catalogInput';
import { centsOf } from '../../money';
import { DEFAULT_VAT_RATE, isVatRate, VAT_RATES, type VatRate } from '../../contract/selling';
import type { FieldWords } from '../http/fieldProblems';
import { eitherOf, inEnglish, type Words } from '../i18n/serverI18n';

const MAX_REPORTED = 20;

export class CatalogValidationError extends Error {
  /** `problems`: the first ones found; `total`: how many there were in all. */
  constructor(
    readonly problems: string[],
    readonly total = problems.length,
  ) {
    const shown = problems.slice(0, MAX_REPORTED);
    const more = total > shown.length ? `\n…and ${total - shown.length} more problems` : '';
    super(`The catalogue file has ${total} problem(s); nothing was changed:\n- ${shown.join('\n- ')}${more}`);
  }
}

export const SHAPE_PROBLEM = "the file must be a JSON object with the lists 'categories' and 'products'";

/**
 * A field's rule, said of it: `field` comes quoted ("'price'"), `got` is the value as the file wrote it.
 * Each rule is one message with its frame, so each language words the whole sentence.
 */
type Rule = (i18n: I18n, field: string, got: string) => string;

type Report = (field: string, rule: Rule, value: unknown) => void;

/** A record's problem as found: the record's label in the file ('products[3] (id 7)'), its field, the words. */
type RecordProblem = (label: string, field: string, words: Words) => void;

const textRule =
  (max: number): Rule =>
  (i18n, field, got) =>
    i18n._({
      id: 'catalog.problem.text',
      message: 'field {field} must be a non-empty text of at most {max} characters, got {got}',
      values: { field, max: String(max), got },
    });

const ID_RULE: Rule = (i18n, field, got) =>
  i18n._({
    id: 'catalog.problem.id',
    message: 'field {field} must be a whole number from 1 to {max}, got {got}',
    values: { field, max: String(MAX_PRODUCT_ID), got },
  });

const OBJECT_RULE: Rule = (i18n, field, got) =>
  i18n._({
    id: 'catalog.problem.object',
    message: 'field {field} must be an object, got {got}',
    values: { field, got },
  });

/** `report` of a record: each rule said of the field and value, labelled with the record. */
const reporter =
  (label: string, problem: RecordProblem): Report =>
  (field, rule, value) => {
    const got = describe(value);
    problem(label, field, (i18n) => rule(i18n, `'${field}'`, got));
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function text(record: Record<string, unknown>, field: string, max: number, report: Report): string {
  const value = record[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    report(field, textRule(max), value);
    return '';
  }
  return value.trim();
}

/** Product and category ids follow the contract's product-id rule (both are `integer` keys). */
function id(value: unknown, field: string, report: Report): number {
  if (!isProductId(value)) {
    report(field, ID_RULE, value);
    return 0;
  }
  return value;
}

const imageUrlPattern = /^(\/|https?:\/\/)[^\s"'<>\\]+$/;
export const fileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const colourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function validateCategory(raw: unknown, index: number, problem: RecordProblem): CategoryInput {
  const name = isRecord(raw) && typeof raw.catName === 'string' ? ` (${describe(raw.catName)})` : '';
  const report = reporter(`categories[${index}]${name}`, problem);
  if (!isRecord(raw)) {
    report('(record)', OBJECT_RULE, raw);
    return { catName: '', bgColor: '', imageUrl: '' };
  }
  const category: CategoryInput = {
    catName: text(raw, 'catName', 100, report),
    bgColor: typeof raw.bgColor === 'string' && colourPattern.test(raw.bgColor) ? raw.bgColor : '',
    imageUrl:
      typeof raw.imageUrl === 'string' && imageUrlPattern.test(raw.imageUrl) && raw.imageUrl.length <= 500
        ? raw.imageUrl
        : '',
  };
  if (!category.bgColor)
    report(
      'bgColor',
      (i18n, field, got) =>
        i18n._({
          id: 'catalog.problem.colour',
          message: "field {field} must be a colour like '#f3e3d3', got {got}",
          values: { field, got },
        }),
      raw.bgColor,
    );
  if (!category.imageUrl)
    report(
      'imageUrl',
      (i18n, field, got) =>
        i18n._({
          id: 'catalog.problem.imageUrl',
          message: "field {field} must be a path starting with '/' or an http(s) URL, got {got}",
          values: { field, got },
        }),
      raw.imageUrl,
    );
  if (raw.id !== undefined) category.id = id(raw.id, 'id', report);
  return category;
}

function validatePrice(value: unknown, report: Report): number {
  const cents = typeof value === 'number' ? centsOf(value) : NaN;
  if (
    !Number.isFinite(value) ||
    (value as number) < 0 ||
    Math.abs(cents - (value as number) * 100) > 1e-6 ||
    cents > MAX_PRODUCT_ID // price_cents is an `integer` column like the ids
  ) {
    report(
      'price',
      (i18n, field, got) =>
        i18n._({
          id: 'catalog.problem.price',
          message: 'field {field} must be a number of euros from 0 with at most 2 decimals, got {got}',
          values: { field, got },
        }),
      value,
    );
  }
  return typeof value === 'number' ? value : 0;
}

function validateImages(value: unknown, report: Report): string[] {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_PICTURES) {
    report(
      'images',
      (i18n, field, got) =>
        i18n._({
          id: 'catalog.problem.images',
          message: 'field {field} must be a list of 1 to {max} picture file names, got {got}',
          values: { field, max: String(MAX_PICTURES), got },
        }),
      value,
    );
    return [];
  }
  value.forEach((file, position) => {
    if (typeof file !== 'string' || !fileNamePattern.test(file)) {
      report(
        `images[${position}]`,
        (i18n, field, got) =>
          i18n._({
            id: 'catalog.problem.imageName',
            message:
              "field {field} must be a plain file name like 'sofa-1.svg' (letters, digits, '.', '_', '-'), got {got}",
            values: { field, got },
          }),
        file,
      );
    }
  });
  return value as string[];
}

/** Missing or null: not counted. Stock is an `integer` column, so bounded as the ids are. */
function validateStock(value: unknown, report: Report): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_PRODUCT_ID) {
    report(
      'stock',
      (i18n, field, got) =>
        i18n._({
          id: 'catalog.problem.stock',
          message: 'field {field} must be a whole number from 0 to {max}, or empty for not counted, got {got}',
          values: { field, max: String(MAX_PRODUCT_ID), got },
        }),
      value,
    );
    return null;
  }
  return value as number;
}

function validateVatRate(value: unknown, report: Report): VatRate {
  if (value === undefined) return DEFAULT_VAT_RATE;
  if (!isVatRate(value)) {
    report(
      'vatRate',
      (i18n, field, got) =>
        i18n._({
          id: 'catalog.problem.vatRate',
          message: 'field {field} must be one of the VAT rates {rates} (per cent), got {got}',
          values: { field, rates: eitherOf(i18n, VAT_RATES.map(String)), got },
        }),
      value,
    );
    return DEFAULT_VAT_RATE;
  }
  return value;
}

function validateProduct(raw: unknown, index: number, problem: RecordProblem): ProductInput {
  const name = isRecord(raw) && raw.id !== undefined ? ` (id ${describe(raw.id)})` : '';
  const report = reporter(`products[${index}]${name}`, problem);
  if (!isRecord(raw)) {
    report('(record)', OBJECT_RULE, raw);
    return {
      id: 0,
      title: '',
      price: 0,
      description: '',
      mark: '',
      category: '',
      images: [],
      stock: null,
      vatRate: DEFAULT_VAT_RATE,
    };
  }
  const description = raw.description;
  if (typeof description !== 'string' || description.length > 5000) {
    report(
      'description',
      (i18n, field, got) =>
        i18n._({
          id: 'catalog.problem.description',
          message: 'field {field} must be a text of at most {max} characters, got {got}',
          values: { field, max: '5000', got },
        }),
      description,
    );
  }
  return {
    id: id(raw.id, 'id', report),
    title: text(raw, 'title', 200, report),
    price: validatePrice(raw.price, report),
    description: typeof description === 'string' ? description.trim() : '',
    mark: text(raw, 'mark', 100, report),
    category: text(raw, 'category', 100, report),
    images: validateImages(raw.images, report),
    stock: validateStock(raw.stock, report),
    vatRate: validateVatRate(raw.vatRate, report),
  };
}

/** A product's label in the file's problems: 'products[3] (id 7)'. */
const productLabel = (index: number, id: number): string => `products[${index}] (id ${id})`;

const unknownCategoryWords =
  (category: string): Words =>
  (i18n) =>
    i18n._({
      id: 'catalog.problem.unknownCategory',
      message: 'field {field} names no category of the file or the shop, got {got}',
      values: { field: "'category'", got: describe(category) },
    });

export const unknownCategoryProblem = (index: number, id: number, category: string): string =>
  `${productLabel(index, id)}: ${inEnglish(unknownCategoryWords(category))}`;

export interface CheckedProduct {
  product: ProductInput;
  index: number;
  /** False when its category was not (yet) read: it is checked once the whole file is. */
  categoryKnown: boolean;
}

/**
 * Checks records one at a time, keeping only what the rules across records need (the ids and
 * names seen, with their first record) and the first problems. `knownCategories` are the shop's
 * current category names, which an upsert file may refer to without listing them again.
 */
export class CatalogChecker {
  private readonly shown: string[] = [];
  private readonly shownByField: FieldWords[] = [];
  private total = 0;
  private readonly categoryNames = new Map<string, number>();
  private readonly categoryIds = new Map<number, number>();
  private readonly productIds = new Map<number, number>();
  categories = 0;
  products = 0;

  /** `onProblem`: told every problem as it is found (the preview places each on its file's line). */
  constructor(
    private readonly knownCategories: ReadonlySet<string> = new Set(),
    private readonly onProblem?: (text: string) => void,
  ) {}

  get clean(): boolean {
    return this.total === 0;
  }

  readonly problem = (text: string): void => {
    this.onProblem?.(text);
    this.total++;
    if (this.shown.length < MAX_REPORTED) this.shown.push(text);
  };

  /** A problem of a record's field: told in English as the file's, kept by field in words for a form. */
  readonly fieldProblem: RecordProblem = (label, field, words) => {
    if (this.shownByField.length < MAX_REPORTED) this.shownByField.push({ field, words });
    this.problem(`${label}: ${inEnglish(words)}`);
  };

  /** The first problems by field (a staff form's one record), to say in its answer's language. */
  get fieldProblems(): readonly FieldWords[] {
    return this.shownByField;
  }

  /** A product whose category neither the file nor the shop has. */
  unknownCategory(index: number, id: number, category: string): void {
    this.fieldProblem(productLabel(index, id), 'category', unknownCategoryWords(category));
  }

  /** Counts `total` problems of which only the first `texts` are worth showing. */
  problems(texts: string[], total: number): void {
    texts.forEach(this.problem);
    this.total += total - texts.length;
  }

  /** The category, or undefined when the record has a problem. */
  category(raw: unknown): CategoryInput | undefined {
    const index = this.categories++;
    const before = this.total;
    const category = validateCategory(raw, index, this.fieldProblem);
    const label = `categories[${index}] (${describe(category.catName)})`;
    this.unique(this.categoryNames, category.catName, index, label, 'catName');
    if (category.id !== undefined) this.unique(this.categoryIds, category.id, index, label, 'id');
    return this.total === before ? category : undefined;
  }

  /** The product, or undefined when the record has a problem. */
  product(raw: unknown): CheckedProduct | undefined {
    const index = this.products++;
    const before = this.total;
    const product = validateProduct(raw, index, this.fieldProblem);
    this.unique(this.productIds, product.id, index, productLabel(index, product.id), 'id');
    if (this.total !== before) return undefined;
    return { product, index, categoryKnown: this.hasCategory(product.category) };
  }

  hasCategory(name: string): boolean {
    return this.categoryNames.has(name) || this.knownCategories.has(name);
  }

  throwIfProblems(): void {
    if (this.total > 0) throw new CatalogValidationError(this.shown, this.total);
  }

  private unique<K>(seen: Map<K, number>, value: K, index: number, label: string, field: string): void {
    if (value === '' || value === 0) return;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      this.fieldProblem(label, field, (i18n) =>
        i18n._({
          id: 'catalog.problem.repeated',
          message: 'field {field} repeats the value of record {first}: {got}',
          values: { field: `'${field}'`, first: String(first), got: describe(value) },
        }),
      );
  }
}

export const isCatalogShape = (data: unknown): data is Record<'categories' | 'products', unknown[]> =>
  isRecord(data) && Array.isArray(data.categories) && Array.isArray(data.products);
