import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryFilterName, categoryName } from './categories.ts';
import { COUNTRIES, countryName, findCountry, findState, stateName, US_STATES, US_STATES_AND_TERRITORIES } from './places.ts';
import { CRIMINAL_DEFENSE_PRACTICE_AREA, PRACTICE_AREAS } from './practice-areas.ts';

describe('categories (spec reference table)', () => {
  it('has every id of the spec with its name', () => {
    const ids = CATEGORIES.map((c) => c.id);
    expect(ids).toEqual([...Array.from({ length: 20 }, (_, i) => i), 52, ...Array.from({ length: 32 }, (_, i) => 54 + i)]);
    expect(categoryName(10)).toBe('Family Law, Divorce, Child Custody and Adoption');
    expect(categoryName(85)).toBe('Landlord & Tenants');
  });
  it('gives an empty name for 0 and "Category {id}" for unknown ids', () => {
    expect(categoryName(0)).toBe('');
    expect(categoryName(53)).toBe('Category 53');
  });
  it('names 0 in a filter, where an empty label would be a link without words', () => {
    expect(categoryFilterName(0)).toBe('General/Other');
    expect(categoryFilterName(85)).toBe('Landlord & Tenants');
    expect(categoryFilterName(53)).toBe('Category 53');
  });
});

describe('places', () => {
  it('has the 50 states, plus DC and territories, and about 51 countries', () => {
    expect(US_STATES).toHaveLength(50);
    expect(US_STATES_AND_TERRITORIES.map((p) => p.code)).toEqual(expect.arrayContaining(['DC', 'PR', 'VI', 'GU']));
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });
  it('keeps state and country codes apart (CA is California and Canada)', () => {
    expect(findState('ca')?.name).toBe('California');
    expect(findCountry('CA')?.name).toBe('Canada');
  });
  it('shows an unknown code as itself and an empty one as empty text', () => {
    expect(stateName('TX')).toBe('Texas');
    expect(stateName('ZZ')).toBe('ZZ');
    expect(stateName('')).toBe('');
    expect(stateName(null)).toBe('');
    expect(countryName('IN')).toBe('India');
  });
});

describe('practice areas', () => {
  it('includes the area that the Criminal Defense shortcut maps to, and only known categories', () => {
    expect(PRACTICE_AREAS.some((p) => p.name === CRIMINAL_DEFENSE_PRACTICE_AREA)).toBe(true);
    const categoryIds = new Set(CATEGORIES.map((c) => c.id));
    for (const area of PRACTICE_AREAS) expect(categoryIds.has(area.categoryId)).toBe(true);
  });
});
