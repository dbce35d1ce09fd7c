import { describe, expect, it } from 'vitest';
import { placeDescription, parseLocationIndexSort, parsePlaceParams, placesForIndex, type PlaceCardData } from './location-index.ts';

const place = (kind: 'state' | 'country', code: string, name: string, questionCount: number, attorneyCount: number): PlaceCardData => ({
  kind,
  code,
  name,
  slug: name.toLowerCase(),
  questionCount,
  attorneyCount,
});

const places = [
  place('state', 'CA', 'California', 500, 40),
  place('state', 'TX', 'Texas', 300, 90),
  place('state', 'WY', 'Wyoming', 0, 3),
  place('state', 'AK', 'Alaska', 300, 1),
];

describe('placesForIndex', () => {
  it('leaves out places without questions and sorts by most questions by default', () => {
    expect(placesForIndex(places, '', parseLocationIndexSort(null)).map((p) => p.code)).toEqual(['CA', 'AK', 'TX']);
  });
  it('sorts by attorneys or by name', () => {
    expect(placesForIndex(places, '', 'attorneys').map((p) => p.code)).toEqual(['TX', 'CA', 'AK']);
    expect(placesForIndex(places, '', 'name').map((p) => p.code)).toEqual(['AK', 'CA', 'TX']);
  });
  it('searches names and codes, trimmed and case-insensitive', () => {
    expect(placesForIndex(places, ' tx ', 'name').map((p) => p.code)).toEqual(['TX']);
    expect(placesForIndex(places, 'CALI', 'name').map((p) => p.code)).toEqual(['CA']);
    expect(placesForIndex(places, 'wyoming', 'name')).toEqual([]);
  });
});

describe('flags and API parameters', () => {
  it('parses {state|country}/{code}', () => {
    expect(parsePlaceParams('state', 'ca')).toEqual({ ok: true, value: { kind: 'state', code: 'CA' } });
    expect(parsePlaceParams('country', 'GB').ok).toBe(true);
    expect(parsePlaceParams('planet', 'CA').ok).toBe(false);
    expect(parsePlaceParams('state', 'CAL').ok).toBe(false);
  });
});

describe('placeDescription', () => {
  it('uses the real counts with singular and plural', () => {
    expect(placeDescription({ name: 'Guam', questionCount: 15, attorneyCount: 1 })).toBe(
      'Browse 15 legal questions from Guam answered by attorneys, by practice area and by date. 1 listed attorney practices there.',
    );
    expect(placeDescription({ name: 'Texas', questionCount: 1, attorneyCount: 1200 })).toBe(
      'Browse 1 legal question from Texas answered by attorneys, by practice area and by date. 1,200 listed attorneys practice there.',
    );
    expect(placeDescription({ name: 'Fiji', questionCount: 3, attorneyCount: 0 })).not.toContain('attorney practices');
  });
});
