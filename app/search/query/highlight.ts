/**
 * Highlights travel from SQLite to the page as text with two private-use sentinel
 * characters around each match (FTS5 `highlight()` inserts them). The archive text itself
 * never carries the sentinels (stripped before highlighting), so only our marks become
 * markup: as React <mark> elements on the page, or as escaped HTML for the JSON APIs.
 */
export const MARK_OPEN = '\uE000';
export const MARK_CLOSE = '\uE001';

const SENTINELS = /[\uE000\uE001]/g;

/** Archive text made safe to pass through highlight(): our sentinels removed. */
export function withoutSentinels(text: string): string {
  return text.replace(SENTINELS, '');
}

export interface HighlightSegment {
  readonly text: string;
  readonly marked: boolean;
}

/** Splits sentinel-marked text into plain and marked runs (an unclosed mark ends at the end). */
export function highlightSegments(marked: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let inside = false;
  let current = '';
  for (const char of marked) {
    if (char === MARK_OPEN || char === MARK_CLOSE) {
      if (current) segments.push({ text: current, marked: inside });
      current = '';
      inside = char === MARK_OPEN;
    } else current += char;
  }
  if (current) segments.push({ text: current, marked: inside });
  return segments;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Escaped HTML whose only markup is <mark>…</mark> around the matches. */
export function highlightHtml(marked: string): string {
  return highlightSegments(marked)
    .map((s) => (s.marked ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text)))
    .join('');
}

export function hasMarks(marked: string): boolean {
  return marked.includes(MARK_OPEN);
}
