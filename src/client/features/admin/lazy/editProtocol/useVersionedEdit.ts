// One versioned record's form, for any staff form: the draft, the version it is saved over (If-Match),
// the server's problems by field, a newer version (412) to choose against, and a failure to retry.
import { useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { problemsByField, problemsInOneLine } from './fieldProblems';
import { httpFailure, type Versioned } from './versionedAnswers';

/** A save's answer as RTK Query's mutation gives it. */
type SaveAnswer<V> = { data?: V; error?: FetchBaseQueryError | SerializedError };

/** A 412's body: the version saved meanwhile, and the ETag to save over it. */
interface ConflictBody<C> {
  error: string;
  current: C;
  etag: string;
}

/** What one kind of record brings; `B` is the version the form opened (undefined for a new record). */
export interface VersionedEditOf<B extends Versioned | undefined, D, F extends string, C> {
  opened: B;
  draftOf(version: B): D;
  fields: readonly F[];
  /** Sends the draft over `over` (If-Match), or as a new record where there is none. */
  save(over: B, draft: D): Promise<SaveAnswer<NonNullable<B>>>;
  busy: boolean;
  /** The version a 412 carries, as the form holds a version. */
  newerOf(conflict: ConflictBody<C>): NonNullable<B>;
  onSaved?(saved: NonNullable<B>): void;
}

export function useVersionedEdit<B extends Versioned | undefined, D, F extends string, C>(
  record: VersionedEditOf<B, D, F, C>,
) {
  type Version = NonNullable<B>;
  const [draft, setDraft] = useState<D>(() => record.draftOf(record.opened));
  /** The version this edit is saved over: the one opened, a save's, or the newer one taken in a conflict. */
  const [base, setBase] = useState<B>(record.opened);
  const [conflict, setConflict] = useState<Version>();
  const [problems, setProblems] = useState<Partial<Record<F | 'other', string>>>({});
  const [failure, setFailure] = useState<unknown>();
  const [saved, setSaved] = useState(false);

  const show = (version: Version) => {
    setBase(version);
    setDraft(record.draftOf(version));
    setConflict(undefined);
  };

  async function send(over: B) {
    setFailure(undefined);
    setSaved(false);
    const answer = await record.save(over, draft);
    if (answer.data) {
      show(answer.data);
      setProblems({});
      setSaved(true);
      record.onSaved?.(answer.data);
      return;
    }
    const body = httpFailure(answer.error)?.body;
    const newer = body as ConflictBody<C> | undefined;
    if (newer?.error === 'changed_since_read') return setConflict(record.newerOf(newer));
    const byField = problemsInOneLine(problemsByField(body, record.fields), record.fields);
    setProblems(byField);
    if (Object.keys(byField).length === 0) setFailure(answer.error);
  }

  return {
    draft,
    base,
    conflict,
    problems,
    failure,
    saved,
    busy: record.busy,
    /** A change of the draft by the person: the form is no longer "saved". */
    edit: (next: (now: D) => D) => {
      setDraft(next);
      setSaved(false);
    },
    send: () => void send(base),
    keepMine: (newer: Version) => {
      setBase(newer);
      setConflict(undefined);
      void send(newer);
    },
    takeNewer: show,
  };
}
