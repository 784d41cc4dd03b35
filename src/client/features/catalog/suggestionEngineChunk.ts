// The first load's part of the whole list's "Did you mean": the loader of its chunk
// (lazy/searchSuggestions.ts), asked for only when a search in the browser found nothing. Webpack
// keeps the loaded chunk and forgets a failed download, so the next search that needs it asks again.

export const loadSuggestionEngine = (): Promise<typeof import('./lazy/searchSuggestions')> =>
  import(/* webpackChunkName: "search-suggestions" */ './lazy/searchSuggestions');
