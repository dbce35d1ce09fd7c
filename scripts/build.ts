import { buildApp, buildWorkers } from './lib/bundle.ts';

/** `npm run build`: the app's production bundle and the compiled worker threads, both from scratch. */
buildApp();
buildWorkers();
