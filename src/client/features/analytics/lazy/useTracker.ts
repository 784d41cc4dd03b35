import { useEffect, useState } from 'react';
import type { ClientConfig } from '@/contract';
import type { PageView } from './pageView';
import type { Tracker } from './tracker';

/** Analytics while `measuring`: its chunk loads only then; a withdrawal stops it at once. */
export function useTracker(config: ClientConfig, measuring: boolean, currentView: () => PageView): Tracker | undefined {
  const [tracker, setTracker] = useState<Tracker>();
  useEffect(() => {
    if (!measuring) return;
    let wanted = true;
    let started: Tracker | undefined;
    import(/* webpackChunkName: "analytics" */ './tracker')
      .then(({ startTracker }) => (wanted ? startTracker(config, currentView(), () => wanted) : undefined))
      .then((running) => {
        started = running;
        if (!wanted) running?.stop();
        else setTracker(running);
      })
      .catch(() => undefined); // offline or blocked: nothing is measured, the shop goes on
    return () => {
      wanted = false;
      started?.stop();
      setTracker(undefined);
    };
    // currentView is read once, when the tracker starts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, measuring]);
  return tracker;
}
