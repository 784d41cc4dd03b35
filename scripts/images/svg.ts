// Small helpers for the generated pictures: colours derived from one main colour, and the square
// frame (background, floor shadow, view) every product picture shares.

export interface Colours {
  main: string;
  dark: string;
  light: string;
}

function channel(hex: string, index: number): number {
  return parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mix = (value: number) => Math.round(value + (target - value) * Math.abs(amount));
  return `#${[0, 1, 2].map((i) => mix(channel(hex, i)).toString(16).padStart(2, '0')).join('')}`;
}

export function colours(main: string): Colours {
  return { main, dark: shade(main, -0.35), light: shade(main, 0.45) };
}

/** The views of a product: as drawn, mirrored, tilted, and a closer look. */
const VIEWS = [
  '',
  'translate(400 0) scale(-1 1)',
  'rotate(-7 200 200) translate(20 20) scale(.9)',
  'translate(-70 -60) scale(1.35)',
];

export function productPicture(drawing: string, view: number, background: string): string {
  const transform = VIEWS[view % VIEWS.length];
  const body = transform ? `<g transform="${transform}">${drawing}</g>` : drawing;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="${background}"/>` +
    `<ellipse cx="200" cy="352" rx="150" ry="14" fill="#000" opacity=".08"/>${body}</svg>`
  );
}

/** Category tiles sit on their own background colour, so the picture is transparent. */
export function tilePicture(drawing: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">${drawing}</svg>`;
}
