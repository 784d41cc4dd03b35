// What the settings form holds and does: the draft, the version it is saved over (If-Match), the
// server's problems by field, a newer version (412) to choose against, and a failure to retry.
import { useState } from 'react';
import type { ShopSettingsConflict } from '@/contract';
import { problemsByField, problemsInOneLine } from '../editProtocol/fieldProblems';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { draftOf, SETTINGS_FIELDS, settingsOf, type SettingsDraft, type SettingsField } from './settingsForm';
import { useSaveShopSettingsMutation, type SavedSettings } from './settingsApi';

/** Each field's problems in one line; `other`: those of no field of the form. */
export type SettingsProblems = Partial<Record<SettingsField | 'other', string>>;

export function useSettingsEdit(opened: SavedSettings) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(opened.settings));
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState<SavedSettings>();
  const [problems, setProblems] = useState<SettingsProblems>({});
  const [failure, setFailure] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const [save, saving] = useSaveShopSettingsMutation();

  const show = (version: SavedSettings) => {
    setBase(version);
    setDraft(draftOf(version.settings));
    setConflict(undefined);
  };

  async function send(over: SavedSettings) {
    setFailure(undefined);
    setSaved(false);
    const answer = await save({ etag: over.etag, settings: settingsOf(draft) });
    if (answer.data) {
      show(answer.data);
      setProblems({});
      setSaved(true);
      return;
    }
    const body = httpFailure(answer.error)?.body;
    const newer = body as ShopSettingsConflict | undefined;
    if (newer?.error === 'changed_since_read') return setConflict({ settings: newer.current, etag: newer.etag });
    const byField: SettingsProblems = problemsInOneLine(problemsByField(body, SETTINGS_FIELDS), SETTINGS_FIELDS);
    setProblems(byField);
    if (Object.keys(byField).length === 0) setFailure(answer.error);
  }

  return {
    draft,
    base,
    conflict,
    problems,
    failure,
    saved,
    busy: saving.isLoading,
    change: (next: (now: SettingsDraft) => SettingsDraft) => {
      setDraft(next);
      setSaved(false);
    },
    send: () => void send(base),
    keepMine: (newer: SavedSettings) => {
      setBase(newer);
      setConflict(undefined);
      void send(newer);
    },
    takeNewer: show,
  };
}
