/** Announced to screen readers whenever the list changes (search, Show More). */
export function ResultCount({ text }: { text: string }) {
  return (
    <p className="result-count" role="status" aria-live="polite">
      {text}
    </p>
  );
}

export function quoted(term: string): string {
  return `“${term}”`;
}
