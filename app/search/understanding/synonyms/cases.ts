import { describe, expect, it } from 'vitest';
import { expandSynonyms, shippedSynonyms } from '../synonyms.ts';
import { wordSpans } from '../text-spans.ts';

/** The helpers of the vocabulary's tests: the area files' (each <area>.test.ts beside its <area>.json) and the rounds' of synonyms.json. */

/** Fewest entries an area file holds: every busy practice area gets a real vocabulary. */
export const MIN_ENTRIES_PER_AREA = 25;

const table = shippedSynonyms();

export const expand = (text: string) =>
  expandSynonyms(
    wordSpans(text).map((s) => s.word),
    table,
  );

/** The phrases a query brings, each as one string. */
export const brought = (text: string) => expand(text).flatMap((e) => e.phrases.map((p) => p.join(' ')));

export type QueryAndPhrase = ReadonlyArray<readonly [string, string]>;

/** Each query must bring its legal phrase. */
export const itBrings = (cases: QueryAndPhrase) =>
  it.each(cases)('"%s" brings "%s"', (query, legal) => {
    expect(brought(query)).toContain(legal);
  });

/** Each query (the lay words in another sense) must not bring the phrase. */
export const itKeepsOut = (cases: QueryAndPhrase) =>
  it.each(cases)('"%s" does not bring "%s"', (query, legal) => {
    expect(brought(query)).not.toContain(legal);
  });

/**
 * An area file's tests: each `brings` query brings its legal phrase; each `keepsOut` query
 * (the lay words in another sense) does not; and every entry of the file is met by one of
 * the `brings` queries, so no entry goes untested.
 */
export function describeArea(file: string, cases: { brings: QueryAndPhrase; keepsOut: QueryAndPhrase }) {
  describe(`the vocabulary of synonyms/${file}`, () => {
    itBrings(cases.brings);
    itKeepsOut(cases.keepsOut);
    it(`has at least ${MIN_ENTRIES_PER_AREA} entries, each met by a query above`, () => {
      const entries = table.entries.filter((e) => e.file === `synonyms/${file}`);
      expect(entries.length).toBeGreaterThanOrEqual(MIN_ENTRIES_PER_AREA);
      const met = new Set(cases.brings.flatMap(([query]) => expand(query).map((e) => e.entry)));
      expect(entries.filter((e) => !met.has(e.index)).map((e) => e.from.map((p) => p.join(' ')).join(', '))).toEqual(
        [],
      );
    });
  });
}
