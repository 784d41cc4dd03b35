// The owner's legal pages (server-rendered, docs/staff.md): plain links, the app has no screen for them.
export const LEGAL_PAGES = {
  shippingInfo: '/versand-und-zahlung',
  terms: '/agb',
  withdrawal: '/widerrufsbelehrung',
} as const;
