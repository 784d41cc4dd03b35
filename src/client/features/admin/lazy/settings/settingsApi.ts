// The shop settings in the staff API: read with their ETag, saved over it (If-Match), and their
// history. A save refreshes the shop's own GET /api/shop in this tab, so the footer follows at once.
import { shopApi } from '@/client/api/shopApi';
import type { ShopSettings, ShopSettingsHistory } from '@/contract';
import { etagOf, type Versioned } from '../editProtocol/versionedAnswers';
import { staffApi } from '../staffApi';
import { staffQuery } from '../staffBaseQuery';
import { STAFF_API } from '@/staffRoutes';

const SETTINGS_TAGS = { settings: 'StaffShopSettings', history: 'StaffShopSettingsHistory' } as const;

/** The settings as read or saved, and the ETag their next save sends. */
export interface SavedSettings extends Versioned {
  settings: ShopSettings;
}

const saved = (settings: ShopSettings, meta: Parameters<typeof etagOf>[0]): SavedSettings => ({
  settings,
  etag: etagOf(meta),
});

const settingsApi = staffApi.enhanceEndpoints({ addTagTypes: Object.values(SETTINGS_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getShopSettings: build.query<SavedSettings, void>({
      queryFn: staffQuery(() => ({ url: STAFF_API.adminShopSettings }), saved),
      providesTags: [SETTINGS_TAGS.settings],
    }),

    getShopSettingsHistory: build.query<ShopSettingsHistory, { before?: number }>({
      queryFn: staffQuery(({ before }) => ({
        url: STAFF_API.adminShopSettingsHistory,
        params: before ? { before } : {},
      })),
      providesTags: [SETTINGS_TAGS.history],
    }),

    saveShopSettings: build.mutation<SavedSettings, { etag: string; settings: ShopSettings }>({
      queryFn: staffQuery(
        ({ etag, settings }) => ({
          url: STAFF_API.adminShopSettings,
          method: 'PUT',
          body: settings,
          headers: { 'if-match': etag },
        }),
        saved,
      ),
      invalidatesTags: (result) => (result ? [SETTINGS_TAGS.history] : []),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          () => void dispatch(shopApi.endpoints.getShop.initiate(undefined, { forceRefetch: true, subscribe: false })),
          () => undefined,
        ),
    }),
  }),
});

export const settingsHistoryQuery = settingsApi.endpoints.getShopSettingsHistory;

export const { useGetShopSettingsQuery, useSaveShopSettingsMutation } = settingsApi;
