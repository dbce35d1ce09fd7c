import { buildApp, buildNode } from './lib/bundle.ts';

/** `npm run build`: the app's production bundle, and the server and its threads compiled, from scratch. */
buildApp();
buildNode();
