// What the settings form holds and does: the shared versioned edit, over the settings as read.
import type { ShopSettingsConflict } from '@/contract';
import { useVersionedEdit } from '../editProtocol/useVersionedEdit';
import { draftOf, SETTINGS_FIELDS, settingsOf, type SettingsField } from './settingsForm';
import { useSaveShopSettingsMutation, type SavedSettings } from './settingsApi';

/** Each field's problems in one line; `other`: those of no field of the form. */
export type SettingsProblems = Partial<Record<SettingsField | 'other', string>>;

export function useSettingsEdit(opened: SavedSettings) {
  const [save, saving] = useSaveShopSettingsMutation();
  const { edit, ...rest } = useVersionedEdit({
    opened,
    draftOf: (version) => draftOf(version.settings),
    fields: SETTINGS_FIELDS,
    save: (over, draft) => save({ etag: over.etag, settings: settingsOf(draft) }),
    busy: saving.isLoading,
    newerOf: ({ current, etag }: ShopSettingsConflict) => ({ settings: current, etag }),
  });
  return { ...rest, change: edit };
}
