import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqliteEngine } from '#app/search/engines/sqlite/engine.server.ts';
import { searchArchiveWithImpactLists } from '../helpers/fixture-archive.ts';
import { loadSearchService, searchRequest, SITE_DEFAULTS, surfaceWords, type SearchFn } from '../helpers/search-service.ts';

/**
 * Relaxed matching over many postings (decision 0021) ranks from the impact lists when that
 * is proven exact, and counts from the newest matches. On the 1.2M archive that is questions
 * of common words; here every relaxed query is (`postingsSampledMin` 1) with a sample
 * of 5 rows (`sampleSize` 5), whatever its candidates cost
 * (`relaxedCandidateCost` 0). The fixture archive has no impact lists (its words are
 * in fewer than 2,000 rows): they are rebuilt on a copy for words in 3+ rows, 40 rows deep
 * (some complete, some cut short). The pages must be the exhaustive sum's, on the site's own
 * settings, and the totals exact exactly when the sample holds every match.
 */

let pruned: { search: SearchFn; engine: SqliteEngine };
let withoutLists: { search: SearchFn; engine: SqliteEngine };
let summed: SearchFn;
let words: string[];

beforeAll(async () => {
  const archive = await searchArchiveWithImpactLists('search-relaxed-pruned', { minDf: 3, depth: 40 });
  const db = new Database(archive, { readonly: true });
  words = surfaceWords(db, { minDf: 20, maxDf: 400, limit: 40 });
  db.close();
  pruned = await loadSearchService(archive, { ...SITE_DEFAULTS, postingsSampledMin: 1, sampleSize: 5, relaxedCandidateCost: 0 });
  withoutLists = await loadSearchService(archive, { ...SITE_DEFAULTS, postingsSampledMin: 1, sampleSize: 5, relaxedCandidateCost: 0, impact: false });
  summed = (await loadSearchService(archive, { ...SITE_DEFAULTS, postingsSampledMin: 1_000_000_000 })).search;
});

describe('relaxed matching from the impact lists, counted from the newest matches', () => {
  it('gives the exhaustive pages (relevance and newest first), with exact or "About" totals', () => {
    expect(words.length).toBeGreaterThan(20);
    let approximate = 0;
    words.forEach((word, i) => {
      const a = words[(i * 7 + 3) % words.length]!;
      const b = words[(i * 11 + 5) % words.length]!;
      const c = words[(i * 13 + 1) % words.length]!;
      const queries = [
        `q=what+happens+if+my+${word}+${a}+${b}`,
        `q=can+i+${word}+${a}+${b}+${c}`,
        `q=${word}+${a}+${b}&page=2`,
        `q=${word}+${a}+${b}&sort=newest`,
        `q=${word}+${a}+${b}+-${c}`,
        `q=${word}+${a}+${c}&state=CA`,
        `q=${word}+${b}+${c}&from=2012-01-01`,
      ];
      for (const query of queries) {
        const request = searchRequest(query);
        const got = pruned.search(request);
        const expected = summed(request);
        expect(got.ranking, query).toBe(expected.ranking);
        expect(got.mode, query).toBe(expected.mode);
        expect(got.hits.map((h) => h.id), query).toEqual(expected.hits.map((h) => h.id));
        // With the impact lists off (`impact` false) only short lists prove a top: the same pages.
        expect(withoutLists.search(request).hits.map((h) => h.id), query).toEqual(expected.hits.map((h) => h.id));
        if (got.totalApproximate) {
          approximate++;
          expect(expected.total, query).toBeGreaterThan(5);
          expect(got.total, query).toBeGreaterThan(5);
          expect(got.facets.approximate, query).toBe(true);
        } else {
          expect(got.total, query).toBe(expected.total);
          expect(got.facets, query).toEqual(expected.facets);
        }
      }
    });
    // The pruned path really answered (the others fell back to the exhaustive sum), and counted from samples.
    expect(pruned.engine.postingsStats.relaxedPruned).toBeGreaterThan(20);
    expect(withoutLists.engine.postingsStats.relaxedPruned).toBeGreaterThan(20);
    expect(approximate).toBeGreaterThan(20);
  });
});
