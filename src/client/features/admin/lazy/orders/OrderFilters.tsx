// The order list's status filter and search by number or email, applied together by one button.
import { useId, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@/contract/selling';
import type { OrderListView } from './orderListAddress';
import { STATUS_NAMES } from './orderText';
import * as i18n from '@/client/i18n/i18n';

type Filter = Pick<OrderListView, 'status' | 'q'>;

export function OrderFilters({ view, onShow }: { view: Filter; onShow: (filter: Filter) => void }) {
  const [status, setStatus] = useState(view.status);
  const [q, setQ] = useState(view.q);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ status, q: q.trim() });
  };
  return (
    <form
      role="search"
      aria-label={i18n._({ id: 'staff.orders.find.label', message: 'Find orders' })}
      className="staff-search staff-orders__find"
      onSubmit={submit}
    >
      <div className="staff-search__row">
        <div className="staff-field">
          <label htmlFor={`${id}-status`}>{i18n._({ id: 'staff.orders.find.status', message: 'Status' })}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          >
            <option value="">{i18n._({ id: 'staff.orders.find.allStatuses', message: 'All statuses' })}</option>
            {ORDER_STATUSES.map((each) => (
              <option key={each} value={each}>
                {STATUS_NAMES[each]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-field staff-orders__term">
          <label htmlFor={`${id}-q`}>
            {i18n._({ id: 'staff.orders.find.term', message: 'Order number or email' })}
          </label>
          <input id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        </div>
      </div>
      <button type="submit" className="button button--primary">
        {i18n._({ id: 'staff.orders.find.submit', message: 'Show orders' })}
      </button>
    </form>
  );
}
