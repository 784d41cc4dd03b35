// Checks an import file record by record. Every problem names the record (index and id or name)
// and the field, so a shop owner can find it in a file of thousands of products.
import { isProductId, MAX_PRODUCT_ID } from '../../contract';
import type { CatalogInput, CategoryInput, ProductInput } from './catalogInput';

const MAX_REPORTED = 20;

export class CatalogValidationError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, MAX_REPORTED);
    const more = problems.length > shown.length ? `\n…and ${problems.length - shown.length} more problems` : '';
    super(`The catalogue file has ${problems.length} problem(s); nothing was changed:\n- ${shown.join('\n- ')}${more}`);
  }
}

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
const fileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const colourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function validateCategory(raw: unknown, index: number, problems: string[]): CategoryInput {
  const name = isRecord(raw) && typeof raw.catName === 'string' ? ` (${describe(raw.catName)})` : '';
  const report: Report = (field, rule, value) =>
    problems.push(`categories[${index}]${name}: field '${field}' ${rule}, got ${describe(value)}`);
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
  const cents = typeof value === 'number' ? Math.round(value * 100) : NaN;
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
  if (!Array.isArray(value) || value.length < 1 || value.length > 4) {
    report('images', 'must be a list of 1 to 4 picture file names', value);
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

function validateProduct(raw: unknown, index: number, problems: string[]): ProductInput {
  const name = isRecord(raw) && raw.id !== undefined ? ` (id ${describe(raw.id)})` : '';
  const report: Report = (field, rule, value) =>
    problems.push(`products[${index}]${name}: field '${field}' ${rule}, got ${describe(value)}`);
  if (!isRecord(raw)) {
    report('(record)', 'must be an object', raw);
    return { id: 0, title: '', price: 0, description: '', mark: '', category: '', images: [] };
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
  };
}

function findDuplicates<T>(
  items: T[],
  key: (item: T) => unknown,
  label: (item: T, index: number) => string,
  field: string,
  problems: string[],
): void {
  const seen = new Map<unknown, number>();
  items.forEach((item, index) => {
    const value = key(item);
    if (value === '' || value === 0 || value === undefined) return;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      problems.push(`${label(item, index)}: field '${field}' repeats the value of record ${first}: ${describe(value)}`);
  });
}

/**
 * Validates the whole file. `knownCategories` are the shop's current category names, which an
 * upsert file may refer to without listing them again.
 */
export function validateCatalog(data: unknown, knownCategories: ReadonlySet<string> = new Set()): CatalogInput {
  const problems: string[] = [];
  if (!isRecord(data) || !Array.isArray(data.categories) || !Array.isArray(data.products)) {
    throw new CatalogValidationError(["the file must be a JSON object with the lists 'categories' and 'products'"]);
  }
  const categories = data.categories.map((raw, index) => validateCategory(raw, index, problems));
  const products = data.products.map((raw, index) => validateProduct(raw, index, problems));
  findDuplicates(
    categories,
    (c) => c.catName,
    (c, i) => `categories[${i}] (${describe(c.catName)})`,
    'catName',
    problems,
  );
  findDuplicates(
    categories,
    (c) => c.id,
    (c, i) => `categories[${i}] (${describe(c.catName)})`,
    'id',
    problems,
  );
  findDuplicates(
    products,
    (p) => p.id,
    (p, i) => `products[${i}] (id ${p.id})`,
    'id',
    problems,
  );
  const categoryNames = new Set([...knownCategories, ...categories.map((c) => c.catName)]);
  products.forEach((product, index) => {
    if (product.category && !categoryNames.has(product.category)) {
      problems.push(
        `products[${index}] (id ${product.id}): field 'category' names no category of the file or the shop, ` +
          `got ${describe(product.category)}`,
      );
    }
  });
  if (problems.length > 0) throw new CatalogValidationError(problems);
  return { categories, products };
}
