// The import's progress as its answer streams it: comparing the file again inside the import's
// transaction (the first half), then writing (the second), then the search index and word list.
import type { ImportProgress } from '@/contract';
import * as i18n from '@/client/i18n/i18n';

type ProgressLine = Extract<ImportProgress, { type: 'progress' }>;

function describe(line: ProgressLine | undefined): { percent: number; text: string } {
  if (!line)
    return { percent: 0, text: i18n._({ id: 'staff.import.progress.starting', message: 'Starting the import…' }) };
  const share = line.total > 0 ? line.done / line.total : 1;
  if (line.phase === 'counting')
    return {
      percent: Math.floor(share * 50),
      text: i18n._({
        id: 'staff.import.progress.comparing',
        message: 'Comparing {done, number} of {total, number} products',
        values: { done: line.done, total: line.total },
      }),
    };
  if (line.done >= line.total)
    return {
      percent: 99,
      text: i18n._({ id: 'staff.import.progress.finishing', message: 'Finishing: the search index and the word list' }),
    };
  return {
    percent: 50 + Math.floor(share * 50),
    text: i18n._({
      id: 'staff.import.progress.writing',
      message: 'Writing {done, number} of {total, number} products',
      values: { done: line.done, total: line.total },
    }),
  };
}

export function ImportProgressBar({ line }: { line: ProgressLine | undefined }) {
  const { percent, text } = describe(line);
  return (
    <div className="staff-import__progress">
      <p id="staff-import-progress-label">
        {i18n._({ id: 'staff.import.progress.label', message: 'Import progress' })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="staff-import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %: ${text}`}
        className="staff-import__bar"
      >
        <div className="staff-import__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p role="status">{text}</p>
    </div>
  );
}
