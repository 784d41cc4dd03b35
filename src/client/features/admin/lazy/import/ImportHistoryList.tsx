// The imports so far, from this screen and the CLI, newest first, a page at a time.
import { useState } from 'react';
import { describeApiError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import type { ImportEntry } from '@/contract';
import { StaffPager } from '../StaffPager';
import { StaffTable } from '../StaffTable';
import { staffCount, staffTime } from '../staffFormat';
import { useGetImportsQuery } from './importApi';

function EntryRow({ entry }: { entry: ImportEntry }) {
  return (
    <tr>
      <td>{staffTime(entry.at)}</td>
      <td className="staff-import__who">
        {entry.by}
        {entry.via === 'cli' && ' (CLI)'}
      </td>
      <td className="staff-import__file">{entry.file}</td>
      <td>{entry.mode}</td>
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
      <h3 id="staff-imports-heading">Recent imports</h3>
      {isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <p role="status">Loading the imports…</p>
      ) : data.imports.length === 0 ? (
        <p>No catalogue has been imported yet.</p>
      ) : (
        <StaffTable
          labelledBy="staff-imports-heading"
          caption="Imports, newest first"
          columns={['When', 'Who', 'File', 'Mode', 'Added', 'Changed', 'Removed']}
        >
          {data.imports.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </StaffTable>
      )}
      <StaffPager
        label="Pages of the imports"
        hasPrevious={pages.length > 1}
        hasNext={data?.nextBefore !== undefined}
        onPrevious={() => setPages(pages.slice(0, -1))}
        onNext={() => setPages([...pages, data?.nextBefore])}
        previousText="Newer imports"
        nextText="Older imports"
      />
    </section>
  );
}
