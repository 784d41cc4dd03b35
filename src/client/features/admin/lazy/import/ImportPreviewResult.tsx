// What a previewed file would do: the counts, and every invalid row with its line and the import's
// own words for it. Nothing has been written when this shows.
import type { ImportPreview } from '@/contract';
import { staffCount } from '../staffFormat';

/** The counts as sentences a screen reader reads well: '3 products added'. */
function Figures({ preview }: { preview: ImportPreview }) {
  const items: Array<[string, number]> = [
    ['added', preview.added],
    ['changed', preview.changed],
    ['left as they are', preview.unchanged],
    ['removed', preview.removed],
  ];
  return (
    <ul className="staff-import__figures">
      {items.map(([what, n]) => (
        <li key={what}>
          <strong>{staffCount(n)}</strong> {n === 1 ? 'product' : 'products'} {what}
        </li>
      ))}
    </ul>
  );
}

function InvalidRows({ invalid }: { invalid: ImportPreview['invalid'] }) {
  const more = invalid.total - invalid.rows.length;
  return (
    <>
      <div className="staff-table-scroll" role="region" aria-labelledby="staff-import-invalid" tabIndex={0}>
        <table className="staff-table">
          <caption id="staff-import-invalid">
            {staffCount(invalid.total)} invalid {invalid.total === 1 ? 'row' : 'rows'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {invalid.rows.map((row) => (
              <tr key={row.line}>
                <td className="staff-table__number">{row.line}</td>
                <td>
                  {row.problems.map((problem) => (
                    <div key={problem}>{problem}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p>…and {staffCount(more)} more invalid rows after these.</p>}
    </>
  );
}

export function ImportPreviewResult({ preview }: { preview: ImportPreview }) {
  const rows = `${staffCount(preview.products)} product ${preview.products === 1 ? 'row' : 'rows'}`;
  return (
    <>
      {preview.problem ? (
        <p role="alert">{preview.problem}</p>
      ) : (
        <p>
          {preview.file}: {rows} ({preview.mode === 'replace' ? 'replacing the catalogue' : 'adding and changing'}).
        </p>
      )}
      {!preview.problem && <Figures preview={preview} />}
      {preview.invalid.total > 0 && (
        <>
          <p role="alert">
            The import takes the whole file or nothing: fix these rows and preview the file again. Nothing was written.
          </p>
          <InvalidRows invalid={preview.invalid} />
        </>
      )}
    </>
  );
}
