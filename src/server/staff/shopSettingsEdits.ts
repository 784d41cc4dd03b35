// Staff changes to the shop settings (docs/staff.md, "Selling"): checked (checkSettings), written over
// the version read (If-Match) in one transaction with the history entry, as products and categories
// are. The one row is made at the first save; its ETag names its version.
import type { ShopSettings, ShopSettingsHistory } from '../../contract';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import { guarded } from '../db/unavailableOnError';
import type { Words } from '../i18n/serverI18n';
import { inWriteTransaction } from '../db/writeTransaction';
import { checkSettings } from '../shop/checkSettings';
import { readShopSettings, SETTINGS_ID } from '../shop/shopSettings';
import { historyPage } from './versioned/editHistory';
import { ifMatchHolds, versionEtag, type EditOutcome, type Versioned } from './versioned/versionedRecord';

const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.staff.settings.unavailable',
    message: 'The shop settings cannot be read or changed right now. Please try again in a few seconds.',
  });

/** The parts of the settings, as a change's `changed` names them. */
const PARTS = ['selling', 'seller', 'shipping', 'paymentMethods', 'legal'] as const;

const settingsEtag = (version: number): string => versionEtag('s', version);

export interface ShopSettingsEdits {
  read(): Promise<Versioned<ShopSettings>>;
  /** `ifMatch`: the request's If-Match header; `by`: the staff member's email. */
  save(body: unknown, ifMatch: string, by: string): Promise<EditOutcome<ShopSettings>>;
  history(limit: number, before?: number): Promise<ShopSettingsHistory>;
}

export function createShopSettingsEdits(db: ShopDb): ShopSettingsEdits {
  return {
    read: () =>
      guarded(async () => {
        const { settings, version } = await readShopSettings(db);
        return { record: settings, etag: settingsEtag(version) };
      }, UNAVAILABLE),

    save: (body, ifMatch, by) =>
      guarded(
        () =>
          inWriteTransaction(db, async (trx) => {
            // The row exists before it is locked, so two first saves at once cannot both insert it.
            await trx
              .insertInto('shop_settings')
              .values({ id: SETTINGS_ID, version: 0, settings: JSON.stringify((await readShopSettings(trx)).settings) })
              .onConflict((conflict) => conflict.column('id').doNothing())
              .execute();
            // SQLite's `begin immediate` holds the file already; PostgreSQL locks the row.
            if (!isSqlite(trx))
              await trx.selectFrom('shop_settings').select('id').where('id', '=', SETTINGS_ID).forUpdate().execute();
            const current = await readShopSettings(trx);
            const etag = settingsEtag(current.version);
            if (!ifMatchHolds(ifMatch, etag)) return { kind: 'stale', current: current.settings, etag };
            const checked = checkSettings(body);
            if ('problems' in checked) return { kind: 'invalid', problems: checked.problems };
            const { settings } = checked;
            // Nothing differs: no write, no entry, the version stays.
            if (JSON.stringify(settings) === JSON.stringify(current.settings))
              return { kind: 'saved', record: current.settings, etag };
            const version = current.version + 1;
            await trx
              .updateTable('shop_settings')
              .set({ settings: JSON.stringify(settings), version })
              .where('id', '=', SETTINGS_ID)
              .execute();
            await trx
              .insertInto('shop_settings_changes')
              .values({
                by,
                action: 'save',
                before: JSON.stringify(current.settings),
                after: JSON.stringify(settings),
              })
              .execute();
            return { kind: 'saved', record: settings, etag: settingsEtag(version) };
          }),
        UNAVAILABLE,
      ),

    history: (limit, before) =>
      guarded(async () => {
        let query = db
          .selectFrom('shop_settings_changes')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit + 1);
        if (before !== undefined) query = query.where('id', '<', before);
        const rows = await query.execute();
        return historyPage<ShopSettings, (typeof rows)[number]>(rows, limit, PARTS);
      }, UNAVAILABLE),
  };
}
