// Worker threads do not inherit the parent's `--import tsx` hooks: register tsx here,
// then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
