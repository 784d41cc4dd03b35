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
import * as i18n from '@/client/i18n/i18n';

const TITLE = i18n._({ id: 'staff.settings.title', message: 'Shop settings' });

const TEXT = {
  conflictHeading: i18n._({
    id: 'staff.settings.conflict.heading',
    message: 'Someone changed the settings since you opened them',
  }),
  saveMine: i18n._({ id: 'staff.settings.conflict.saveMine', message: 'Save mine over it' }),
  takeNewer: i18n._({ id: 'staff.settings.conflict.takeNewer', message: 'Use the newer version' }),
  selling: i18n._({ id: 'staff.settings.group.selling', message: 'Selling' }),
  sellingSwitch: i18n._({
    id: 'staff.settings.selling.switch',
    message: 'Sell: shoppers can order (off: catalogue mode)',
  }),
  ready: i18n._({ id: 'staff.settings.selling.ready', message: 'Everything selling needs is filled in.' }),
  missing: i18n._({ id: 'staff.settings.selling.missing', message: 'Before selling can go on, fill in:' }),
  saving: i18n._({ id: 'staff.settings.saving', message: 'Saving…' }),
  save: i18n._({ id: 'staff.settings.save', message: 'Save settings' }),
  saved: i18n._({ id: 'staff.settings.saved', message: 'Saved. Shoppers see the change at once.' }),
};

/** Values as the conflict view shows them. */
const shown = (_field: string, value: unknown): string =>
  Array.isArray(value)
    ? value.join(', ') || i18n._({ id: 'staff.settings.value.none', message: '(none)' })
    : typeof value === 'boolean'
      ? value
        ? i18n._({ id: 'staff.settings.value.on', message: 'on' })
        : i18n._({ id: 'staff.settings.value.off', message: 'off' })
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
        <p role="status">{i18n._({ id: 'staff.settings.loading', message: 'Loading the settings…' })}</p>
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
          heading={TEXT.conflictHeading}
          labels={SETTINGS_LABELS}
          shown={shown}
          mine={flatOf(draft)}
          base={flatOf(draftOf(base.settings))}
          newer={flatOf(draftOf(conflict.settings))}
          saveMineLabel={TEXT.saveMine}
          takeNewerLabel={TEXT.takeNewer}
          saving={busy}
          onSaveMine={() => edit.keepMine(conflict)}
          onTakeNewer={() => edit.takeNewer(conflict)}
        />
      )}
      <fieldset className="settings-group">
        <legend>{TEXT.selling}</legend>
        <label className="settings-check">
          <input
            type="checkbox"
            id={settingsFieldId(idPrefix, 'selling')}
            checked={draft.selling}
            aria-describedby={`${idPrefix}-missing`}
            onChange={(event) => edit.change((now) => ({ ...now, selling: event.target.checked }))}
          />{' '}
          {TEXT.sellingSwitch}
        </label>
        <div id={`${idPrefix}-missing`}>
          {missing.length === 0 ? (
            <p className="staff-field__hint">{TEXT.ready}</p>
          ) : (
            <>
              <p className="staff-field__hint">{TEXT.missing}</p>
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
          {busy ? TEXT.saving : TEXT.save}
        </button>
      </div>
      <p role="status">{edit.saved ? TEXT.saved : ''}</p>
    </form>
  );
}
