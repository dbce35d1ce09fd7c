import { archiveInfo } from '#app/data/archive.server.ts';
import type { SphinxQLSettings } from './config.ts';
import type { EngineHealth } from './engines/engine.ts';
import type { SearchRun } from './search.server.ts';
import { createRemoteSearchService } from './service.ts';
import { createSphinxQLEngine } from './engines/sphinxql/engine.server.ts';

/**
 * The search server engine (SEARCH_ENGINE=sphinxql) as the production server uses it: a
 * searcher's run on the request thread (the work is searchd's; this process only maps ten
 * docs to questions), and the engine's health for /readyz.
 */
export interface SearchServerRunner {
  readonly engine: string;
  readonly run: SearchRun;
  health(): EngineHealth;
  probe(): Promise<EngineHealth>;
  close(): Promise<void>;
}

export function createSearchServerRunner(settings: SphinxQLSettings): SearchServerRunner {
  const engine = createSphinxQLEngine(settings);
  const service = createRemoteSearchService(engine, () => archiveInfo().generation, settings.matching);
  return {
    engine: engine.name,
    run: (request, budget) => service.search(request, { deadline: Date.now() + budget.timeoutMs }),
    health: () => engine.health(),
    probe: () => engine.probe(),
    close: () => engine.close(),
  };
}
