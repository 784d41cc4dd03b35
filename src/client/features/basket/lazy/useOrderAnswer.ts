// An order (or the account's orders) read with the shopper's access: the account's token, or the
// guest's link token.
import { useEffect, useState } from 'react';
import type { Answer } from './sellingRequests';

export type Loaded<T> = { kind: 'loading' } | { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'failed' };

export function useOrderAnswer<T>(read: () => Promise<Answer<T>>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void read().then((answer) => {
      if (!live) return;
      if (answer.status === 200 && answer.body) setState({ kind: 'found', value: answer.body });
      else setState({ kind: answer.status === 404 || answer.status === 401 ? 'missing' : 'failed' });
    });
    return () => {
      live = false;
    };
    // `read` is a new function each render; `key` names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return [state, () => setAttempt((count) => count + 1)];
}
