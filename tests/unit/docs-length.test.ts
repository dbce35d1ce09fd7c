import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The docs stay short enough to read: a guide, not a log (measurements go to docs/benchmarks/). */

const root = new URL('../../', import.meta.url);
const read = (path: string) => fs.readFileSync(new URL(path, root), 'utf8');

/** Most lines docs/search.md may hold: how search works, how to add vocabulary, how to evaluate. */
const SEARCH_DOC_MAX_LINES = 320;

describe('docs', () => {
  it(`keeps docs/search.md within ${SEARCH_DOC_MAX_LINES} lines`, () => {
    const lines = read('docs/search.md').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(SEARCH_DOC_MAX_LINES);
  });
});
