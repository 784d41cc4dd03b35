// The catalogue's answers (GET /api, /api/products, /api/product/:id, /api/products/page and
// /api/products/by-id) and the first page embedded in the home page. Each shape is written once, here:
// the server validates and documents with the schemas (OpenAPI names the components by their $id),
// and the client takes only their types (`import type`), so TypeBox never reaches the browser.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PRODUCT_ID, MAX_SUGGESTIONS } from './plain';
import { refTo } from './schemaRef';

export const CategorySchema = Type.Object(
  {
    id: Type.Integer(),
    catName: Type.String({ description: "The tile's name, e.g. 'sofa'." }),
    bgColor: Type.String({ description: "CSS colour behind the tile picture, e.g. '#f3e3d3'." }),
    imageUrl: Type.String({ description: "Path of the tile picture, e.g. '/images/categories/sofa.webp'." }),
  },
  { $id: 'Category' },
);
export type Category = Static<typeof CategorySchema>;

export const ProductSchema = Type.Object(
  {
    /** Stored as PostgreSQL `integer`: 1 to MAX_PRODUCT_ID (isProductId). */
    id: Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID }),
    title: Type.String(),
    price: Type.Number({ description: 'Price in euros, with cents (e.g. 1299 or 49.9).' }),
    description: Type.String(),
    image: Type.String({ description: 'URL of the main picture (the first of `images`).' }),
    mark: Type.String({ description: 'Brand label.' }),
    images: Type.Array(Type.String(), { description: 'Every picture for the carousel, `image` first.' }),
    category: Type.String({ description: 'The catName of the product’s category.' }),
  },
  { $id: 'Product' },
);
export type Product = Static<typeof ProductSchema>;

/** 'phrase' is the spec's rule (§5.1); 'all' is `/?q=…&words=all`. */
export const SearchWordsSchema = Type.Union([Type.Literal('phrase'), Type.Literal('all')], {
  description:
    "'phrase' (the default): titles holding the term as typed; 'all': titles holding each of its words, in any order.",
});
/** How a search's term is matched (docs/requirements.md §5.1). */
export type SearchWords = Static<typeof SearchWordsSchema>;

/** A search offered when one finds nothing ("Did you mean:"), with what it finds. */
export const SearchSuggestionSchema = Type.Object(
  {
    term: Type.String({ description: 'The search to offer, as a shopper would type it.', examples: ['bohrschrauber'] }),
    words: SearchWordsSchema,
    matching: Type.Integer({ minimum: 1, description: 'Products it finds, up to the same cap as `matching`.' }),
    matchingCapped: Type.Boolean({ description: 'More than `matching` products match.' }),
  },
  { $id: 'SearchSuggestion', description: 'A search that finds products, offered for one that found none.' },
);
export type SearchSuggestion = Static<typeof SearchSuggestionSchema>;

/** Embedded in the home page, so its cards show before the whole list has arrived. */
const FirstPageSchema = Type.Object({
  total: Type.Integer({ description: 'Products in the catalogue.' }),
  term: Type.String({ description: "The search, trimmed; '' for the list." }),
  /** Present ('all') only when the term's words were matched in any order. */
  words: Type.Optional(SearchWordsSchema),
  matching: Type.Integer({ description: 'Products that match (all of them for no search), up to a cap.' }),
  matchingCapped: Type.Optional(Type.Boolean({ description: 'More than `matching` products match.' })),
  products: Type.Array(refTo(ProductSchema)),
  suggestions: Type.Optional(
    Type.Array(refTo(SearchSuggestionSchema), {
      maxItems: MAX_SUGGESTIONS,
      description:
        'Only on a first page (offset 0) that found nothing, not stopped at the search bound: up to three searches that find products ' +
        '(a misspelled word corrected from the catalogue’s words, or the words in any order), most found first.',
    }),
  ),
});
export type FirstPage = Static<typeof FirstPageSchema>;

// The first page's fields, with `offset` before the products, where the OpenAPI document has always had it.
const { products, suggestions, ...firstPageHead } = FirstPageSchema.properties;

/** A page of the list or of a search (GET /api/products/page): the first page's fields, and where it starts. */
export const PageOfProductsSchema = Type.Object(
  {
    ...firstPageHead,
    matchingCapped: Type.Boolean({ description: 'More than `matching` products match.' }),
    offset: Type.Integer({ description: 'Matching products before this page.' }),
    products,
    suggestions,
  },
  { $id: 'PageOfProducts' },
);
export type PageOfProducts = Static<typeof PageOfProductsSchema>;
