// A save refused with 412: the newer version beside the staff member's edits, field by field, all kept;
// they save their edits over it (its ETag) or take it.
import { useEffect, useId, useRef } from 'react';
import { differingFields, FIELD_LABELS, shownValue, type ProductDraft } from './productForm';

interface ConflictViewProps {
  mine: ProductDraft;
  /** The version the edits were made over. */
  base: ProductDraft;
  newer: ProductDraft;
  saving: boolean;
  onSaveMine: () => void;
  onTakeNewer: () => void;
}

export function ConflictView({ mine, base, newer, saving, onSaveMine, onTakeNewer }: ConflictViewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const fields = differingFields(mine, newer);
  return (
    <section className="staff-conflict" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Someone saved this product since you opened it
      </h3>
      <p>
        Nothing was saved, and your edits are still in the form.{' '}
        {fields.length === 0
          ? 'The newer version holds exactly your edits.'
          : 'Where your edits and the newer version differ:'}
      </p>
      {fields.length > 0 && (
        <div className="staff-table-scroll" role="region" aria-label="Your edits and the newer version" tabIndex={0}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Your edits</th>
                <th scope="col">Newer version</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field}>
                  <th scope="row">{FIELD_LABELS[field]}</th>
                  <td>
                    {shownValue(field, mine[field])}
                    {differingFields(mine, base).includes(field) && <em className="staff-note"> (your change)</em>}
                  </td>
                  <td>
                    {shownValue(field, newer[field])}
                    {differingFields(newer, base).includes(field) && <em className="staff-note"> (changed since)</em>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="staff-actions">
        <button type="button" className="button button--primary" disabled={saving} onClick={onSaveMine}>
          Save my edits over the newer version
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={onTakeNewer}>
          Take the newer version
        </button>
      </div>
    </section>
  );
}
