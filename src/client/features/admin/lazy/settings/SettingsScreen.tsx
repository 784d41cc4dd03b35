// /admin/settings (docs/staff.md, "Selling"): the shop settings, saved over the version read
// (If-Match). Before selling can go on, a note lists what is missing; a refused save puts each
// problem beside its field and the focus on the first; a newer version shows beside the edits.
import { useEffect, useId } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { missingForSelling } from '@/sellerReadiness';
import { ConflictView } from '../editProtocol/ConflictView';
import { useGetShopSettingsQuery, type SavedSettings } from './settingsApi';
import { draftOf, flatOf, SETTINGS_FIELDS, SETTINGS_LABELS, settingsOf, type SettingsField } from './settingsForm';
import { SettingsFields, settingsFieldId } from './SettingsFields';
import { SettingsHistory } from './SettingsHistory';
import { useSettingsEdit } from './useSettingsEdit';
import settingsStyles from './settings.css?inline';

const TITLE = 'Shop settings';

/** Values as the conflict view shows them. */
const shown = (_field: string, value: unknown): string =>
  Array.isArray(value)
    ? value.join(', ') || '(none)'
    : typeof value === 'boolean'
      ? value
        ? 'on'
        : 'off'
      : String(value);

export function SettingsScreen() {
  usePageTitle(TITLE);
  const { data, error, isError, isFetching, refetch } = useGetShopSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section className="staff-edit" aria-labelledby="settings-heading">
      <style href="staff-settings" precedence="default">
        {settingsStyles}
      </style>
      <h2 id="settings-heading">{TITLE}</h2>
      {isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data ? (
        <SettingsForm opened={data} />
      ) : (
        <p role="status">Loading the settings…</p>
      )}
      {data && <SettingsHistory />}
    </section>
  );
}

function SettingsForm({ opened }: { opened: SavedSettings }) {
  const idPrefix = useId();
  const edit = useSettingsEdit(opened);
  const { draft, base, conflict, problems, busy } = edit;
  const missing = missingForSelling(settingsOf(draft)) as SettingsField[];
  // A refused save: the keyboard goes to the first field with a problem, in screen order.
  useEffect(() => {
    const first = SETTINGS_FIELDS.find((field) => problems[field]);
    if (first) document.getElementById(settingsFieldId(idPrefix, first))?.focus();
  }, [problems, idPrefix]);
  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        edit.send();
      }}
    >
      {conflict && (
        <ConflictView
          role="alert"
          heading="Someone changed the settings since you opened them"
          labels={SETTINGS_LABELS}
          shown={shown}
          mine={flatOf(draft)}
          base={flatOf(draftOf(base.settings))}
          newer={flatOf(draftOf(conflict.settings))}
          saveMineLabel="Save mine over it"
          takeNewerLabel="Use the newer version"
          saving={busy}
          onSaveMine={() => edit.keepMine(conflict)}
          onTakeNewer={() => edit.takeNewer(conflict)}
        />
      )}
      <fieldset className="settings-group">
        <legend>Selling</legend>
        <label className="settings-check">
          <input
            type="checkbox"
            id={settingsFieldId(idPrefix, 'selling')}
            checked={draft.selling}
            aria-describedby={`${idPrefix}-missing`}
            onChange={(event) => edit.change((now) => ({ ...now, selling: event.target.checked }))}
          />{' '}
          Sell: shoppers can order (off: catalogue mode)
        </label>
        <div id={`${idPrefix}-missing`}>
          {missing.length === 0 ? (
            <p className="staff-field__hint">Everything selling needs is filled in.</p>
          ) : (
            <>
              <p className="staff-field__hint">Before selling can go on, fill in:</p>
              <ul className="settings-missing">
                {missing.map((field) => (
                  <li key={field}>{SETTINGS_LABELS[field]}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        {problems.selling && <p className="staff-field__error">{problems.selling}</p>}
      </fieldset>
      {problems.other && (
        <p className="staff-field__error" role="alert">
          {problems.other}
        </p>
      )}
      <SettingsFields idPrefix={idPrefix} draft={draft} problems={problems} onChange={edit.change} />
      {edit.failure !== undefined && (
        <ErrorState message={describeApiError(edit.failure as QueryError)} onRetry={edit.send} retrying={busy} />
      )}
      <div className="staff-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
      </div>
      <p role="status">{edit.saved ? 'Saved. Shoppers see the change at once.' : ''}</p>
    </form>
  );
}
