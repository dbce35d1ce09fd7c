import { ensureBundle } from '../../scripts/lib/bundle.ts';

/** HTTP and browser tests run the real production server, so the bundle must be current. */
export default function setup(): void {
  ensureBundle();
}
