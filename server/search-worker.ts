import { parentPort } from 'node:worker_threads';
import { searchOnThisThread } from '#app/search/thread.server.ts';
import type { SearchRequest } from '#app/search/index.ts';

/**
 * One search thread (server/search-pool.ts): its own read-only connection to the archive
 * (opened from DATABASE_PATH on its first search) and its own result cache; it answers
 * `search` messages in order, uncached (the pool keeps the results). A newly swapped-in
 * archive gets new threads.
 */
export type WorkerMessage = { type: 'search'; id: number; request: SearchRequest };
export type WorkerReply = { id: number; ok: true; result: ReturnType<typeof searchOnThisThread> } | { id: number; ok: false; message: string; code?: string };

parentPort!.on('message', (message: WorkerMessage) => {
  let reply: WorkerReply;
  try {
    reply = { id: message.id, ok: true, result: searchOnThisThread(message.request, { cache: false }) };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // The code tells the pool an unreadable archive (SQLITE_CORRUPT...) from a bad query.
    reply = { id: message.id, ok: false, message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code } : {}) };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ type: 'ready' });
