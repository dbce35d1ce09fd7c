/**
 * Search's public surface, server half: running a search and the archive's totals. Routes'
 * loaders, the render pool, the search threads and the APIs import this and index.ts only
 * (ESLint enforces it). It is a separate file because React Router refuses any .server
 * module in the browser's bundle, and the SQLite engine is one: components import index.ts.
 * (server/search-worker.ts imports thread.server.ts, this file's part without React Router.)
 */
export { runSearch, searchRunnerContext, type SearchRunner } from './runner.server.ts';
// The JSON body's schema is zod's: kept out of the browser bundle (zod probes eval, which the CSP forbids).
export { parseJsonSearchBody } from './json-body.ts';
export { searchOnThisThread, searchStats } from './thread.server.ts';
export { createSearchServerRunner, type SearchServerRunner } from './server-engine.server.ts';
export { SearchUnavailableError, type EngineHealth } from './engine.ts';
export { sphinxqlSettings } from './config.ts';
