/**
 * The order in which Griffel inserts `@media` rules, so that no style depends on the order in
 * which components first render. Griffel's default compares the query text, which puts
 * `(min-width: 1200px)` before `(min-width: 768px)` ('1' < '7'): the `sm` rule then wins at
 * 1280 px. Here width queries come first, `max-width` from wide to narrow and `min-width`
 * from narrow to wide (so the narrower `max` and the wider `min` win, as mobile-first CSS
 * expects), then every other query (print, reduced motion…) in text order, so those override
 * the layout rules they refine.
 */
export function compareMediaQueries(a: string, b: string): number {
  const rankA = rank(a);
  const rankB = rank(b);
  if (rankA.group !== rankB.group) return rankA.group - rankB.group;
  if (rankA.width !== rankB.width) return rankA.width - rankB.width;
  return a < b ? -1 : a > b ? 1 : 0;
}

const WIDTH_QUERY = /^\s*(?:screen\s+and\s+)?\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)\s*$/i;

function rank(query: string): { group: number; width: number } {
  const match = WIDTH_QUERY.exec(query);
  if (!match) return { group: 2, width: 0 };
  const width = Number(match[2]);
  return match[1]?.toLowerCase() === 'max' ? { group: 0, width: -width } : { group: 1, width };
}
