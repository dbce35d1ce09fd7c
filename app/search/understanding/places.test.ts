import { describe, expect, it } from 'vitest';
import { findPlace, placeTables } from './places.ts';

const tables = placeTables();
const place = (text: string) => findPlace(text, tables);

describe('findPlace: recognised', () => {
  it('"in" with a state name, anywhere in the query', () => {
    expect(place('custody in texas')).toEqual({ code: 'TX', name: 'Texas', typed: 'in texas', rest: 'custody' });
    expect(place('can my landlord keep my deposit in new york if I moved out')).toMatchObject({
      code: 'NY',
      typed: 'in new york',
      rest: 'can my landlord keep my deposit if I moved out',
    });
    expect(place('child support in the state of Ohio')).toMatchObject({ code: 'OH', rest: 'child support' });
    expect(place('wage garnishment in West Virginia')).toMatchObject({ code: 'WV', name: 'West Virginia' });
    expect(place('probate in washington dc')).toMatchObject({ code: 'DC' });
  });

  it('"in" with a state code', () => {
    expect(place('eviction in TX')).toMatchObject({ code: 'TX', typed: 'in TX', rest: 'eviction' });
    expect(place('eviction in tx')).toMatchObject({ code: 'TX' });
    expect(place('dui in OR')).toMatchObject({ code: 'OR', name: 'Oregon' });
    expect(place('dui in CA first offense')).toMatchObject({ code: 'CA', rest: 'dui first offense' });
  });

  it('a state name at the start or the end of a short query', () => {
    expect(place('california eviction')).toEqual({
      code: 'CA',
      name: 'California',
      typed: 'california',
      rest: 'eviction',
    });
    expect(place('divorce laws Florida')).toMatchObject({ code: 'FL', rest: 'divorce laws' });
    expect(place('TX eviction notice')).toMatchObject({ code: 'TX' });
  });
});

describe('findPlace: not recognised', () => {
  it('a state word that is part of a name', () => {
    expect(place('Washington Mutual foreclosure')).toBeNull();
    expect(place('new york life insurance claim')).toBeNull();
    expect(place('Indiana Jones copyright')).toBeNull();
    expect(place('sued in kansas city')).toBeNull();
    expect(place('george washington')).toBeNull();
    expect(place('fired from texas instruments')).toBeNull();
    expect(place('Texas Instruments severance')).toBeNull();
    expect(place('contract signed in a new york minute')).toBeNull();
  });

  it('a state name used as a given name where the text shows it', () => {
    expect(place('my aunt Virginia left me her house')).toBeNull();
    expect(place('Georgia Smith owes me money')).toBeNull();
    expect(place('my daughter georgia custody')).toBeNull();
  });

  it('codes that are ordinary words unless typed in capitals', () => {
    expect(place('does this apply in me')).toBeNull();
    expect(place('can I stay in or leave')).toBeNull();
    expect(place('hi custody question')).toBeNull();
  });

  it('a name in the middle of a long query without "in", two different states, a query that is only a place', () => {
    expect(place('my husband moved to texas with the kids without telling me')).toBeNull();
    expect(place('moving from texas to california with my child')).toBeNull();
    expect(place('texas')).toBeNull();
    expect(place('in texas')).toBeNull();
  });

  it('quoted words and exclusions', () => {
    expect(place('"custody in texas"')).toBeNull();
    expect(place('custody -texas')).toBeNull();
  });
});
