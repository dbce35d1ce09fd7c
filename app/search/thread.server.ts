import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { archiveInfo } from '#app/data/archive.server.ts';
import { defaultSearchSettings } from './config.ts';
import type { SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchStats } from './results/result.ts';
import { createSearchService, type SearchOptions, type SearchService } from './service.ts';
import { createSqliteEngine } from './engines/sqlite/engine.server.ts';

/*
 * This thread's search engine, uncached (the result cache is the searcher's, in front of
 * every thread), and a search thread's message loop (server/search-pool.ts starts this file
 * as one). It loads no React Router, so a search thread starts fast.
 */

let service: SearchService | undefined;

/** This thread's search service (created on first use: the SQLite engine over the archive at DATABASE_PATH). */
function threadService(): SearchService {
  const settings = defaultSearchSettings();
  service ??= createSearchService(createSqliteEngine(settings), () => archiveInfo().generation, settings);
  return service;
}

/** One search on this thread, uncached (search threads, scripts, and the request thread when there are none). */
export function searchOnThisThread(request: SearchRequest, options: SearchOptions = {}): RankedSearchResult {
  return threadService().search(request, options);
}

/** The archive's totals (15-minute freshness). */
export function searchStats(): SearchStats {
  return threadService().stats();
}

/** What server/search-pool.ts starts a search thread with, and the messages they exchange. */
export const SEARCH_THREAD = { workerData: { role: 'search-thread' } } as const;
export type SearchThreadMessage = { type: 'search'; id: number; request: SearchRequest; deadline: number };
export type SearchThreadReply =
  | { id: number; ok: true; result: RankedSearchResult }
  | { id: number; ok: false; message: string; code?: string };

/**
 * A search thread: its own read-only connection to the archive (opened from DATABASE_PATH on
 * its first search); it answers `search` messages in order, each within its time budget
 * (`deadline`, ms since the epoch). A newly swapped-in archive gets new threads.
 */
if (!isMainThread && (workerData as { role?: string } | null)?.role === SEARCH_THREAD.workerData.role) {
  const port = parentPort!;
  port.on('message', (message: SearchThreadMessage) => {
    let reply: SearchThreadReply;
    try {
      reply = { id: message.id, ok: true, result: searchOnThisThread(message.request, { deadline: message.deadline }) };
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      // The code tells the pool an unreadable archive (SQLITE_CORRUPT...) from a bad query.
      reply = { id: message.id, ok: false, message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code } : {}) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ type: 'ready' });
}
