import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { documentedServerBlock, startNginx, type Nginx } from '../helpers/nginx.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The site behind Debian's nginx with the configuration docs/deployment.md gives, and
 * TRUST_PROXY=loopback as it says: the contact form posted from the site's own pages (the
 * browser's Origin is nginx's address, port included) is accepted and stored; one from
 * another site is refused. Before, the origin became the proxy's host with the upstream's
 * port, and every legitimate post was refused.
 */
let server: TestServer;
let nginx: Nginx;
let inbox: string;

beforeAll(async () => {
  inbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-nginx-')), 'inbox.db');
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small'), { TRUST_PROXY: 'loopback', INBOX_PATH: inbox, RENDER_THREADS: '1' });
  nginx = await startNginx(documentedServerBlock(), Number(new URL(server.url).port));
});

afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
});

const post = (origin: string, name: string) =>
  fetch(`${nginx.url}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ name, email: 'ana@example.org', subject: 'Through nginx', message: 'Posted through the proxy.' }),
    redirect: 'manual',
  });

function stored(): string[] {
  if (!fs.existsSync(inbox)) return [];
  const db = new Database(inbox, { readonly: true });
  try {
    return (db.prepare('SELECT name FROM messages ORDER BY id').all() as { name: string }[]).map((row) => row.name);
  } finally {
    db.close();
  }
}

describe('behind nginx as documented', () => {
  it('serves pages through the proxy', async () => {
    const response = await fetch(`${nginx.url}/contact`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name="message"');
  });

  it("accepts the contact form from the site's own origin, port included, and stores it", async () => {
    const response = await post(nginx.url, 'Ana Through Nginx');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Message Sent!');
    expect(stored()).toEqual(['Ana Through Nginx']);
  });

  it('refuses a post from another origin, and one naming the upstream port', async () => {
    for (const origin of ['https://elsewhere.example', `http://localhost:${new URL(server.url).port}`]) {
      expect((await post(origin, 'Mallory')).status, origin).toBe(400);
    }
    expect(stored()).not.toContain('Mallory');
  });
});
