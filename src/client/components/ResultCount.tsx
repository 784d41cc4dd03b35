interface ResultCountProps {
  text: string;
  /** Said after `text` but not shown: what the screen shows elsewhere (the "Did you mean" links). */
  spokenOnly?: string;
}

/** Announced to screen readers whenever the list changes (search, Show More). */
export function ResultCount({ text, spokenOnly }: ResultCountProps) {
  return (
    <p className="result-count" role="status" aria-live="polite">
      {text}
      {spokenOnly && <span className="visually-hidden">{spokenOnly}</span>}
    </p>
  );
}
