import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_NOTICES, contactInput, validateContact } from './contact.ts';

const good = { name: 'Ana Ruiz', email: 'ana@example.org', subject: '', message: 'Hello there' };

describe('validateContact', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateContact({ ...good, name: '  Ana Ruiz ', message: 'Hi\r\nthere ' });
    expect(result).toEqual({ ok: true, value: { ...good, message: 'Hi\nthere' } });
  });

  it.each(['name', 'email', 'message'] as const)('requires %s (whitespace counts as empty)', (field) => {
    const result = validateContact({ ...good, [field]: '   ' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.notice).toEqual(CONTACT_NOTICES.missing);
      expect(result.fields).toEqual([field]);
    }
  });

  it('subject is optional', () => {
    expect(validateContact({ ...good, subject: '' }).ok).toBe(true);
  });

  it.each(['ana', 'ana@', 'ana@example', 'a na@example.org', '@example.org'])('rejects the email %j', (email) => {
    const result = validateContact({ ...good, email });
    expect(result.ok ? null : result.notice).toEqual(CONTACT_NOTICES.invalidEmail);
  });

  it('missing fields are reported before a bad email, and every field says what is wrong with it', () => {
    const result = validateContact({ ...good, name: ' ', email: 'bad', message: '' });
    expect(result.ok ? null : result.notice.title).toBe('Missing Information');
    if (!result.ok) {
      expect(result.fields).toEqual(['name', 'email', 'message']);
      expect(result.errors).toEqual({
        name: 'Enter your name.',
        email: 'Enter an email address like name@example.com.',
        message: 'Enter your message.',
      });
    }
  });

  it('names a missing email differently from a malformed one', () => {
    const missing = validateContact({ ...good, email: '' });
    expect(missing.ok ? null : missing.errors.email).toBe('Enter your email address.');
    const malformed = validateContact({ ...good, email: 'ana@example' });
    expect(malformed.ok ? null : malformed.errors).toEqual({ email: 'Enter an email address like name@example.com.' });
  });

  it('enforces the length limits', () => {
    const result = validateContact({ ...good, message: 'x'.repeat(CONTACT_LIMITS.message + 1) });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields).toEqual(['message']);
      expect(result.notice.description).toBe('Message can be at most 5,000 characters.');
      expect(result.errors).toEqual({ message: 'Message can be at most 5,000 characters.' });
    }
    expect(validateContact({ ...good, message: 'x'.repeat(CONTACT_LIMITS.message) }).ok).toBe(true);
  });
});

describe('contactInput', () => {
  it('treats missing and non-string values as empty', () => {
    const values: Record<string, unknown> = { name: 'A', email: 42 };
    expect(contactInput((k) => values[k])).toEqual({ name: 'A', email: '', subject: '', message: '' });
  });
});
