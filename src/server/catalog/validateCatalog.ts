// Checks an import file record by record, as it is read. Every problem names the record (index and
// id or name) and the field, so a shop owner can find it in a file of millions of products.
import { isProductId, MAX_PRODUCT_ID, MAX_PICTURES } from '../../contract';
import type { CategoryInput, ProductInput } from './catalogInput';
import { centsOf } from '../../money';
import { DEFAULT_VAT_RATE, isVatRate, VAT_RATES, type VatRate } from '../../contract/selling';

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

type Report = (field: string, rule: string, value: unknown) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function text(record: Record<string, unknown>, field: string, max: number, report: Report): string {
  const value = record[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    report(field, `must be a non-empty text of at most ${max} characters`, value);
    return '';
  }
  return value.trim();
}

/** Product and category ids follow the contract's product-id rule (both are `integer` keys). */
function id(value: unknown, field: string, report: Report): number {
  if (!isProductId(value)) {
    report(field, `must be a whole number from 1 to ${MAX_PRODUCT_ID}`, value);
    return 0;
  }
  return value;
}

const imageUrlPattern = /^(\/|https?:\/\/)[^\s"'<>\\]+$/;
export const fileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const colourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function validateCategory(raw: unknown, index: number, problem: (text: string) => void): CategoryInput {
  const name = isRecord(raw) && typeof raw.catName === 'string' ? ` (${describe(raw.catName)})` : '';
  const report: Report = (field, rule, value) =>
    problem(`categories[${index}]${name}: field '${field}' ${rule}, got ${describe(value)}`);
  if (!isRecord(raw)) {
    report('(record)', 'must be an object', raw);
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
  if (!category.bgColor) report('bgColor', "must be a colour like '#f3e3d3'", raw.bgColor);
  if (!category.imageUrl) report('imageUrl', "must be a path starting with '/' or an http(s) URL", raw.imageUrl);
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
    report('price', 'must be a number of euros from 0 with at most 2 decimals', value);
  }
  return typeof value === 'number' ? value : 0;
}

function validateImages(value: unknown, report: Report): string[] {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_PICTURES) {
    report('images', `must be a list of 1 to ${MAX_PICTURES} picture file names`, value);
    return [];
  }
  value.forEach((file, position) => {
    if (typeof file !== 'string' || !fileNamePattern.test(file)) {
      report(
        `images[${position}]`,
        "must be a plain file name like 'sofa-1.svg' (letters, digits, '.', '_', '-')",
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
    report('stock', `must be a whole number from 0 to ${MAX_PRODUCT_ID}, or empty for not counted`, value);
    return null;
  }
  return value as number;
}

function validateVatRate(value: unknown, report: Report): VatRate {
  if (value === undefined) return DEFAULT_VAT_RATE;
  if (!isVatRate(value)) {
    report('vatRate', `must be one of the VAT rates ${VAT_RATES.join(' or ')} (per cent)`, value);
    return DEFAULT_VAT_RATE;
  }
  return value;
}

function validateProduct(raw: unknown, index: number, problem: (text: string) => void): ProductInput {
  const name = isRecord(raw) && raw.id !== undefined ? ` (id ${describe(raw.id)})` : '';
  const report: Report = (field, rule, value) =>
    problem(`products[${index}]${name}: field '${field}' ${rule}, got ${describe(value)}`);
  if (!isRecord(raw)) {
    report('(record)', 'must be an object', raw);
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
    report('description', 'must be a text of at most 5000 characters', description);
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

export const unknownCategoryProblem = (index: number, id: number, category: string): string =>
  `products[${index}] (id ${id}): field 'category' names no category of the file or the shop, got ${describe(category)}`;

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

  /** Counts `total` problems of which only the first `texts` are worth showing. */
  problems(texts: string[], total: number): void {
    texts.forEach(this.problem);
    this.total += total - texts.length;
  }

  /** The category, or undefined when the record has a problem. */
  category(raw: unknown): CategoryInput | undefined {
    const index = this.categories++;
    const before = this.total;
    const category = validateCategory(raw, index, this.problem);
    const label = `categories[${index}] (${describe(category.catName)})`;
    this.unique(this.categoryNames, category.catName, index, label, 'catName');
    if (category.id !== undefined) this.unique(this.categoryIds, category.id, index, label, 'id');
    return this.total === before ? category : undefined;
  }

  /** The product, or undefined when the record has a problem. */
  product(raw: unknown): CheckedProduct | undefined {
    const index = this.products++;
    const before = this.total;
    const product = validateProduct(raw, index, this.problem);
    this.unique(this.productIds, product.id, index, `products[${index}] (id ${product.id})`, 'id');
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
    else this.problem(`${label}: field '${field}' repeats the value of record ${first}: ${describe(value)}`);
  }
}

export const isCatalogShape = (data: unknown): data is Record<'categories' | 'products', unknown[]> =>
  isRecord(data) && Array.isArray(data.categories) && Array.isArray(data.products);
