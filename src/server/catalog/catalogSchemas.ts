// The catalogue's answers as JSON schemas, for the OpenAPI document. The compile-time checks at the
// end keep them equal to the contract's types, so the document cannot drift from what is sent.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PRODUCT_ID, type Category, type Product } from '../../contract';

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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _categoryMatchesContract: Same<Static<typeof CategorySchema>, Category> = true;
const _productMatchesContract: Same<Static<typeof ProductSchema>, Product> = true;
