// The first load's part of the whole list's "Did you mean": the loader of its chunk
// (lazy/searchSuggestions.ts), asked for only when a search in the browser found nothing.

let engine: Promise<typeof import('./lazy/searchSuggestions')> | undefined;

export function loadSuggestionEngine(): Promise<typeof import('./lazy/searchSuggestions')> {
  engine ??= import(/* webpackChunkName: "search-suggestions" */ './lazy/searchSuggestions').catch((error: unknown) => {
    engine = undefined; // offline before it was ever downloaded: the next search that needs it asks again
    throw error;
  });
  return engine;
}
