// The shop's name and its screens' titles as the client names the browser tab (src/client/lib/shopName.ts,
// usePageTitle; docs/requirements.md §2.1). The server's <title> says the same, so the tab does not
// change when the app takes the page over (the browser suite compares them).
export const SHOP_NAME = 'Shopfront';

export const SCREEN_TITLES = {
  home: 'Die besten Angebote',
  favourites: 'Your Marked Articles',
  login: 'Login',
  account: 'Your account',
  pageNotFound: 'Page not found',
  productNotFound: 'Product not found',
} as const;

/** '{screen title} – Shopfront'. */
export const tabTitle = (screenTitle: string): string => `${screenTitle} – ${SHOP_NAME}`;
