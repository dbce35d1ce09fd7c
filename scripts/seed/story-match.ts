/**
 * Which opening and facts of a story fit a given title best, worked out once when the
 * banks are compiled: a title about a landlord's repairs opens with the repairs, not
 * with another sentence of the same story. Matching is on the templates' own words and
 * slots, so generating a question costs one array lookup.
 */

const SKIP = new Set(
  'the and for with that this have has had was were are not but you your they them their our his her him she can could will would what when how does did from into about after before there then than been just only also very much many long'.split(
    ' ',
  ),
);

/** Five-letter roots of a template's words, and its slots ("{store}") as they are. */
export function templateRoots(source: string): Set<string> {
  const roots = new Set<string>();
  for (const slot of source.match(/\{\w+\}/g) ?? []) roots.add(slot);
  for (const word of source
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .match(/[a-z]{3,}/g) ?? [])
    if (!SKIP.has(word)) roots.add(word.slice(0, 5));
  return roots;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared;
}

/**
 * For each title, the candidates (openings or details) from best to worst match; ties
 * keep their order in the bank.
 */
export function rankForTitles(titles: readonly string[], candidates: readonly string[]): number[][] {
  const candidateRoots = candidates.map(templateRoots);
  return titles.map((title) => {
    const roots = templateRoots(title);
    const scores = candidateRoots.map((c) => overlap(roots, c));
    return candidates.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  });
}

/**
 * For each title, the candidates that fit it about as well as the best one (one shared
 * word fewer at most, and at least one shared): any of them may open the body.
 */
export function fittingForTitles(titles: readonly string[], candidates: readonly string[]): number[][] {
  const candidateRoots = candidates.map(templateRoots);
  return titles.map((title) => {
    const roots = templateRoots(title);
    const scores = candidateRoots.map((c) => overlap(roots, c));
    const order = candidates.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
    const floor = Math.max(1, (scores[order[0] as number] as number) - 1);
    const fitting = order.filter((i) => (scores[i] as number) >= floor);
    return fitting.length ? fitting : order.slice(0, 1);
  });
}
