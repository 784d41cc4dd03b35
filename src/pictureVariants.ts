// The picture store's naming (docs/decisions.md "Imported pictures"), shared by the import, the
// server and the client: a stored picture's URL ends in `<hash>-<largest width>.webp`, and its other
// sizes are the ladder's widths up to that one, in AVIF and WebP, so no field is added to products.

export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280];

/** `<hash>-<width>.<avif|webp>`; anything else (a hosted name) is a plain picture. */
export const STORED_PICTURE = /^([0-9a-f]{20})-(\d{3,4})\.(avif|webp)$/;

export const storedPictureName = (hash: string, width: number, format: 'avif' | 'webp'): string =>
  `${hash}-${width}.${format}`;

/** The `srcset` of each format, or undefined for a picture not from the store. */
export function pictureSources(url: string): { avif: string; webp: string } | undefined {
  const match = /^(.*[/][0-9a-f]{20})-(\d{3,4})\.webp$/.exec(url);
  if (!match) return undefined;
  const widths = PICTURE_WIDTHS.filter((width) => width <= Number(match[2]));
  const set = (format: string) => widths.map((width) => `${match[1]}-${width}.${format} ${width}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}

/** The cards' shown width by screen (styles/catalog.css's grid): three, about five, or two a row. */
export const CARD_SIZES = '(min-width: 64rem) 23rem, (min-width: 40rem) 17rem, 50vw';
/** The product screen's picture: half the page from 48rem (styles/product.css), else the whole width. */
export const PRODUCT_PICTURE_SIZES = '(min-width: 48rem) 35rem, 100vw';
