export const SHOP_NAME = 'Wohnwerk';
export const SHOP_TITLE_SUFFIX = SHOP_NAME;
