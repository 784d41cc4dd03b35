export const SHOP_NAME = 'Shopfront';
export const SHOP_TITLE_SUFFIX = SHOP_NAME;
