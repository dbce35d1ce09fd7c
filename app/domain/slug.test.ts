import { describe, expect, it } from 'vitest';
import { categorySlug, questionSlug } from './slug.ts';

describe('questionSlug (spec: Question URL shapes)', () => {
  it.each([
    ['Can my landlord keep my deposit?', 'can-my-landlord-keep-my-deposit'],
    ['  DUI -- 2nd offense   in   CA!! ', 'dui-2nd-offense-in-ca'],
    ['What is "adverse possession" & how does it work?', 'what-is-adverse-possession-how-does-it-work'],
    ['---', ''],
    ['Café owner’s lease', 'cafe-owners-lease'],
    ['中文 only', 'only'],
  ])('%j -> %j', (title, slug) => {
    expect(questionSlug(title)).toBe(slug);
  });

  it('cuts to 60 characters and never ends with a dash', () => {
    const slug = questionSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/^-|-$/);
    expect(questionSlug('a'.repeat(59) + ' bcd')).toBe('a'.repeat(59));
  });
});

describe('categorySlug (document 2, section 5)', () => {
  it.each([
    ['Family Law, Divorce, Child Custody and Adoption', 'family-law-divorce-child-custody-and-adoption'],
    ["Workers' Compensation Law", 'workers-compensation-law'],
    ['Computer & Technology Law', 'computer-technology-law'],
    ['Disability Discrimination Law (ADA)', 'disability-discrimination-law-ada'],
    ['  -Landlord  --  Tenants- ', 'landlord-tenants'],
  ])('%j -> %j', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });
});
