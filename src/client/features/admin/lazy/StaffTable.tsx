// A staff list's table: a focusable region, so a keyboard can scroll a table wider than a small
// phone; a caption for screen readers; the column heads; the rows the list gives.
import type { ReactNode } from 'react';

interface StaffTableProps {
  /** The region's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** Said by screen readers only. */
  caption?: string;
  columns: readonly string[];
  busy?: boolean;
  children: ReactNode;
}

export function StaffTable({ label, labelledBy, caption, columns, busy, children }: StaffTableProps) {
  return (
    <div
      className="staff-table-scroll"
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      aria-busy={busy}
    >
      <table className="staff-table">
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
