// A save refused with 412: the newer version beside the staff member's edits, field by field, all
// kept; they save their edits over it (its ETag) or take it. Any versioned resource's form shows it.
import { useEffect, useId, useRef } from 'react';
import * as i18n from '@/client/i18n/i18n';
import { differingFields } from './drafts';

export interface ConflictViewProps<F extends string> {
  heading: string;
  /** The form's fields in screen order, with their labels. */
  labels: Readonly<Record<F, string>>;
  /** A value as a person reads it. */
  shown: (field: NoInfer<F>, value: unknown) => string;
  mine: Readonly<Record<F, unknown>>;
  /** The version the edits were made over. */
  base: Readonly<Record<F, unknown>>;
  newer: Readonly<Record<F, unknown>>;
  saveMineLabel: string;
  takeNewerLabel: string;
  saving: boolean;
  onSaveMine: () => void;
  onTakeNewer: () => void;
  /** 'alert' where the form keeps the focus (announced at once); otherwise the heading takes it. */
  role?: 'alert';
}

export function ConflictView<F extends string>(props: ConflictViewProps<F>) {
  const { heading: title, labels, mine, newer, saving, onSaveMine, onTakeNewer, role } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!role) heading.current?.focus();
  }, [role]);
  const fields = differingFields(Object.keys(labels) as F[], mine, newer);
  return (
    <section className="staff-conflict" aria-labelledby={headingId} role={role}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p>
        {i18n._({
          id: 'staff.conflict.nothingSaved',
          message: 'Nothing was saved, and your edits are still in the form.',
        })}{' '}
        {fields.length === 0
          ? i18n._({ id: 'staff.conflict.same', message: 'The newer version holds exactly your edits.' })
          : i18n._({ id: 'staff.conflict.differ', message: 'Where your edits and the newer version differ:' })}
      </p>
      {fields.length > 0 && <ConflictTable {...props} fields={fields} />}
      <div className="staff-actions">
        <button type="button" className="button button--primary" disabled={saving} onClick={onSaveMine}>
          {props.saveMineLabel}
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={onTakeNewer}>
          {props.takeNewerLabel}
        </button>
      </div>
    </section>
  );
}

/** JSX only: a row for each field that differs, each side marked where it moved from the base. */
function ConflictTable<F extends string>({
  fields,
  labels,
  shown,
  mine,
  base,
  newer,
}: ConflictViewProps<F> & { fields: F[] }) {
  const order = Object.keys(labels) as F[];
  const mineChanged = differingFields(order, mine, base);
  const newerChanged = differingFields(order, newer, base);
  return (
    <div
      className="staff-table-scroll"
      role="region"
      aria-label={i18n._({ id: 'staff.conflict.table', message: 'Your edits and the newer version' })}
      tabIndex={0}
    >
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'staff.conflict.field', message: 'Field' })}</th>
            <th scope="col">{i18n._({ id: 'staff.conflict.mine', message: 'Your edits' })}</th>
            <th scope="col">{i18n._({ id: 'staff.conflict.newer', message: 'Newer version' })}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row">{labels[field]}</th>
              <td>
                {shown(field, mine[field])}
                {mineChanged.includes(field) && (
                  <em className="staff-note">
                    {' '}
                    {i18n._({ id: 'staff.conflict.mineChanged', message: '(your change)' })}
                  </em>
                )}
              </td>
              <td>
                {shown(field, newer[field])}
                {newerChanged.includes(field) && (
                  <em className="staff-note">
                    {' '}
                    {i18n._({ id: 'staff.conflict.newerChanged', message: '(changed since)' })}
                  </em>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
