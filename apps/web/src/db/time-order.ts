// Timestamps kept as ISO text (one format, UTC) order by their characters. `localeCompare` gave the
// same order through a language's collation rules, and building that collator took ~50 ms of the
// first job sync's task on a 4× slower phone (UX-4): collation is for words people read, not for
// timestamps.
export function byTime(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first: `list.sort((a, b) => newestFirst(a.createdDate, b.createdDate))`. */
export const newestFirst = (a: string, b: string): number => byTime(b, a);
