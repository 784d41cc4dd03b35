// The staff's catalogue import (docs/staff.md): choose a file and a mode, preview what it
// would do (nothing is written), confirm, watch the progress, see the result; the imports so far
// below. The file stays in the browser between preview and confirm and is sent again with the
// preview's token, so any copy of the shop can take the confirm.
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import type { ImportEntry, ImportProgress } from '@/contract';
import { usePreviewImportMutation, useRunImportMutation, type ImportMode } from './importApi';
import { ImportHistoryList } from './ImportHistoryList';
import { ImportPreviewResult } from './ImportPreviewResult';
import { ImportProgressBar } from './ImportProgressBar';
import * as i18n from '@/client/i18n/i18n';

type ProgressLine = Extract<ImportProgress, { type: 'progress' }>;

const MODES: Array<{ mode: ImportMode; label: string; hint: string }> = [
  {
    mode: 'upsert',
    label: i18n._({ id: 'staff.import.mode.upsert', message: 'Add and change products' }),
    hint: i18n._({ id: 'staff.import.mode.upsertHint', message: 'Products not in the file stay as they are.' }),
  },
  {
    mode: 'replace',
    label: i18n._({ id: 'staff.import.mode.replace', message: 'Replace the whole catalogue' }),
    hint: i18n._({
      id: 'staff.import.mode.replaceHint',
      message: 'Products not in the file are removed. A CSV keeps the shop’s categories.',
    }),
  },
];

/** Moves focus to a result as it appears, so keyboard and screen-reader users land on it. */
function useFocusWhen(shown: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

export function ImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [progress, setProgress] = useState<ProgressLine>();
  const [preview, previewState] = usePreviewImportMutation();
  const [runImport, runState] = useRunImportMutation();
  const previewed = previewState.data;
  const previewHeading = useFocusWhen(previewed !== undefined && runState.isUninitialized);
  const resultHeading = useFocusWhen(runState.isSuccess || runState.isError);

  /** A new file or mode: what was previewed no longer applies. */
  const startOver = () => {
    previewState.reset();
    runState.reset();
    setProgress(undefined);
  };
  const previewFile = () => {
    if (!file) return;
    startOver();
    void preview({ file, mode });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    previewFile();
  };
  const confirm = () => {
    if (!file || !previewed?.token) return;
    setProgress(undefined);
    void runImport({ file, token: previewed.token, onProgress: setProgress });
  };
  const busy = previewState.isLoading || runState.isLoading;

  return (
    <section className="staff-import" aria-labelledby="staff-import-heading">
      <h2 id="staff-import-heading">{i18n._({ id: 'staff.import.title', message: 'Import a catalogue file' })}</h2>
      <ImportFileForm
        mode={mode}
        busy={busy}
        canPreview={file !== null}
        onFile={(chosen) => {
          setFile(chosen);
          startOver();
        }}
        onMode={(chosen) => {
          setMode(chosen);
          startOver();
        }}
        onSubmit={submit}
      />

      {previewState.isLoading && (
        <p role="status">
          {i18n._({ id: 'staff.import.checking', message: 'Checking the file… a large file takes up to a minute.' })}
        </p>
      )}
      {previewState.isError && (
        <div role="alert" className="staff-import__error">
          <p>{describeApiError(previewState.error)}</p>
          <button type="button" className="button button--secondary" onClick={previewFile}>
            {i18n._({ id: 'staff.import.previewRetry', message: 'Try again' })}
          </button>
        </div>
      )}
      {previewed && (
        <section aria-labelledby="staff-import-preview-heading" className="staff-import__preview">
          <h3 id="staff-import-preview-heading" ref={previewHeading} tabIndex={-1}>
            {i18n._({ id: 'staff.import.preview.heading', message: 'Preview: nothing is written until you confirm' })}
          </h3>
          <ImportPreviewResult preview={previewed} />
          {previewed.token && runState.isUninitialized && (
            <button type="button" className="button button--primary" onClick={confirm}>
              {i18n._({ id: 'staff.import.confirm', message: 'Confirm import' })}
            </button>
          )}
        </section>
      )}
      {runState.isLoading && <ImportProgressBar line={progress} />}
      <ImportOutcome run={runState} heading={resultHeading} onPreviewAgain={previewFile} />
      <ImportHistoryList />
    </section>
  );
}

interface ImportFileFormProps {
  mode: ImportMode;
  busy: boolean;
  canPreview: boolean;
  onFile: (file: File | null) => void;
  onMode: (mode: ImportMode) => void;
  onSubmit: (event: FormEvent) => void;
}

/** The file, the mode and Preview. */
function ImportFileForm({ mode, busy, canPreview, onFile, onMode, onSubmit }: ImportFileFormProps) {
  const fileId = useId();
  const hintId = useId();
  return (
    <form className="staff-import__form" onSubmit={onSubmit}>
      <div className="staff-import__field">
        <label htmlFor={fileId}>{i18n._({ id: 'staff.import.file.label', message: 'Catalogue file' })}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.json,.jsonl,.ndjson,text/csv,application/json"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="staff-import__hint">
          {i18n._({
            id: 'staff.import.file.hint',
            message:
              'CSV with a header row (id, title, price, description, mark, category, images, and optionally stock and vatRate), JSON or JSON Lines (.jsonl), as the import command takes; at most 256 MiB.',
          })}
        </p>
      </div>
      <fieldset className="staff-import__modes" disabled={busy}>
        <legend>{i18n._({ id: 'staff.import.mode.legend', message: 'Mode' })}</legend>
        {MODES.map((choice) => (
          <label key={choice.mode} className="staff-import__mode">
            <input
              type="radio"
              name="mode"
              value={choice.mode}
              checked={mode === choice.mode}
              onChange={() => onMode(choice.mode)}
            />
            <span>
              {choice.label} <span className="staff-import__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={!canPreview || busy}>
        {i18n._({ id: 'staff.import.preview', message: 'Preview' })}
      </button>
    </form>
  );
}

interface ImportOutcomeProps {
  run: { isSuccess: boolean; isError: boolean; data?: ImportEntry; error?: QueryError };
  heading: Ref<HTMLHeadingElement>;
  onPreviewAgain: () => void;
}

/** How the confirmed import ended: its counts, or why it did not happen. */
function ImportOutcome({ run, heading, onPreviewAgain }: ImportOutcomeProps) {
  return (
    <>
      {run.isSuccess && run.data && (
        <section aria-labelledby="staff-import-result-heading">
          <h3 id="staff-import-result-heading" ref={heading} tabIndex={-1}>
            {i18n._({ id: 'staff.import.result.heading', message: 'Imported' })}
          </h3>
          <p role="status">
            {i18n._({
              id: 'staff.import.result.counts',
              message:
                '{file}: {added, number} added, {changed, number} changed, {removed, number} removed. Shoppers see the new catalogue within a second.',
              values: {
                file: run.data.file,
                added: run.data.added,
                changed: run.data.changed,
                removed: run.data.removed,
              },
            })}
          </p>
        </section>
      )}
      {run.isError && (
        <section aria-labelledby="staff-import-result-heading" className="staff-import__error">
          <h3 id="staff-import-result-heading" ref={heading} tabIndex={-1}>
            {i18n._({ id: 'staff.import.failed.heading', message: 'Not imported' })}
          </h3>
          <p role="alert">{describeApiError(run.error)}</p>
          <button type="button" className="button button--secondary" onClick={onPreviewAgain}>
            {i18n._({ id: 'staff.import.failed.previewAgain', message: 'Preview again' })}
          </button>
        </section>
      )}
    </>
  );
}
