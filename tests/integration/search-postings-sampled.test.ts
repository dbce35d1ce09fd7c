import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { EXACT_RANKING, loadSearchService, searchRequest, surfaceWords, type ExhaustiveFn, type SearchFn } from '../helpers/search-service.ts';

/**
 * All-words queries expected to have many matches (`postingsSampledMin`) take only
 * the newest matches from the postings for the total and the facets, and rank skipping the
 * rows that cannot enter the top k. On the 1.2M archive that is queries of several common
 * words; here every query does (`postingsSampledMin` 1) with a sample of 5 rows
 * (`sampleSize` 5), so most totals are estimates: the ranking must still be the
 * exhaustive one, and totals are exact exactly when the sample holds every match.
 */

let search: SearchFn;
let exhaustive: ExhaustiveFn;
let db: Database.Database;
let words: string[];

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
  db = new Database(archive, { readonly: true });
  words = surfaceWords(db, { minDf: 20, maxDf: 300, limit: 30 });
  ({ search, exhaustive } = await loadSearchService(archive, { ...EXACT_RANKING, postingsSampledMin: 1, sampleSize: 5 }));
});

const request = searchRequest;

describe('postings with a sample of the newest matches', () => {
  it('rank exactly, count from the sample', () => {
    expect(words.length).toBeGreaterThan(15);
    let estimated = 0;
    words.forEach((word, i) => {
      const a = words[(i * 7 + 3) % words.length]!;
      const b = words[(i * 11 + 5) % words.length]!;
      for (const query of [`q=${word}+${a}`, `q=${word}+${a}&page=2`, `q=${word}+${b}&state=CA`, `q=${word}+${a}+-${b}`, `q=${word}+${a}&from=2012-01-01`]) {
        const r = request(query);
        const result = search(r);
        expect(result.ranking, query).toBe('postings');
        expect(result.hits.map((h) => h.id), query).toEqual(exhaustive(r, r.page * 10).slice((r.page - 1) * 10));
        const truth = exhaustive(r, 10_000).length;
        if (result.mode === 'all' && truth > 5) {
          estimated++;
          expect(result.totalApproximate, query).toBe(true);
          expect(result.total, query).toBeGreaterThan(5);
          expect(result.facets.approximate).toBe(true);
        } else if (result.mode === 'all') {
          expect(result.totalApproximate, query).toBe(false);
          expect(result.total, query).toBe(truth);
        }
      }
    });
    expect(estimated).toBeGreaterThan(20);
  });
});
