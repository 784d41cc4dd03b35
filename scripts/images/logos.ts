// The shop's two logos (the mark and the mark with the name), the favicon and the 'sale' tile.

const bag = (fill: string) =>
  `<path d="M14 22h36l-3 32a4 4 0 0 1-4 4H21a4 4 0 0 1-4-4z" fill="${fill}"/>` +
  `<path d="M24 26v-8a8 8 0 0 1 16 0v8" stroke="${fill}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
  `<path d="M25 40l5 5 10-11" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

export const logoMark = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  `<rect width="64" height="64" rx="14" fill="#fff5e6"/>${bag('#1f3a5f')}</svg>`;

export const logoWide = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64">${bag('#1f3a5f')}` +
  `<text x="64" y="43" font-family="system-ui,Segoe UI,Roboto,Helvetica,Arial,sans-serif" font-size="30" font-weight="700" fill="#1f3a5f">Shop<tspan fill="#c2571a">front</tspan></text></svg>`;

export const favicon = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  `<rect width="64" height="64" rx="14" fill="#1f3a5f"/>${bag('#ffb347')}</svg>`;

export const saleTag = (): string =>
  `<path d="M90 170l110-110h120v120L210 290a20 20 0 0 1-28 0l-92-92a20 20 0 0 1 0-28z" fill="#d93a3a"/>` +
  `<circle cx="280" cy="100" r="16" fill="#fff"/>` +
  `<path d="M170 230l70-70" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
  `<circle cx="172" cy="176" r="16" fill="none" stroke="#fff" stroke-width="10"/>` +
  `<circle cx="238" cy="214" r="16" fill="none" stroke="#fff" stroke-width="10"/>` +
  `<path d="M120 300l60 40 40-60" fill="#f2b632"/>`;
