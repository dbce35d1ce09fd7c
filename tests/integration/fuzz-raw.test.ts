import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogGetPaths, serverSamples } from '../helpers/catalog-paths.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { emptyTally, formatHistogram, fuzzBatch, healthProblems, randomSource } from '../helpers/raw-fuzz.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * A standing guard: raw-socket requests (malformed request lines, methods, HTTP/1.0,
 * Host and X-Forwarded-* values, lying bodies, pipelining) against the real server with its
 * defaults (render threads on) behind one trusted proxy hop. No 5xx but the documented 503s,
 * and after every batch the process is alive and healthy. `npm run fuzz` runs 100,000+.
 */
const TOTAL = Number(process.env.FUZZ_RAW_REQUESTS ?? 5_000);
const BATCH = 500;

let server: TestServer;
let paths: string[];

beforeAll(async () => {
  const high = '100000000';
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small'), {
    TRUST_PROXY: '1',
    RATE_LIMIT_SEARCH: high,
    RATE_LIMIT_API: high,
    RATE_LIMIT_CONTACT: high,
    INBOX_PATH: `/tmp/fuzz-raw-inbox-${process.pid}.db`,
  });
  paths = catalogGetPaths(await serverSamples(server.url)).map((entry) => entry.path);
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('raw-socket fuzzing', () => {
  it(`survives ${TOTAL.toLocaleString('en-US')} raw requests, healthy after every batch`, async () => {
    const random = randomSource(Number(process.env.FUZZ_SEED ?? 1515));
    const tally = emptyTally();
    const port = Number(new URL(server.url).port);
    while (tally.requests < TOTAL) {
      await fuzzBatch(port, random, paths, Math.min(BATCH, TOTAL - tally.requests), tally);
      expect(await healthProblems(server), `after ${tally.requests} requests`).toEqual([]);
      expect(tally.problems.slice(0, 10), `after ${tally.requests} requests`).toEqual([]);
    }
    console.log(`raw fuzz: ${tally.requests} requests on ${tally.connections} connections\n${formatHistogram(tally)}`);
    // The mix reaches both the pages and the refusals.
    for (const status of ['200', '400', '404', '405']) expect(tally.histogram.get(status) ?? 0, status).toBeGreaterThan(0);
  }, 900_000);
});
