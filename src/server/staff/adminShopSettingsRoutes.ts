// The shop settings in the staff API (docs/staff.md, "Selling"): read with an ETag, saved over
// If-Match (428 without, 412 stale), problems by field, and their history, over the one edit protocol
// (versioned/editProtocol.ts); one record, so no id in the address.
import type { ShopSettings } from '../../contract';
import { refTo } from '../../contract/schemaRef';
import {
  SellerSchema,
  ShippingRuleSchema,
  ShopSettingsChangeSchema,
  ShopSettingsConflictSchema,
  ShopSettingsHistorySchema,
  ShopSettingsInvalidSchema,
  ShopSettingsSchema,
} from '../../contract/shopSettingsSchemas';
import { bodyCheckedByHandler } from '../http/bodyCheckedByHandler';
import { errorAnswers } from '../http/errors';
import { routePlugin, type RouteApp } from '../http/routePlugin';
import { SETTINGS_ID } from '../shop/shopSettings';
import type { ShopSettingsEdits } from './shopSettingsEdits';
import { editProtocol } from './versioned/editProtocol';
import { resourceHistoryRoute } from './versioned/historyRoutes';
import { IfMatchHeaders } from './versioned/ifMatch';
import { staffRoute, staffScope, type StaffEditRouteOptions } from './versioned/staffScope';
import { STAFF_API } from '../../staffRoutes';

/** Five legal texts, a privacy policy among them, are more than the API's usual 16 KiB. */
const SETTINGS_BODY_LIMIT = 512 * 1024;

const settings = editProtocol<ShopSettings>({
  noun: 'settings',
  idOf: () => SETTINGS_ID,
  refuse: (reply) => reply,
});

function readSettings(app: RouteApp, edits: ShopSettingsEdits): void {
  app.get(
    STAFF_API.adminShopSettings,
    {
      schema: {
        ...staffRoute,
        summary: 'The shop settings as staff edit them, with their ETag for If-Match (a new shop: the defaults).',
        response: { 200: refTo(ShopSettingsSchema), ...errorAnswers(401, 403, 503) },
      },
    },
    settings.read(() => edits.read()),
  );
}

function saveSettings(app: RouteApp, edits: ShopSettingsEdits): void {
  app.put(
    STAFF_API.adminShopSettings,
    {
      bodyLimit: SETTINGS_BODY_LIMIT,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        ...staffRoute,
        summary:
          'Saves the shop settings over the version read (If-Match). Incomplete settings save with `selling` false; ' +
          '`selling` true with a required field missing is 400 naming each.',
        headers: IfMatchHeaders,
        body: refTo(ShopSettingsSchema),
        response: {
          200: refTo(ShopSettingsSchema, { description: 'Saved: the settings as stored, with their new ETag.' }),
          400: refTo(ShopSettingsInvalidSchema),
          ...errorAnswers(401, 403, 413, 428, 503),
          412: refTo(ShopSettingsConflictSchema),
        },
      },
    },
    settings.save((_id, body, ifMatch, by) => edits.save(body, ifMatch, by)),
  );
}

function settingsHistory(app: RouteApp, edits: ShopSettingsEdits): void {
  resourceHistoryRoute(
    app,
    {
      url: STAFF_API.adminShopSettingsHistory,
      summary: "The shop settings' changes, newest first: who, when, the settings before and after.",
      page: refTo(ShopSettingsHistorySchema),
    },
    (limit, before) => edits.history(limit, before),
  );
}

export const adminShopSettingsRoutes = routePlugin<StaffEditRouteOptions<ShopSettingsEdits>>((app, options) => {
  staffScope(app, options, [
    SellerSchema,
    ShippingRuleSchema,
    ShopSettingsSchema,
    ShopSettingsConflictSchema,
    ShopSettingsInvalidSchema,
    ShopSettingsChangeSchema,
    ShopSettingsHistorySchema,
  ]);
  for (const route of [readSettings, saveSettings, settingsHistory]) route(app, options.edits);
});
