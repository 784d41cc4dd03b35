// What a previewed file would do: the counts, and every invalid row with its line and the import's
// own words for it. Nothing has been written when this shows.
import type { ImportPreview } from '@/contract';
import { staffCount } from '../staffFormat';
import * as i18n from '@/client/i18n/i18n';

/** The counts as sentences a screen reader reads well: '3 products added'. */
function Figures({ preview }: { preview: ImportPreview }) {
  const items: Array<[string, number, string]> = [
    [
      'added',
      preview.added,
      i18n._({
        id: 'staff.import.preview.added',
        message: '{count, plural, one {product added} other {products added}}',
        values: { count: preview.added },
      }),
    ],
    [
      'changed',
      preview.changed,
      i18n._({
        id: 'staff.import.preview.changed',
        message: '{count, plural, one {product changed} other {products changed}}',
        values: { count: preview.changed },
      }),
    ],
    [
      'unchanged',
      preview.unchanged,
      i18n._({
        id: 'staff.import.preview.unchanged',
        message: '{count, plural, one {product left as they are} other {products left as they are}}',
        values: { count: preview.unchanged },
      }),
    ],
    [
      'removed',
      preview.removed,
      i18n._({
        id: 'staff.import.preview.removed',
        message: '{count, plural, one {product removed} other {products removed}}',
        values: { count: preview.removed },
      }),
    ],
  ];
  return (
    <ul className="staff-import__figures">
      {items.map(([key, n, words]) => (
        <li key={key}>
          <strong>{staffCount(n)}</strong> {words}
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
            {i18n._({
              id: 'staff.import.preview.invalidCaption',
              message: '{count, plural, one {# invalid row} other {# invalid rows}}',
              values: { count: invalid.total },
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{i18n._({ id: 'staff.import.preview.line', message: 'Line' })}</th>
              <th scope="col">{i18n._({ id: 'staff.import.preview.problem', message: 'Problem' })}</th>
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
      {more > 0 && (
        <p>
          {i18n._({
            id: 'staff.import.preview.moreInvalid',
            message: '…and {count, number} more invalid rows after these.',
            values: { count: more },
          })}
        </p>
      )}
    </>
  );
}

export function ImportPreviewResult({ preview }: { preview: ImportPreview }) {
  return (
    <>
      {preview.problem ? (
        <p role="alert">{preview.problem}</p>
      ) : (
        <p>
          {i18n._({
            id: 'staff.import.preview.summary',
            message:
              '{file}: {count, plural, one {# product row} other {# product rows}} ({mode, select, replace {replacing the catalogue} other {adding and changing}}).',
            values: { file: preview.file, count: preview.products, mode: preview.mode },
          })}
        </p>
      )}
      {!preview.problem && <Figures preview={preview} />}
      {preview.invalid.total > 0 && (
        <>
          <p role="alert">
            {i18n._({
              id: 'staff.import.preview.allOrNothing',
              message:
                'The import takes the whole file or nothing: fix these rows and preview the file again. Nothing was written.',
            })}
          </p>
          <InvalidRows invalid={preview.invalid} />
        </>
      )}
    </>
  );
}
