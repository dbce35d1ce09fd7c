import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { SearchContext, Searcher } from '#app/search/index.server.ts';
import { isCacheableContentType } from '#app/http/page-cache.ts';
import type { SearchRequest, SearchResult } from '#app/search/index.ts';
import { gzipPage } from './compressed-page.ts';
import { bodyEtag } from './http-cache.ts';

/**
 * One render thread (server/render-pool.ts): the app's server build with its own read-only
 * connection to the archive (opened from DATABASE_PATH when it starts). It answers `render`
 * messages with the whole response. Its searches were run before the render, by the request
 * thread (server/render-pool.ts), and come with it; any other goes back to the request
 * thread, whose searcher (result cache, search threads, metrics) every render thread shares.
 */
export interface RenderMessage {
  type: 'render';
  id: number;
  method: 'GET' | 'HEAD';
  url: string;
  headers: [string, string][];
  /** The request's path as Express reads it (req.path), for the ETag. */
  path: string;
  /** The render's searches, already run by the request thread (by cache key; see server/render-pool.ts). */
  searched: ReadonlyArray<readonly [string, SearchResult]>;
}
export type SearchAnswer = { type: 'searched'; id: number; ok: true; result: SearchResult } | { type: 'searched'; id: number; ok: false; message: string };
export type ToRenderThread = RenderMessage | SearchAnswer;
export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'stale'; archiveVersion: string }
  | {
      type: 'rendered';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: Uint8Array;
      /** A 200 page or JSON answer's strong ETag (server/http-cache.ts's bodyEtag()), computed here. */
      etag?: string;
      /** The same answer gzip-compressed here: sent as it is to clients that take gzip, and kept by the page cache (server/page-cache.ts). */
      gzip?: Uint8Array;
    }
  | { type: 'failed'; id: number; message: string }
  | { type: 'search'; id: number; request: SearchRequest };

const port = parentPort!;
const build = (await import(workerData.build as string)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const entry = build.entry.module as unknown as {
  cspContext?: RouterContext<boolean>;
  searchContext?: RouterContext<SearchContext | null>;
  archiveInfo: () => { archiveVersion: string };
};

const searches = new Map<number, { resolve: (result: SearchResult) => void; reject: (error: Error) => void }>();
let nextSearch = 0;
const searchOnRequestThread: Searcher = (request) =>
  new Promise((resolve, reject) => {
    const id = nextSearch++;
    searches.set(id, { resolve, reject });
    port.postMessage({ type: 'search', id, request } satisfies FromRenderThread);
  });

async function render(message: RenderMessage): Promise<FromRenderThread> {
  const context = new RouterContextProvider();
  if (entry.cspContext) context.set(entry.cspContext, true);
  if (entry.searchContext) context.set(entry.searchContext, { searcher: searchOnRequestThread, done: new Map(message.searched) });
  const response = await handle(new Request(message.url, { method: message.method, headers: message.headers }), context as never);
  const body = new Uint8Array(await response.arrayBuffer());
  const reply: Extract<FromRenderThread, { type: 'rendered' }> = {
    type: 'rendered',
    id: message.id,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
  };
  // A 200 that httpCache() would tag (server/http-cache.ts) gets its ETag here, and a page or
  // JSON answer its gzip-compressed copy: the request thread then sends it as it sends a page
  // cache hit, instead of hashing and compressing it itself (which cost about a fifth of its
  // time under bench:load).
  if (message.method !== 'GET' || response.status !== 200 || response.headers.has('set-cookie') || response.headers.has('etag')) return reply;
  const whole = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const etag = bodyEtag(entry.archiveInfo().archiveVersion, message.path, whole);
  const compress = isCacheableContentType(response.headers.get('content-type') ?? '');
  return { ...reply, etag, gzip: compress ? gzipPage(whole) : undefined };
}

/** The answer's buffers, moved to the request thread rather than copied. */
function transferable(reply: Extract<FromRenderThread, { type: 'rendered' }>): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>([reply.body.buffer as ArrayBuffer]);
  if (reply.gzip) buffers.add(reply.gzip.buffer as ArrayBuffer);
  return [...buffers];
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'searched') {
    const waiting = searches.get(message.id);
    searches.delete(message.id);
    if (message.ok) waiting?.resolve(message.result);
    else waiting?.reject(new Error(message.message));
    return;
  }
  const failed = (error: unknown) =>
    port.postMessage({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) } satisfies FromRenderThread);
  // A reply that cannot be posted is a failed render too (the request thread renders it).
  render(message)
    .then((reply) => port.postMessage(reply, reply.type === 'rendered' ? transferable(reply) : []))
    .catch(failed);
});
// The archive is opened now, not on the first render, and must be the one the request thread
// serves: the file at DATABASE_PATH may already be a newer import (not yet swapped in) or
// one the request thread refused.
const opened = entry.archiveInfo().archiveVersion;
port.postMessage(
  (opened === workerData.archiveVersion ? { type: 'ready' } : { type: 'stale', archiveVersion: opened }) satisfies FromRenderThread,
);
