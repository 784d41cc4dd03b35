/** docs/requirements.md §4: the picture index stays between 0 and the last picture; no wrap-around. */
export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
