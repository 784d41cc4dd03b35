// GET /api/shop (docs/api.md): what shoppers' screens need of the shop settings, `{ selling: false }`
// in catalogue mode. Read per request, one primary-key read, so every copy of the shop answers a
// change at once; a browser revalidates each time and no shared cache keeps it.
import { refTo } from '../../contract/schemaRef';
import { SellerSchema, ShippingRuleSchema, ShopInfoSchema } from '../../contract/shopSettingsSchemas';
import { API } from '../../shopRoutes';
import type { ShopDb } from '../db/connection';
import { guarded } from '../db/unavailableOnError';
import { errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import { readShopSettings, SHOP_UNAVAILABLE, shopInfoOf } from './shopSettings';

export interface ShopInfoRouteOptions {
  db: ShopDb;
}

/** Each use asks the server again (a 200 costs one small row); `private`: no proxy or CDN keeps a copy. */
const SHOP_INFO_CACHE = 'private, no-cache';

export const shopInfoRoutes = routePlugin<ShopInfoRouteOptions>((app, { db }) => {
  for (const schema of [SellerSchema, ShippingRuleSchema, ShopInfoSchema]) app.addSchema(schema);
  app.get(
    API.shop,
    {
      schema: {
        tags: ['shop'],
        summary:
          "Whether the shop sells, and if so the seller, shipping and payment methods shoppers' screens show. " +
          '`{ selling: false }` in catalogue mode.',
        response: { 200: refTo(ShopInfoSchema), ...errorAnswers(503) },
      },
    },
    async (_request, reply) => {
      const { settings } = await guarded(() => readShopSettings(db), SHOP_UNAVAILABLE);
      return reply.header('cache-control', SHOP_INFO_CACHE).send(shopInfoOf(settings));
    },
  );
});
