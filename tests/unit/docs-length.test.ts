import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The docs stay short enough to read: guides and one-page decisions, not logs (measurements go to docs/benchmarks/). */

const root = new URL('../../', import.meta.url);
const read = (path: string) => fs.readFileSync(new URL(path, root), 'utf8');

/** Most lines docs/search.md may hold: how search works, how to add vocabulary, how to evaluate. */
const SEARCH_DOC_MAX_LINES = 310;
/** Most words a decision record may hold: one page of context, decision and consequences. */
const DECISION_MAX_WORDS = 450;

const decisions = fs
  .readdirSync(new URL('docs/decisions/', root))
  .filter((name) => name.endsWith('.md'))
  .sort();

describe('docs', () => {
  it(`keeps docs/search.md within ${SEARCH_DOC_MAX_LINES} lines`, () => {
    const lines = read('docs/search.md').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(SEARCH_DOC_MAX_LINES);
  });

  it('has decision records to check', () => {
    expect(decisions.length).toBeGreaterThan(10);
  });

  it.each(decisions)(`keeps decision record %s within ${DECISION_MAX_WORDS} words`, (name) => {
    const words = read(`docs/decisions/${name}`).split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThanOrEqual(DECISION_MAX_WORDS);
  });
});
