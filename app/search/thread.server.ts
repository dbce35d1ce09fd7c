import { archiveInfo } from '#app/data/archive.server.ts';
import { defaultSearchSettings } from './config.ts';
import type { SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchStats } from './result.ts';
import { createSearchService, type SearchService } from './service.ts';
import { createSqliteEngine } from './sqlite/engine.server.ts';

/*
 * This thread's search (a search thread, or the request thread when there are none). Kept
 * apart from runner.server.ts so a search thread loads no React Router (it starts faster).
 */

let service: SearchService | undefined;

/**
 * This thread's search service (created on first use: the SQLite engine over the archive at
 * DATABASE_PATH, a newly swapped-in archive starting afresh).
 */
function threadService(): SearchService {
  const settings = defaultSearchSettings();
  service ??= createSearchService(createSqliteEngine(settings), () => archiveInfo().generation, settings);
  return service;
}

/** One search on this thread (search threads, and the request thread when there are none). */
export function searchOnThisThread(request: SearchRequest, options: { cache?: boolean } = {}): RankedSearchResult {
  return threadService().search(request, options);
}

/** The archive's totals (15-minute freshness). */
export function searchStats(): SearchStats {
  return threadService().stats();
}

