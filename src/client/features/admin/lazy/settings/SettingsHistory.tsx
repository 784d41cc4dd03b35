// The shop settings' history: who changed them, when, and each part before → after.
import type { ShopSettingsHistory } from '@/contract';
import { HistoryList } from '../editProtocol/HistoryList';
import { settingsHistoryQuery } from './settingsApi';
import * as i18n from '@/client/i18n/i18n';

type Change = ShopSettingsHistory['changes'][number];

const PARTS: Readonly<Record<string, string>> = {
  selling: i18n._({ id: 'staff.settings.history.part.selling', message: 'Selling' }),
  seller: i18n._({ id: 'staff.settings.history.part.seller', message: 'Seller' }),
  shipping: i18n._({ id: 'staff.settings.history.part.shipping', message: 'Shipping (cents)' }),
  paymentMethods: i18n._({ id: 'staff.settings.history.part.paymentMethods', message: 'Payment methods' }),
  legal: i18n._({ id: 'staff.settings.history.part.legal', message: 'Legal texts' }),
};

/** A part as one short line: its filled-in values, a long text cut. */
function shown(_field: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean')
    return value
      ? i18n._({ id: 'staff.settings.value.on', message: 'on' })
      : i18n._({ id: 'staff.settings.value.off', message: 'off' });
  const values = typeof value === 'object' ? Object.values(value).filter((each) => each !== '') : [value];
  const line = values.map(String).join(', ') || i18n._({ id: 'staff.settings.history.emptyValue', message: '(empty)' });
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

const headline = (change: Change): string =>
  change.before?.selling !== change.after?.selling
    ? change.after?.selling
      ? i18n._({ id: 'staff.settings.history.sellingOn', message: 'Selling switched on' })
      : i18n._({ id: 'staff.settings.history.sellingOff', message: 'Selling switched off' })
    : i18n._({ id: 'staff.settings.history.changed', message: 'Settings changed' });

export function SettingsHistory() {
  return (
    <HistoryList
      title={i18n._({ id: 'staff.settings.history.title', message: 'History of the settings' })}
      query={settingsHistoryQuery}
      pageArgs={(before) => ({ before })}
      headline={headline}
      labels={PARTS}
      shown={shown}
      empty={i18n._({ id: 'staff.settings.history.noChanges', message: 'No changes recorded yet.' })}
    />
  );
}
