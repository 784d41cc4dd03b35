// Apart from src/pictureVariants.ts so that it loads with the product screen only, not on every first load.

/** The product screen's picture: half the page from 48rem (styles/product.css), else the whole width. */
export const PRODUCT_PICTURE_SIZES = '(min-width:48rem) 35rem,100vw';
