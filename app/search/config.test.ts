import { describe, expect, it } from 'vitest';
import { parseConfig } from '#app/config/schema.ts';
import {
  defaultSearchSettings,
  SEARCH_SETTINGS,
  searchConfigShape,
  SPHINXQL_DEFAULTS,
  sphinxqlSettings,
} from './config.ts';

describe('the search section of the configuration', () => {
  it('holds only what an operator sets: the API key, threads, time limit and engine', () => {
    expect(Object.keys(searchConfigShape)).toEqual([
      'SEARCH_API_KEY',
      'SEARCH_THREADS',
      'SEARCH_TIMEOUT_MS',
      'SEARCH_ENGINE',
      'SPHINXQL_URL',
    ]);
  });

  it('names a bad value with what it needs', () => {
    const parsed = parseConfig({ SEARCH_TIMEOUT_MS: 'soon', SEARCH_ENGINE: 'lucene' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toContain(
      'SEARCH_TIMEOUT_MS="soon": must be a whole number of milliseconds from 100 to 60000',
    );
    expect(parsed.errors).toContain('SEARCH_ENGINE="lucene": must be sqlite or sphinxql');
  });

  it('configures the SphinxQL engine from the URL, with the search code bounds and settings', () => {
    const parsed = parseConfig({ SPHINXQL_URL: 'mysql://search.internal:9306/archive', SEARCH_TIMEOUT_MS: '800' });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(sphinxqlSettings(parsed.config)).toEqual({
      url: 'mysql://search.internal:9306/archive',
      index: 'archive',
      connections: SPHINXQL_DEFAULTS.connections,
      window: SPHINXQL_DEFAULTS.window,
      sample: SPHINXQL_DEFAULTS.sample,
      timeoutMs: 800,
      matching: SEARCH_SETTINGS,
    });
  });
});

describe('the search settings', () => {
  it('are constants of the search code, which tests, benchmarks and the evaluation change in code', () => {
    expect(SEARCH_SETTINGS).toMatchObject({
      sampleSize: 5000,
      rankBudget: 120_000,
      tierMaxMatches: Infinity,
      impact: true,
      postings: true,
      phraseCacheBytes: 16 * 1024 * 1024,
      coverageExponent: 0.5,
    });
    expect(defaultSearchSettings()).toEqual(SEARCH_SETTINGS);
    expect(defaultSearchSettings({ sampleSize: 5, postings: false })).toEqual({
      ...SEARCH_SETTINGS,
      sampleSize: 5,
      postings: false,
    });
  });

  it('are not read from the environment', () => {
    const parsed = parseConfig({ SEARCH_SAMPLE_SIZE: '5', SEARCH_IMPACT: '0' });
    expect(parsed.ok && Object.keys(parsed.config)).not.toContain('SEARCH_SAMPLE_SIZE');
    expect(defaultSearchSettings()).toMatchObject({ sampleSize: 5000, impact: true });
  });
});
