import { describe, expect, it } from 'vitest';
import { contactActions, emailProblem, hasContact, phoneDial, phoneProblem, webUrlProblem } from './attorney-contact.ts';
import { BAR_LOOKUPS } from './reference/bar-lookup.ts';
import { US_STATES } from './reference/places.ts';

const none = { website: null, phone: null, email: null, barProfileUrl: null };

describe('contact rules', () => {
  it.each([
    ['https://www.example.com/', null],
    ['http://smith-law.example.org/contact?x=1', null],
    ['ftp://example.com/', 'must be an http(s) URL'],
    ['javascript:alert(1)', 'must be an http(s) URL'],
    ['www.example.com', 'must be an http(s) URL'],
    ['https://exa mple.com/', 'must not contain spaces'],
    ['https://user:pw@example.com/', 'must not contain a user name or password'],
    ['http://localhost:3000/', 'must name a public host (like www.example.com)'],
  ])('web address %s -> %s', (value, problem) => expect(webUrlProblem(value)).toBe(problem));

  it.each([
    ['(212) 555-0142', null],
    ['+44 20 7946 0958', null],
    ['212.555.0142', null],
    ['555-CALL-NOW', 'must be digits, with only + ( ) - . and spaces'],
    ['555-01', 'must have 7 to 15 digits (has 5)'],
    ['+1 212 555 0142 0000 0000', 'must have 7 to 15 digits (has 19)'],
  ])('phone %s -> %s', (value, problem) => expect(phoneProblem(value)).toBe(problem));

  it.each([
    ['office@example.com', null],
    ['j.doe+law@mail.example.org', null],
    ['office.example.com', 'must be an email address (name@example.com)'],
    ['a@b', 'must be an email address (name@example.com)'],
    ['<a@example.com>', 'must be an email address (name@example.com)'],
  ])('email %s -> %s', (value, problem) => expect(emailProblem(value)).toBe(problem));

  it('dials the digits of a number, keeping a leading +', () => {
    expect(phoneDial('+1 (212) 555-0142')).toBe('+12125550142');
    expect(phoneDial('(212) 555-0142')).toBe('2125550142');
  });

  it('counts a website, phone or email as a contact, not a bar profile alone', () => {
    expect(hasContact(none)).toBe(false);
    expect(hasContact({ ...none, barProfileUrl: 'https://bar.example.org/1' })).toBe(false);
    expect(hasContact({ ...none, email: 'a@example.com' })).toBe(true);
  });
});

describe('contact actions', () => {
  const all = {
    website: 'https://smithlaw.example.com/',
    phone: '(212) 555-0142',
    email: 'office@example.com',
    barProfileUrl: 'https://bar.example.org/attorneys/1',
  };

  it('lists visit website, call, email and verify license, with the given bar profile first choice', () => {
    const actions = contactActions(all, { country: 'US', state: 'NY' });
    expect(actions.map((a) => [a.label, a.href])).toEqual([
      ['Visit website', 'https://smithlaw.example.com/'],
      ['Call', 'tel:2125550142'],
      ['Email', 'mailto:office@example.com'],
      ['Verify license', 'https://bar.example.org/attorneys/1'],
    ]);
  });

  it("links the state's public lookup when no bar profile is given", () => {
    const [verify] = contactActions(none, { country: 'US', state: 'CA' });
    expect(verify).toMatchObject({ label: 'Verify license', href: BAR_LOOKUPS.get('CA')!.url });
    expect(verify!.detail).toContain('State Bar of California');
  });

  it('offers nothing to verify without a known US state', () => {
    expect(contactActions(none, { country: 'US', state: null })).toEqual([]);
    expect(contactActions(none, { country: 'CA', state: 'ON' })).toEqual([]);
  });

  it('has an https lookup for every state and DC', () => {
    for (const code of [...US_STATES.map((s) => s.code), 'DC']) {
      expect(BAR_LOOKUPS.get(code)?.url, code).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      expect(webUrlProblem(BAR_LOOKUPS.get(code)!.url)).toBeNull();
    }
  });
});
