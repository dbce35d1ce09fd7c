/**
 * Search's public surface, server half: the one call (`search`), the searcher behind it, the
 * searches run before a render, and the archive's totals. Routes' loaders, the server and
 * the APIs import this and index.ts only (ESLint enforces it). It is a separate file because
 * React Router refuses any .server module in the browser's bundle, and the SQLite engine is
 * one: components import index.ts. (A search thread runs thread.server.ts, this file's part
 * without React Router.)
 */
export { search, searchContext, thisThreadSearcher, runOnThisThread, type SearchContext } from './search.server.ts';
export { createSearcher, type Searcher, type SearchRun } from './search.server.ts';
export { helpSearches, searchesBeforeRender, type RenderPlan } from './page-searches.server.ts';
// The JSON body's schema is zod's: kept out of the browser bundle (zod probes eval, which the CSP forbids).
export { parseJsonSearchBody } from './json-body.ts';
export { searchOnThisThread, searchStats, SEARCH_THREAD, type SearchThreadMessage, type SearchThreadReply } from './thread.server.ts';
export { createSearchServerRunner, type SearchServerRunner } from './server-engine.server.ts';
export { SearchUnavailableError, type EngineHealth } from './engines/engine.ts';
export { sphinxqlSettings } from './config.ts';
export { explainSearch, type SearchExplanation } from './explain.server.ts';
