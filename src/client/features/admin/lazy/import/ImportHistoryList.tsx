// The imports so far, from this screen and the CLI, newest first, a page at a time.
import { useState } from 'react';
import { describeApiError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import type { ImportEntry } from '@/contract';
import { StaffPager } from '../StaffPager';
import { StaffTable } from '../StaffTable';
import { staffCount, staffTime } from '../staffFormat';
import { useGetImportsQuery } from './importApi';
import * as i18n from '@/client/i18n/i18n';

const MODES: Record<string, string> = {
  upsert: i18n._({ id: 'staff.import.history.mode.upsert', message: 'upsert' }),
  replace: i18n._({ id: 'staff.import.history.mode.replace', message: 'replace' }),
};

function EntryRow({ entry }: { entry: ImportEntry }) {
  return (
    <tr>
      <td>{staffTime(entry.at)}</td>
      <td className="staff-import__who">
        {entry.by}
        {entry.via === 'cli' && ' (CLI)'}
      </td>
      <td className="staff-import__file">{entry.file}</td>
      <td>{MODES[entry.mode] ?? entry.mode}</td>
      <td className="staff-table__number">{staffCount(entry.added)}</td>
      <td className="staff-table__number">{staffCount(entry.changed)}</td>
      <td className="staff-table__number">{staffCount(entry.removed)}</td>
    </tr>
  );
}

export function ImportHistoryList() {
  /** The pages shown before this one (their `before`), so Newer goes back. */
  const [pages, setPages] = useState<Array<number | undefined>>([undefined]);
  const before = pages.at(-1);
  const { data, error, isError, isFetching, refetch } = useGetImportsQuery({ before });
  return (
    <section aria-labelledby="staff-imports-heading" className="staff-import__history">
      <h3 id="staff-imports-heading">{i18n._({ id: 'staff.import.history.title', message: 'Recent imports' })}</h3>
      {isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <p role="status">{i18n._({ id: 'staff.import.history.loading', message: 'Loading the imports…' })}</p>
      ) : data.imports.length === 0 ? (
        <p>{i18n._({ id: 'staff.import.history.empty', message: 'No catalogue has been imported yet.' })}</p>
      ) : (
        <StaffTable
          labelledBy="staff-imports-heading"
          caption={i18n._({ id: 'staff.import.history.caption', message: 'Imports, newest first' })}
          columns={[
            i18n._({ id: 'staff.import.history.column.when', message: 'When' }),
            i18n._({ id: 'staff.import.history.column.who', message: 'Who' }),
            i18n._({ id: 'staff.import.history.column.file', message: 'File' }),
            i18n._({ id: 'staff.import.history.column.mode', message: 'Mode' }),
            i18n._({ id: 'staff.import.history.column.added', message: 'Added' }),
            i18n._({ id: 'staff.import.history.column.changed', message: 'Changed' }),
            i18n._({ id: 'staff.import.history.column.removed', message: 'Removed' }),
          ]}
        >
          {data.imports.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </StaffTable>
      )}
      <StaffPager
        label={i18n._({ id: 'staff.import.history.pages', message: 'Pages of the imports' })}
        hasPrevious={pages.length > 1}
        hasNext={data?.nextBefore !== undefined}
        onPrevious={() => setPages(pages.slice(0, -1))}
        onNext={() => setPages([...pages, data?.nextBefore])}
        previousText={i18n._({ id: 'staff.import.history.newer', message: 'Newer imports' })}
        nextText={i18n._({ id: 'staff.import.history.older', message: 'Older imports' })}
      />
    </section>
  );
}
