// The first load's part of "Did you mean"'s links and sentence (lazy/didYouMean.ts): their chunk, the
// suggestion engine's, asked for when a search has suggestions to show, and loaded before the app
// hydrates a page the server rendered with them (start.tsx) or renders one (renderScreen.tsx), so
// that first render already has them.
import { useEffect, useState } from 'react';

type DidYouMean = typeof import('./lazy/didYouMean');

let loaded: DidYouMean | undefined;

export const loadDidYouMean = (): Promise<DidYouMean> =>
  import(/* webpackChunkName: "search-suggestions" */ './lazy/didYouMean').then((module) => (loaded = module));

/** The chunk's parts once `wanted` has asked for them (at once when loaded before); a failed download asks again next time. */
export function useDidYouMean(wanted: boolean): DidYouMean | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    loadDidYouMean().then(
      (chunk) => current && setModule(chunk),
      () => undefined, // offline before it was ever kept: no links, as with the engine's chunk
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module ?? loaded;
}
