import { describe, expect, it } from 'vitest';
import { US_STATES_AND_TERRITORIES } from '#app/domain/reference/places.ts';
import { CHARSET_TABLE, docOfSearchId, searchIdOfDoc, stateAttribute, stateOfAttribute } from './schema.ts';

describe('search server schema', () => {
  it('stores every state code as a distinct number and reads it back', () => {
    const values = new Set<number>();
    for (const place of US_STATES_AND_TERRITORIES) {
      const value = stateAttribute(place.code);
      expect(value).toBeGreaterThan(0);
      expect(stateOfAttribute(value)).toBe(place.code);
      values.add(value);
    }
    expect(values.size).toBe(US_STATES_AND_TERRITORIES.length);
    expect(stateAttribute('ca')).toBe(stateAttribute('CA'));
    expect(stateAttribute(null)).toBe(0);
    expect(stateAttribute('C1')).toBe(0);
    expect(stateOfAttribute(0)).toBeNull();
  });

  it('folds accented Latin letters as the embedded tokenizer does and keeps the underscore a separator', () => {
    expect(CHARSET_TABLE).toContain('U+E9->e');
    expect(CHARSET_TABLE).toContain('U+C9->e');
    expect(CHARSET_TABLE).not.toMatch(/(^|, )_(,|$)/);
  });

  it('numbers documents newest first (the newest doc has the smallest id) and reads the doc back', () => {
    expect(searchIdOfDoc(2)).toBeLessThan(searchIdOfDoc(1));
    expect(searchIdOfDoc(1)).toBeGreaterThan(0);
    for (const doc of [1, 2, 1_200_000, 2 ** 31]) expect(docOfSearchId(searchIdOfDoc(doc))).toBe(doc);
  });
});
