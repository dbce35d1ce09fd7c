import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openInbox } from '#app/data/inbox.server.ts';

/** `npm run inbox` on messages whose fields hold terminal escapes and forged entries. */
describe('npm run inbox with hostile fields', () => {
  it('prints no control character as it is and one entry per message', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-listing-')), 'inbox.db');
    const db = openInbox(file);
    const insert = db.prepare('INSERT INTO messages (received_at, name, email, subject, message) VALUES (?, ?, ?, ?, ?)');
    insert.run('2026-12-04T10:00:00.000Z', '\u001b]0;owned\u0007\u001b[2JMallory\r\n\n#99  2026-12-04T10:00:00.000Z  Forged <f@example.org>', 'm@example.org', 'x\u001b[8m', 'hi\u001b[31m\r\n#98  fake');
    insert.run('2026-12-04T10:01:00.000Z', 'Ana', 'ana@example.org', 'Plain', 'A plain message.');
    db.close();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/inbox.ts', file], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const controls = [...result.stdout].filter((c) => c !== '\n' && (c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f)));
    expect(controls).toEqual([]);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(2);
    expect(result.stdout).toContain('\\x1B]0;owned\\x07\\x1B[2JMallory\\r\\n\\n#99');
    expect(result.stdout).toContain('#2  2026-12-04T10:01:00.000Z  Ana <ana@example.org>');
  });
});
