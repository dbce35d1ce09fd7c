import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';

/**
 * An unexpected error in one request (a handler that throws, or whose promise rejects)
 * answers 500 to that request only, without a stack trace, and the server goes on serving.
 * The app is built in this process (server/app.ts) with handlers that fail on purpose.
 */
let server: Server;
let base: string;

beforeAll(async () => {
  process.env.DATABASE_PATH = await buildFixtureArchive('tests/fixtures/demo-small');
  process.env.LOG_LEVEL = 'silent';
  const { createApp } = await import('#server/app.ts');
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
  const failing: RequestHandler = (req, _res, next) => {
    if (req.path === '/fails/throws') throw new Error('a defect in a handler');
    if (req.path === '/fails/rejects') return Promise.reject(new Error('a defect in an async handler'));
    next();
  };
  const app = createApp({ build, clientDir: path.resolve('build/client'), extraMiddleware: [failing] });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('an unexpected error in one request', () => {
  it.each(['/fails/throws', '/fails/rejects'])('%s answers 500 without a stack, and the next request is served', async (failing) => {
    const response = await fetch(`${base}${failing}`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toBe('Internal Server Error');
    // (The pages need the bundle's own React Router, which a test process does not share: the
    // Express-answered readiness check and static files show the server going on.)
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
  });
});
