// The words of index.html, the plain app page each language's build writes: webpack.config.js puts
// them in from the compiled catalogue (scripts/inlineMessages.ts, pageWords). Nothing imports this
// file; Lingui's extractor reads the descriptors marked /*i18n*/.
export const PAGE_TEXTS = [
  /*i18n*/ {
    id: 'page.noscript',
    message: 'Searching, favourites and sign-in need JavaScript. Please turn it on and reload the page.',
  },
  /*i18n*/ {
    id: 'page.description',
    message: 'Furniture, technology and more: the best offers in a small online shop.',
  },
];
