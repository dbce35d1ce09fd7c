import { describe, expect, it } from 'vitest';
import {
  attorneyFtsQuery,
  attorneySearchQuery,
  CITY_NEEDS_STATE,
  isLandingMode,
  parseAttorneySearch,
  pickerOptions,
} from './attorney-search-params.ts';

const parse = (qs: string) => parseAttorneySearch(new URLSearchParams(qs));

describe('parseAttorneySearch', () => {
  it('applies the spec defaults: answers desc, limit 20, offset 0', () => {
    expect(parse('')).toEqual({
      ok: true,
      params: {
        practiceAreas: [],
        freeConsultation: false,
        sortBy: 'answers',
        sortOrder: 'desc',
        limit: 20,
        offset: 0,
      },
    });
  });

  it('reads every parameter, trims text, upper-cases the state and drops duplicate areas', () => {
    const result = parse(
      'query=%20smith%20&state=ca&city=%20San%20Jose%20&practiceAreas=3&practiceAreas=7&practiceAreas=3&minExperience=10&freeConsultation=true&sortBy=name&sortOrder=asc&limit=50&offset=40',
    );
    expect(result).toEqual({
      ok: true,
      params: {
        query: 'smith',
        state: 'CA',
        city: 'San Jose',
        practiceAreas: [3, 7],
        minExperience: 10,
        freeConsultation: true,
        sortBy: 'name',
        sortOrder: 'asc',
        limit: 50,
        offset: 40,
      },
    });
  });

  it("treats '', whitespace and 'all' as no filter", () => {
    const result = parse('query=%20%20&state=all&city=&practiceAreas=all&practiceAreas=&minExperience=');
    expect(result.ok && result.params).toMatchObject({ practiceAreas: [] });
    expect(result.ok && 'query' in result.params).toBe(false);
    expect(result.ok && 'state' in result.params).toBe(false);
  });

  it("accepts '25+' for the top experience choice", () => {
    const result = parse('minExperience=25%2B');
    expect(result.ok && result.params.minExperience).toBe(25);
  });

  it('refuses a city without a state with the spec message', () => {
    expect(parse('city=Boston')).toEqual({ ok: false, parameter: 'city', message: CITY_NEEDS_STATE });
    expect(parse('city=Boston&state=all')).toMatchObject({ ok: false, parameter: 'city' });
  });

  it.each([
    ['state=California', 'state'],
    ['practiceAreas=abc', 'practiceAreas'],
    ['practiceAreas=0', 'practiceAreas'],
    ['minExperience=-5', 'minExperience'],
    ['minExperience=81', 'minExperience'],
    ['freeConsultation=yes', 'freeConsultation'],
    ['sortBy=rating', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    [`query=${'x'.repeat(201)}`, 'query'],
    [Array.from({ length: 21 }, (_, i) => `practiceAreas=${i + 1}`).join('&'), 'practiceAreas'],
  ])('%s is refused naming %s', (qs, parameter) => {
    const result = parse(qs);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.parameter).toBe(parameter);
    expect(!result.ok && result.message).toContain(parameter);
  });
});

describe('isLandingMode', () => {
  it('is landing until any parameter carries a value', () => {
    expect(isLandingMode(new URLSearchParams(''))).toBe(true);
    expect(isLandingMode(new URLSearchParams('query=%20&state=all'))).toBe(true);
    expect(isLandingMode(new URLSearchParams('unrelated=1'))).toBe(true);
    expect(isLandingMode(new URLSearchParams('state=CA'))).toBe(false);
    expect(isLandingMode(new URLSearchParams('sortBy=name'))).toBe(false);
  });
});

describe('attorneySearchQuery', () => {
  it('writes only non-empty values, always the sort, the offset only above 0', () => {
    expect(attorneySearchQuery({ query: '  ', city: '', practiceAreas: [], freeConsultation: false, offset: 0 })).toBe(
      'sortBy=answers&sortOrder=desc',
    );
    expect(
      attorneySearchQuery({
        query: 'lee',
        state: 'CA',
        city: 'Fresno',
        practiceAreas: [2, 5],
        minExperience: 10,
        freeConsultation: true,
        sortBy: 'name',
        sortOrder: 'asc',
        offset: 40,
      }),
    ).toBe(
      'query=lee&state=CA&city=Fresno&practiceAreas=2&practiceAreas=5&minExperience=10&freeConsultation=true&sortBy=name&sortOrder=asc&offset=40',
    );
  });

  it('round-trips through the parser', () => {
    const result = parse(
      'query=ann&state=NY&practiceAreas=4&minExperience=15&sortBy=experience&sortOrder=asc&offset=20',
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(parse(attorneySearchQuery(result.params))).toEqual(result);
  });
});

describe('attorneyFtsQuery', () => {
  it('quotes every word as a required prefix term', () => {
    expect(attorneyFtsQuery('john smith')).toBe('"john"* "smith"*');
    expect(attorneyFtsQuery('San José')).toBe('"San"* "José"*');
  });
  it('never passes FTS syntax through', () => {
    expect(attorneyFtsQuery('a" OR b*')).toBe('"a"* "OR"* "b"*');
    expect(attorneyFtsQuery('NEAR(x y) -z ^w')).toBe('"NEAR"* "x"* "y"* "z"* "w"*');
    expect(attorneyFtsQuery('"*()-:')).toBeNull();
    expect(attorneyFtsQuery('🙂')).toBeNull();
  });
  it('keeps at most 8 words', () => {
    expect(attorneyFtsQuery('a b c d e f g h i j')!.split(' ')).toHaveLength(8);
  });
});

describe('pickerOptions', () => {
  it('offers the first 20 areas not yet selected', () => {
    const areas = Array.from({ length: 30 }, (_, i) => ({ id: i + 1 }));
    const offered = pickerOptions(areas, [1, 3]);
    expect(offered).toHaveLength(20);
    expect(offered[0]!.id).toBe(2);
    expect(offered.map((a) => a.id)).not.toContain(3);
    expect(offered[19]!.id).toBe(22);
  });
});
