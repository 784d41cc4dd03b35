// The shop settings' history: who changed them, when, and each part before → after.
import type { ShopSettingsHistory } from '@/contract';
import { HistoryList } from '../editProtocol/HistoryList';
import { settingsHistoryQuery } from './settingsApi';

type Change = ShopSettingsHistory['changes'][number];

const PARTS: Readonly<Record<string, string>> = {
  selling: 'Selling',
  seller: 'Seller',
  shipping: 'Shipping (cents)',
  paymentMethods: 'Payment methods',
  legal: 'Legal texts',
};

/** A part as one short line: its filled-in values, a long text cut. */
function shown(_field: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const values = typeof value === 'object' ? Object.values(value).filter((each) => each !== '') : [value];
  const line = values.map(String).join(', ') || '(empty)';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

const headline = (change: Change): string =>
  change.before?.selling !== change.after?.selling
    ? `Selling switched ${change.after?.selling ? 'on' : 'off'}`
    : 'Settings changed';

export function SettingsHistory() {
  return (
    <HistoryList
      title="History of the settings"
      query={settingsHistoryQuery}
      pageArgs={(before) => ({ before })}
      headline={headline}
      labels={PARTS}
      shown={shown}
      empty="No changes recorded yet."
    />
  );
}
