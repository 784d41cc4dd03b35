// The picture store's naming (docs/decisions.md "Imported pictures"), shared by the import, the
// server and the client: a stored picture's URL ends in `<hash>-<largest width>.webp`, and its other
// sizes are the ladder's widths up to that one, in AVIF and WebP, so no field is added to products.

export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280];

export const storedPictureName = (hash: string, width: number, format: 'avif' | 'webp'): string =>
  `${hash}-${width}.${format}`;

/** For a picture from the store, the `srcset` of a format ('avif' or 'webp'); else undefined. */
export function pictureSources(url: string): ((format: string) => string) | undefined {
  const match = /^(.*[/][0-9a-f]{20}-)(\d{3,4})\.webp$/.exec(url);
  if (!match) return undefined;
  const widths = PICTURE_WIDTHS.filter((width) => width <= +(match[2] ?? 0));
  return (format) => widths.map((width) => `${match[1]}${width}.${format} ${width}w`).join();
}

/** The cards' shown width by screen (styles/catalog.css's grid): three, three or four, or two a row. */
export const CARD_SIZES = '(min-width:64rem) 23rem,(min-width:40rem) 17rem,50vw';
