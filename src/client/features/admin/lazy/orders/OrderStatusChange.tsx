// The status control: only the moves the rules allow from the order's status (ORDER_STATUS_MOVES), a
// tracking number for 'shipped'; a newer version (412) in the one conflict view, a refusal (409) as
// the shop words it. After a change the focus goes to this section's heading, above what changed.
import { useId, useRef, type FormEvent } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import type { OrderStatus } from '@/contract';
import { MAX_TRACKING_NUMBER } from '@/contract/orderStatus';
import { ConflictView } from '../editProtocol/ConflictView';
import type { ReadOrder } from './ordersApi';
import { CHANGE_LABELS, MOVE_NAMES, STATUS_NAMES, shownChangeValue, statusInSentence } from './orderText';
import { OrderRefusalNotice } from './OrderRefusalNotice';
import { useOrderStatusChange, type StatusDraft } from './useOrderStatusChange';
import * as i18n from '@/client/i18n/i18n';

const recordOf = (read: ReadOrder) => ({ status: read.order.status, trackingNumber: read.order.trackingNumber ?? '' });

interface OrderStatusChangeProps {
  read: ReadOrder;
  /** The status heading's id, which the screen focuses after an undo too. */
  headingId: string;
  onTakeNewer: () => void;
}

export function OrderStatusChange({ read, headingId, onTakeNewer }: OrderStatusChangeProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const control = useOrderStatusChange(read);
  const { moves, draft, conflict, refusal, busy } = control;
  const done = (changed: boolean) => {
    if (changed) heading.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void control.send().then(done);
  };
  return (
    <section className="staff-edit" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {i18n._({
          id: 'staff.orders.statusChange.heading',
          message: 'Status: {status}',
          values: { status: STATUS_NAMES[read.order.status] },
        })}
      </h3>
      <p role="status">{control.changed}</p>
      {conflict && (
        <ConflictView
          heading={i18n._({
            id: 'staff.orders.conflict.heading',
            message: 'Someone changed this order since you opened it',
          })}
          labels={CHANGE_LABELS}
          shown={shownChangeValue}
          mine={draft}
          base={recordOf(read)}
          newer={recordOf(conflict)}
          saveMineLabel={i18n._({
            id: 'staff.orders.conflict.applyMine',
            message: 'Apply my change to the newer version',
          })}
          takeNewerLabel={i18n._({ id: 'staff.orders.conflict.takeNewer', message: 'Take the newer version' })}
          saving={busy}
          onSaveMine={() => void control.applyOverNewer(conflict).then(done)}
          onTakeNewer={() => {
            control.dropConflict();
            onTakeNewer();
          }}
        />
      )}
      {refusal && <OrderRefusalNotice refusal={refusal} order={read.order} />}
      {moves.length === 0 ? (
        <p>
          {i18n._({
            id: 'staff.orders.statusChange.final',
            message: 'The order is {status}: its status changes no further.',
            values: { status: statusInSentence(read.order.status) },
          })}
        </p>
      ) : (
        <MoveForm idPrefix={id} moves={moves} draft={draft} busy={busy} onEdit={control.edit} onSubmit={submit} />
      )}
      {control.failure !== undefined && (
        <ErrorState
          message={describeApiError(control.failure as QueryError)}
          onRetry={() => void control.send().then(done)}
          retrying={busy}
        />
      )}
    </section>
  );
}

interface MoveFormProps {
  idPrefix: string;
  moves: readonly OrderStatus[];
  draft: StatusDraft;
  busy: boolean;
  onEdit: (next: Partial<StatusDraft>) => void;
  onSubmit: (event: FormEvent) => void;
}

/** JSX only: the move and, for 'shipped', the tracking number. */
function MoveForm({ idPrefix, moves, draft, busy, onEdit, onSubmit }: MoveFormProps) {
  return (
    <form className="staff-form" noValidate onSubmit={onSubmit}>
      <div className="staff-field">
        <label htmlFor={`${idPrefix}-move`}>
          {i18n._({ id: 'staff.orders.statusChange.moveLabel', message: 'Change the status' })}
        </label>
        <select
          id={`${idPrefix}-move`}
          value={draft.status}
          onChange={(event) => onEdit({ status: event.target.value as OrderStatus })}
        >
          {moves.map((move) => (
            <option key={move} value={move}>
              {MOVE_NAMES[move]}
            </option>
          ))}
        </select>
      </div>
      {draft.status === 'shipped' && (
        <div className="staff-field">
          <label htmlFor={`${idPrefix}-tracking`}>
            {i18n._({ id: 'staff.orders.statusChange.tracking', message: 'Tracking number (optional)' })}
          </label>
          <input
            id={`${idPrefix}-tracking`}
            value={draft.trackingNumber}
            maxLength={MAX_TRACKING_NUMBER}
            autoComplete="off"
            onChange={(event) => onEdit({ trackingNumber: event.target.value })}
          />
        </div>
      )}
      <div className="staff-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy
            ? i18n._({ id: 'staff.orders.statusChange.changing', message: 'Changing…' })
            : i18n._({ id: 'staff.orders.statusChange.submit', message: 'Change status' })}
        </button>
      </div>
    </form>
  );
}
