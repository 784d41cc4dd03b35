// The client's texts (docs/languages.md). Code writes each as `i18n._({ id, message, values })`, which
// Lingui's extractor reads; the build puts in the words of its one language in place of the call
// (scripts/inlineMessages.ts), so no catalogue and no i18n runtime reaches a browser: only the words,
// and the helpers re-exported below for the counts in them. Imported as a namespace (`import * as i18n`).

export interface MessageDescriptor {
  /** Names the place: 'header.search.placeholder'. */
  readonly id: string;
  /** The English, an ICU message: 'Add {title} to favourites'. */
  readonly message: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Never runs: the build replaces every call with its words, and stops on a call it cannot read. */
export function _(descriptor: MessageDescriptor): string {
  throw new Error(`The build did not put in the message ${descriptor.id}.`);
}

// The helpers the built words call, each in a module of its own: a chunk keeps only those its words use.
// Only built code calls them, hence @public (knip cannot see those calls).
/** @public */
export { plural, select } from './messageForms';
/** @public */
export { count } from './count';
