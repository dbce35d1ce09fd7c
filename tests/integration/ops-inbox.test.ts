import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The contact inbox survives kill -9: every message the server acknowledged ("Message
 * Sent") is in inbox.db afterwards. Without POST /contact this test skips and says why.
 */
let server: TestServer;
let inboxPath: string;

beforeAll(async () => {
  inboxPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ops-inbox-')), 'inbox.db');
  const archive = await buildFixtureArchive('tests/fixtures/demo-small');
  server = await startServer(archive, { INBOX_PATH: inboxPath, RATE_LIMIT_CONTACT: '100000', LOG_LEVEL: 'warn' });
});

afterAll(async () => {
  await server?.stop('SIGKILL');
});

/** The hidden inputs of the contact form (a token, a timestamp...), sent back as a browser would. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (name) fields[name] = value.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  }
  return fields;
}

async function submit(hidden: Record<string, string>, token: string): Promise<boolean> {
  const body = new URLSearchParams({ ...hidden, name: 'Inbox Test', email: 'inbox.test@example.org', subject: `Durability ${token}`, message: `Message ${token}: is my message kept after a crash?` });
  const response = await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  const text = await response.text();
  return response.ok && /Message Sent/i.test(text);
}

function storedTokens(tokens: string[]): Set<string> {
  // Opened read-write so SQLite replays the write-ahead log the killed process left.
  const db = new Database(inboxPath, { fileMustExist: true });
  try {
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    const text = tables.map((table) => JSON.stringify(db.prepare(`SELECT * FROM "${table.replaceAll('"', '""')}"`).all())).join('\n');
    return new Set(tokens.filter((token) => text.includes(token)));
  } finally {
    db.close();
  }
}

describe('contact inbox durability', () => {
  it('keeps every acknowledged message through kill -9', async (ctx) => {
    const page = await fetch(`${server.url}/contact`);
    const probe = await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
    if (page.status === 404 || probe.status === 404 || probe.status === 405) {
      console.log(`SKIPPED: POST /contact is not there yet (GET ${page.status}, POST ${probe.status}); this test runs once the contact form is there.`);
      ctx.skip();
      return;
    }
    const hidden = hiddenFields(await page.text());
    expect(await submit(hidden, 'first-0000'), 'a plain, valid submission is acknowledged with "Message Sent"').toBe(true);

    // Many submissions in flight; the server is killed without warning part-way through.
    const acknowledged: string[] = [];
    const tokens = Array.from({ length: 60 }, (_, i) => `tok-${process.pid}-${i}-${Math.random().toString(36).slice(2, 8)}`);
    let killed = false;
    const results = tokens.map(async (token, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      if (killed) return;
      const ok = await submit(hidden, token).catch(() => false);
      if (ok && !killed) acknowledged.push(token);
      if (acknowledged.length >= 20 && !killed) {
        killed = true;
        server.process.kill('SIGKILL');
      }
    });
    await Promise.all(results);
    if (!killed) server.process.kill('SIGKILL');
    await server.stop('SIGKILL');

    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const stored = storedTokens(['first-0000', ...acknowledged]);
    const lost = ['first-0000', ...acknowledged].filter((token) => !stored.has(token));
    expect(lost).toEqual([]);
  });
});
