import { archiveInfo } from '#app/data/archive.server.ts';
import type { SphinxQLSettings } from './config.ts';
import type { EngineHealth } from './engine.ts';
import type { SearchRunner } from './runner.server.ts';
import { createRemoteSearchService } from './service.ts';
import { createSphinxQLEngine } from './sphinxql/engine.server.ts';

/**
 * The search server engine (SEARCH_ENGINE=sphinxql) as the production server uses it: a
 * search runner on the request thread (the work is searchd's; this process only maps ten
 * docs to questions), the same 5-minute result cache as the embedded engine's, and the
 * engine's health for /readyz.
 */
export interface SearchServerRunner {
  readonly engine: string;
  readonly run: SearchRunner;
  health(): EngineHealth;
  probe(): Promise<EngineHealth>;
  close(): Promise<void>;
}

export function createSearchServerRunner(settings: SphinxQLSettings): SearchServerRunner {
  const engine = createSphinxQLEngine(settings);
  const service = createRemoteSearchService(engine, () => archiveInfo().generation, settings.matching);
  return {
    engine: engine.name,
    run: (request) => service.search(request),
    health: () => engine.health(),
    probe: () => engine.probe(),
    close: () => engine.close(),
  };
}
