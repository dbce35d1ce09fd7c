import { describe, expect, it } from 'vitest';
import { inboxEntry, isControl } from './inbox-listing.ts';

const controls = (text: string) => [...text].filter((c) => c !== '\n' && isControl(c.charCodeAt(0)));

const message = { id: 7, receivedAt: '2026-12-04T10:00:00.000Z', name: 'Ana', email: 'ana@example.org', subject: 'Hi', message: 'Line one\nLine two' };

describe('inboxEntry', () => {
  it('lists a plain message as before', () => {
    expect(inboxEntry(message)).toBe('#7  2026-12-04T10:00:00.000Z  Ana <ana@example.org>\nSubject: Hi\n  Line one\n  Line two');
  });

  it('shows terminal escapes and other controls escaped, never as they are', () => {
    const entry = inboxEntry({ ...message, name: '\u001b[2J\u001b]0;owned\u0007Ana', subject: 'a\u009bb\u202Egnp.exe', message: 'x\u001b[31mred\r\u0000' });
    expect(controls(entry)).toEqual([]);
    expect(entry).toContain('\\x1B[2J\\x1B]0;owned\\x07Ana');
    expect(entry).toContain('Subject: a\\x9Bb\\u202Egnp.exe');
    expect(entry).toContain('  x\\x1B[31mred\\r\\x00');
  });

  it('keeps one entry per message whatever the name, email and subject hold', () => {
    const entry = inboxEntry({ ...message, name: 'Ana\r\n\n#8  2026-12-04T11:00:00.000Z  Forged <x@y>', email: 'a@b\nSubject: forged', subject: 'S\u2028#9' });
    expect(entry.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(1);
    expect(entry.split('\n').filter((line) => line.startsWith('Subject:'))).toHaveLength(1);
    expect(entry.split('\n')[0]).toContain('Ana\\r\\n\\n#8');
  });

  it('indents every line of the message, so none can pass for an entry', () => {
    const entry = inboxEntry({ ...message, message: 'ok\n#8  forged <x@y>\nSubject: no' });
    expect(entry.split('\n').slice(2)).toEqual(['  ok', '  #8  forged <x@y>', '  Subject: no']);
  });
});
