import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** What the app logs through the server's logger, read from the real server's output. */
let server: TestServer;

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small'));
});

afterAll(async () => {
  await server?.stop();
});

/** The JSON log lines that carry this request id, once the server has written them. */
async function linesOf(requestId: string | null): Promise<Record<string, unknown>[]> {
  expect(requestId).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"reqId":"${requestId}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('app logs', () => {
  it('logs a form post from another site as one warn line with the request id, without a stack', async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: new URLSearchParams({ name: 'A', email: 'a@example.org', message: 'Hello there' }),
    });
    expect(response.status).toBe(400);
    const lines = (await linesOf(response.headers.get('x-request-id'))).filter((line) => line.msg !== 'request');
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'form post refused: its Origin is another site', method: 'POST', path: '/contact', origin: 'https://elsewhere.example' }),
    ]);
    expect(JSON.stringify(lines[0])).not.toMatch(/"stack"|"err"/);
  });
});
