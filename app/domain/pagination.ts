/**
 * Page bars. The spec has two shapes: the search page shows the first and last page with
 * 2 neighbours each side of the current one and ellipses; listings (locations, categories,
 * attorneys) show at most 5 page buttons, with an ellipsis and the last page when more.
 */
export type PageItem = number | 'ellipsis';

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First, last, current ± neighbours, ellipses for the gaps (a gap of one page is shown as that page). */
export function pagesAroundCurrent(current: number, last: number, neighbours = 2): PageItem[] {
  if (last <= 1) return [1];
  const pages = new Set<number>([1, last]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  return withEllipses([...pages].sort((a, b) => a - b));
}

/** At most `maxButtons` consecutive pages around the current one, then an ellipsis and the last page. */
export function pagesWindow(current: number, last: number, maxButtons = 5): PageItem[] {
  if (last <= maxButtons) return Array.from({ length: last }, (_, i) => i + 1);
  const start = Math.max(1, Math.min(current - Math.floor(maxButtons / 2), last - maxButtons + 1));
  const pages = Array.from({ length: maxButtons }, (_, i) => start + i);
  const end = pages[pages.length - 1]!;
  if (end < last - 1) return [...pages, 'ellipsis', last];
  if (end === last - 1) return [...pages, last];
  return pages;
}

function withEllipses(sorted: number[]): PageItem[] {
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('ellipsis');
    items.push(page);
  }
  return items;
}

/** `page` from a query string: a whole number >= 1, else null (callers answer 400 or use 1). */
export function parsePage(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}
