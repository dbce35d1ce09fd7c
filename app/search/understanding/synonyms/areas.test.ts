import { describe, expect, it } from 'vitest';
import { compileSynonymFiles, shippedSynonyms } from '../synonyms.ts';
import { AREA_TABLES } from './areas.ts';
import { brought, MIN_ENTRIES_PER_AREA } from './cases.ts';

const entry = { area: 'criminal', lay: ['busted'], legal: ['arrested'] };

describe('the vocabulary split by practice area', () => {
  it('compiles synonyms.json first, then every area file, numbering entries across them', () => {
    const table = shippedSynonyms();
    expect(table.entries[0]!.file).toBe('synonyms.json');
    const files = [...new Set(table.entries.map((e) => e.file))];
    expect(files).toEqual(['synonyms.json', ...AREA_TABLES.map((t) => t.file)]);
    expect(table.entries.map((e) => e.index)).toEqual(table.entries.map((_, i) => i));
  });

  it('compiles once: the site and every test share one table', () => {
    expect(shippedSynonyms()).toBe(shippedSynonyms());
  });

  it('has at least 20 practice areas besides bankruptcy, each with its own file', () => {
    const areas = new Set(AREA_TABLES.map((t) => t.area));
    expect(areas.has('bankruptcy')).toBe(false);
    expect(areas.size).toBeGreaterThanOrEqual(20);
    for (const t of AREA_TABLES)
      expect((t.data as { entries: unknown[] }).entries.length, t.file).toBeGreaterThanOrEqual(MIN_ENTRIES_PER_AREA);
  });

  it('names the file and the entry of a bad entry', () => {
    const good = { file: 'synonyms/criminal.json', area: 'criminal', data: { entries: [entry] } };
    const bad = { file: 'synonyms/dui.json', area: 'dui', data: { entries: [{ area: 'dui', lay: ['dwi'] }] } };
    expect(() => compileSynonymFiles([good, bad])).toThrow(/^synonym table synonyms\/dui\.json: entries\.0/);
  });

  it("refuses an entry of another area in an area's file", () => {
    const misplaced = { file: 'synonyms/dui.json', area: 'dui', data: { entries: [entry] } };
    expect(() => compileSynonymFiles([misplaced])).toThrow(
      'synonym table synonyms/dui.json: entries.0.area: "criminal" in the file of "dui"',
    );
  });

  it.each([
    ['the cops searched my car', 'police'],
    ['my boss cut my hours', 'employer'],
    ['when do i get my last paycheck after i quit', 'final wages'],
    ['kicked out of my apartment with no notice', 'eviction'],
    ['my ex will not let me see my kids', 'visitation'],
    ['can i be fired for talking about my pay with coworkers', 'discussing wages'],
    ['how do i get my record cleared', 'expungement'],
    ['what happens to my parents house if they die without a will', 'intestate'],
  ])('brings the plain-language guides\' legal words: "%s" -> "%s"', (query, legal) => {
    expect(brought(query)).toContain(legal);
  });
});
