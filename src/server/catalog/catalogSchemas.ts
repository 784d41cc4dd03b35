// The catalogue's answers as JSON schemas, for the OpenAPI document. The compile-time checks at the
// end keep them equal to the contract's types, so the document cannot drift from what is sent.
import { Type, type Static } from '@sinclair/typebox';
import {
  FIRST_PAGE_SIZE,
  MAX_PRODUCT_ID,
  PAGE_LIMIT_MAX,
  PRODUCTS_BY_ID_MAX,
  SEARCH_TERM_MAX_LENGTH,
  type Category,
  type Product,
  type PageOfProducts,
  type SearchSuggestion,
} from '../../contract';
import { SEARCH_PARAMS } from '../../shopRoutes';
import { MAX_SUGGESTIONS } from '../../titleSearch/suggestSearches';

export const CategorySchema = Type.Object(
  {
    id: Type.Integer(),
    catName: Type.String({ description: "The tile's name, e.g. 'sofa'." }),
    bgColor: Type.String({ description: "CSS colour behind the tile picture, e.g. '#f3e3d3'." }),
    imageUrl: Type.String({ description: "Path of the tile picture, e.g. '/images/categories/sofa.webp'." }),
  },
  { $id: 'Category' },
);

export const ProductSchema = Type.Object(
  {
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

export const ProductIdParams = Type.Object({
  id: Type.String({
    description: `A whole number from 1 to ${MAX_PRODUCT_ID}, written without leading zeros or signs.`,
    examples: ['7'],
  }),
});

const SearchWordsSchema = Type.Union([Type.Literal('phrase'), Type.Literal('all')], {
  description:
    "'phrase' (the default): titles holding the term as typed; 'all': titles holding each of its words, in any order.",
});

export const SearchSuggestionSchema = Type.Object(
  {
    term: Type.String({ description: 'The search to offer, as a shopper would type it.', examples: ['bohrschrauber'] }),
    words: SearchWordsSchema,
    matching: Type.Integer({ minimum: 1, description: 'Products it finds, up to the same cap as `matching`.' }),
    matchingCapped: Type.Boolean({ description: 'More than `matching` products match.' }),
  },
  { $id: 'SearchSuggestion', description: 'A search that finds products, offered for one that found none.' },
);

export const ProductPageSchema = Type.Object(
  {
    total: Type.Integer({ description: 'Products in the catalogue.' }),
    term: Type.String({ description: "The search, trimmed; '' for the list." }),
    words: Type.Optional(SearchWordsSchema),
    matching: Type.Integer({ description: 'Products that match (all of them for no search), up to a cap.' }),
    matchingCapped: Type.Boolean({ description: 'More than `matching` products match.' }),
    offset: Type.Integer({ description: 'Matching products before this page.' }),
    products: Type.Array(Type.Ref('Product')),
    suggestions: Type.Optional(
      Type.Array(Type.Ref('SearchSuggestion'), {
        maxItems: MAX_SUGGESTIONS,
        description:
          'Only on a first page (offset 0) that found nothing, not stopped at the search bound: up to three searches that find products ' +
          '(a misspelled word corrected from the catalogue’s words, or the words in any order), most found first.',
      }),
    ),
  },
  { $id: 'PageOfProducts' },
);

export const PageQuery = Type.Object({
  // The address's names (shopRoutes.ts), which the client sends on.
  [SEARCH_PARAMS.term]: Type.Optional(
    Type.String({ maxLength: SEARCH_TERM_MAX_LENGTH, description: 'Search term: a substring of the title.' }),
  ),
  [SEARCH_PARAMS.words]: Type.Optional(SearchWordsSchema),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX, default: FIRST_PAGE_SIZE })),
});

export const IdsQuery = Type.Object({
  ids: Type.String({
    pattern: `^[^,]+(,[^,]+){0,${PRODUCTS_BY_ID_MAX - 1}}$`,
    description: `Up to ${PRODUCTS_BY_ID_MAX} product ids, separated by commas.`,
    examples: ['3,1,7'],
  }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _categoryMatchesContract: Same<Static<typeof CategorySchema>, Category> = true;
const _productMatchesContract: Same<Static<typeof ProductSchema>, Product> = true;
const _suggestionMatchesContract: Same<Static<typeof SearchSuggestionSchema>, SearchSuggestion> = true;
const _pageMatchesContract: Same<
  Omit<Static<typeof ProductPageSchema>, 'products' | 'suggestions'>,
  Omit<PageOfProducts, 'products' | 'suggestions'>
> = true;
