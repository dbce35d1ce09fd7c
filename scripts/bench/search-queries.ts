import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The search benchmarks' fixed query mix: one `kind<TAB>query string` per line, `#` comments. */
export const SEARCH_QUERIES_FILE = fileURLToPath(new URL('./search-queries.txt', import.meta.url));

export interface BenchQuery {
  readonly kind: string;
  /** A /search query string (q=...&state=...). */
  readonly params: string;
}

/** The mix in file order (bench:search, bench:engines and bench:sphinxql-profile read the same one). */
export function readSearchQueries(): BenchQuery[] {
  return fs
    .readFileSync(SEARCH_QUERIES_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [kind, params] = line.split('\t');
      return { kind: kind!, params: params ?? '' };
    });
}
