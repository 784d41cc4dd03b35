// Which misspellings are forgiven: Meilisearch's rule by word length, and the distance that counts a
// letter changed, added, dropped or two neighbours swapped as one typo each (optimal string alignment).

/** The typos forgiven in a word of this many letters: none below 5, one from 5 to 8, two from 9. */
export function allowedTypos(word: string): number {
  if (!/^\p{L}+$/u.test(word)) return 0;
  const length = [...word].length;
  return length < 5 ? 0 : length <= 8 ? 1 : 2;
}

/** The typos between two words, or `max + 1` as soon as it is sure to be more than `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  // Three rows of the edit-distance table: the one before last, the last and the one being made.
  let before: number[] = [];
  let last = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = last;
    last = row;
  }
  return Math.min(last[y.length]!, max + 1);
}
