import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** Requests the route fuzzer (fuzz-routes.test.ts) once broke, kept as fixed cases. */
const FOUND: ReadonlyArray<readonly [string, number]> = [
  // Object.prototype reached through a slug-keyed lookup: was a 500.
  ['/articles/category/__proto__?q=injury&page=2&page=1&page=3', 404],
  ['/articles/category/constructor', 404],
  ['/articles/category/hasOwnProperty', 404],
  ['/api/articles/category/__proto__', 404],
];

let server: TestServer;

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small'));
});

afterAll(async () => {
  await server?.stop();
});

describe('fuzzer regressions', () => {
  it.each(FOUND)('GET %s answers %d', async (path, status) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(status);
  });
});
