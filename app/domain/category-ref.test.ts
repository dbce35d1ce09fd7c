import { describe, expect, it } from 'vitest';
import { parseCategoryRef } from './category-ref.ts';

describe('parseCategoryRef', () => {
  it('reads digits as an id and anything else as a lower-cased slug', () => {
    expect(parseCategoryRef('10')).toEqual({ kind: 'id', id: 10 });
    expect(parseCategoryRef('0')).toEqual({ kind: 'id', id: 0 });
    expect(parseCategoryRef('Family-Law')).toEqual({ kind: 'slug', slug: 'family-law' });
  });
  it('refuses what no slug can be', () => {
    expect(parseCategoryRef('a b')).toBeNull();
    expect(parseCategoryRef('<script>')).toBeNull();
    expect(parseCategoryRef('')).toBeNull();
  });
});
