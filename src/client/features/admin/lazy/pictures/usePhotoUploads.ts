// The photos a staff member chose or dropped, each on its way: two uploads at a time (one encodes on
// the server while the next is sent), each with its own state, and the stored names handed on in the
// order they were chosen, as soon as every photo before them is settled.
import { useEffect, useRef, useState } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import { PHOTO_MAX_BYTES, photoTooLargeMessage } from '@/contract';
import { useUploadPhotoMutation } from './photoUploadApi';
import * as i18n from '@/client/i18n/i18n';

const AT_ONCE = 2;

export type PhotoState =
  | { kind: 'waiting' }
  | { kind: 'uploading'; sent: number }
  | { kind: 'encoding' }
  | { kind: 'added'; name: string }
  /** The file itself was refused (not a picture, too large…): trying again would not help. */
  | { kind: 'refused'; message: string }
  /** The call failed (offline, busy, signed out): Retry may help. */
  | { kind: 'failed'; message: string };

export interface PhotoEntry {
  key: number;
  file: File;
  state: PhotoState;
}

export const isOnItsWay = ({ state }: PhotoEntry): boolean =>
  state.kind === 'waiting' || state.kind === 'uploading' || state.kind === 'encoding';

/** The answers that judge the file, not the moment: 400 not a picture, 413 too large, 415 not an image type. */
const REFUSALS: unknown[] = [400, 413, 415];

function outcomeOf(error: QueryError): PhotoState {
  const message = describeApiError(error);
  return error && 'status' in error && REFUSALS.includes(error.status)
    ? { kind: 'refused', message }
    : { kind: 'failed', message };
}

/** `room`: how many more pictures may be added; photos beyond it are refused before they are sent. */
export function usePhotoUploads(onUploaded: (images: string[]) => void, room: number) {
  const [entries, setEntries] = useState<PhotoEntry[]>([]);
  const [upload] = useUploadPhotoMutation();
  const queue = useRef<PhotoEntry[]>([]);
  const running = useRef(0);
  const nextKey = useRef(0);
  const handedOn = useRef(new Set<number>());

  const show = (key: number, state: PhotoState) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, state } : entry)));

  const send = async ({ key, file }: PhotoEntry) => {
    show(key, { kind: 'uploading', sent: 0 });
    const onProgress = (sent: number) => show(key, sent < 1 ? { kind: 'uploading', sent } : { kind: 'encoding' });
    const answer = await upload({ file, onProgress });
    show(key, answer.data ? { kind: 'added', name: answer.data.name } : outcomeOf(answer.error));
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  const pump = () => {
    while (running.current < AT_ONCE && queue.current.length > 0) {
      const entry = queue.current.shift() as PhotoEntry;
      running.current++;
      void sendRef.current(entry).finally(() => {
        running.current--;
        pump();
      });
    }
  };

  /** On its way, or added and not handed on yet: it takes a place the product has room for. */
  const takesRoom = (entry: PhotoEntry) =>
    isOnItsWay(entry) || (entry.state.kind === 'added' && !handedOn.current.has(entry.key));

  const add = (files: File[]) => {
    let free = room - entries.filter(takesRoom).length;
    const chosen = files.map((file): PhotoEntry => {
      const key = nextKey.current++;
      if (file.size > PHOTO_MAX_BYTES)
        return { key, file, state: { kind: 'refused', message: photoTooLargeMessage(file.name, file.size) } };
      if (free <= 0)
        return {
          key,
          file,
          state: {
            kind: 'refused',
            message: i18n._({
              id: 'staff.pictures.upload.noRoom',
              message: '{name} was not added: the product has room for no more pictures.',
              values: { name: file.name },
            }),
          },
        };
      free--;
      return { key, file, state: { kind: 'waiting' } };
    });
    // A new choice starts a new list: what is settled goes, what is on its way or can be retried stays.
    setEntries((list) => [...list.filter((entry) => takesRoom(entry) || entry.state.kind === 'failed'), ...chosen]);
    queue.current.push(...chosen.filter(isOnItsWay));
    pump();
  };

  const retry = (key: number) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (entry?.state.kind !== 'failed') return;
    show(key, { kind: 'waiting' });
    queue.current.push(entry);
    pump();
  };

  // Names handed on in the order chosen: up to the first photo still on its way.
  useEffect(() => {
    const names: string[] = [];
    for (const entry of entries) {
      if (isOnItsWay(entry)) break;
      if (entry.state.kind !== 'added' || handedOn.current.has(entry.key)) continue;
      handedOn.current.add(entry.key);
      names.push(entry.state.name);
    }
    if (names.length > 0) onUploaded(names);
  }, [entries, onUploaded]);

  return { entries, add, retry };
}
