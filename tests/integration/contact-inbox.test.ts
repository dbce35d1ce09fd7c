import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let dir: string;
let inboxPath: string;
let archivePath: string;
let client = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-'));
  inboxPath = path.join(dir, 'nested', 'inbox.db');
  archivePath = await buildFixtureArchive('tests/fixtures/demo-small');
  // One trusted proxy hop (the test) lets each test act as its own client through X-Forwarded-For.
  server = await startServer(archivePath, { INBOX_PATH: inboxPath, TRUST_PROXY: '1', RATE_LIMIT_CONTACT: '5' });
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A plain HTML form post, as a browser without JavaScript sends it. */
async function post(fields: Record<string, string>, ip = `10.0.${Math.floor(++client / 250)}.${client % 250}`, path = '/contact') {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields),
  });
  return {
    status: response.status,
    headers: response.headers,
    html: (await response.text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'"),
  };
}

function rows(): { name: string; email: string; subject: string; message: string; received_at: string }[] {
  if (!fs.existsSync(inboxPath)) return [];
  const db = new Database(inboxPath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM messages ORDER BY id').all() as ReturnType<typeof rows>;
  } finally {
    db.close();
  }
}

const good = {
  name: 'Ana Ruiz',
  email: 'ana@example.org',
  subject: 'A correction',
  message: 'Question 12 has the wrong state.',
};

describe('contact form without JavaScript', () => {
  it('renders the form with the four fields and a hidden honeypot', async () => {
    const html = (await (await fetch(`${server.url}/contact`)).text()).replaceAll('<!-- -->', '');
    for (const name of ['name', 'email', 'subject', 'message', 'website']) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('answers Missing Information and keeps what was typed, storing nothing', async () => {
    const { status, html } = await post({ ...good, message: '   ' });
    expect(status).toBe(400);
    expect(html).toContain('Missing Information');
    expect(html).toContain('Please fill in all required fields.');
    expect(html).toContain('value="ana@example.org"');
    expect(rows()).toHaveLength(0);
  });

  it('answers Invalid Email', async () => {
    const { status, html } = await post({ ...good, email: 'ana-at-example' });
    expect(status).toBe(400);
    expect(html).toContain('Invalid Email');
    expect(html).toContain('Please enter a valid email address.');
    expect(rows()).toHaveLength(0);
  });

  it('refuses fields over the length limits', async () => {
    const { status, html } = await post({ ...good, message: 'x'.repeat(5001) });
    expect(status).toBe(400);
    expect(html).toContain('Message can be at most 5,000 characters.');
    const huge = await post({ ...good, message: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(rows()).toHaveLength(0);
  });

  it('stores a valid message and answers Message Sent!', async () => {
    const before = Date.now();
    const { status, html } = await post({ ...good, name: '  Ana Ruiz  ' });
    expect(status).toBe(200);
    expect(html).toContain('Message Sent!');
    expect(html).toContain("Thank you for contacting us. We'll get back to you soon.");
    expect(html).not.toContain('value="ana@example.org"');
    const stored = rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@example.org',
      subject: 'A correction',
      message: good.message,
    });
    expect(Date.parse(stored[0]!.received_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the inbox in its own WAL file and never writes the archive', () => {
    const db = new Database(inboxPath, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    const archive = new Database(archivePath, { readonly: true });
    const tables = archive.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'").all();
    archive.close();
    expect(tables).toEqual([]);
  });

  it('answers a filled honeypot with a success but stores nothing', async () => {
    const count = rows().length;
    const { status, html } = await post({ ...good, website: 'http://spam.example' });
    expect(status).toBe(200);
    expect(html).toContain('Message Sent!');
    expect(rows()).toHaveLength(count);
  });

  it('limits each client to 5 messages per 10 minutes', async () => {
    const count = rows().length;
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await post({ ...good, message: `burst ${i}` }, ip)).status).toBe(200);
    const refused = await post({ ...good, message: 'one too many' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Too Many Messages');
    // When to try again, and no cache may keep the refusal.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500); // the 10 minutes of the first message, less the test's time
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // The same from the data request a page with JavaScript sends.
    const data = await post({ ...good, message: 'one too many, with JavaScript' }, ip, '/contact.data');
    expect(data.status).toBe(429);
    expect(Number(data.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(data.headers.get('cache-control')).toBe('no-store');
    expect(rows()).toHaveLength(count + 5);
    // Another client is not affected.
    expect((await post({ ...good, message: 'someone else' }, '192.0.2.78')).status).toBe(200);
  });

  it('loses no message under 50 concurrent submissions', async () => {
    const count = rows().length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post({ ...good, message: `concurrent message ${i}` }, `198.51.100.${i + 1}`),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const stored = rows().slice(count);
    expect(stored).toHaveLength(50);
    expect(new Set(stored.map((r) => r.message)).size).toBe(50);
  });

  it('npm run inbox lists the stored messages', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/inbox.ts', '--limit', '3'], {
      env: { ...process.env, INBOX_PATH: inboxPath },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\d+ messages in .*inbox\.db \(newest 3 shown\)/);
    expect(result.stdout).toContain('ana@example.org');
    expect(result.stdout).toContain('concurrent message');
    const json = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/inbox.ts', '--json', '--limit', '1', inboxPath],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(json.stdout)).toHaveLength(1);
  });
});
