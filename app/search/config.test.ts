import { describe, expect, it } from 'vitest';
import { parseConfig } from '#app/config/schema.ts';
import { defaultSearchSettings, searchSettings } from './config.ts';

describe('the search section of the configuration', () => {
  it('gives every setting its default when no SEARCH_* variable is set', () => {
    const parsed = parseConfig({});
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const settings = searchSettings(parsed.config);
    expect(settings).toEqual(defaultSearchSettings());
    expect(settings).toMatchObject({ sampleSize: 5000, rankBudget: 120_000, tierMaxMatches: Infinity, impact: true, postings: true, phraseCacheBytes: 16 * 1024 * 1024 });
  });

  it('reads the variables, switches included', () => {
    const parsed = parseConfig({ SEARCH_SAMPLE_SIZE: '5', SEARCH_POSTINGS: '0', SEARCH_INDEX_PHRASES: 'false', SEARCH_TIER_MAX: '1000' });
    expect(parsed.ok && searchSettings(parsed.config)).toMatchObject({ sampleSize: 5, postings: false, indexPhrases: false, tierMaxMatches: 1000 });
  });

  it('names a bad value with what it needs', () => {
    const parsed = parseConfig({ SEARCH_SAMPLE_SIZE: 'many', SEARCH_IMPACT: 'maybe' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toContain('SEARCH_SAMPLE_SIZE="many": must be a whole number from 1 to 1000000');
    expect(parsed.errors).toContain('SEARCH_IMPACT="maybe": must be 1 or 0 (true or false)');
  });
});
