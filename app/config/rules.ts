import { z } from 'zod';

/**
 * The rules a setting's value can follow, each with its message written once: every way a
 * value can break the rule (not a number, a fraction, too small, too large) gets the same
 * line. The server's schema and the search section (app/search/config.ts) both use them.
 */

/** A whole number from `min` to `max` (`unit`: " of megabytes" and the like). */
export function whole(min: number, max: number, unit = '') {
  const message = `must be a whole number${unit} from ${min} to ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
}

/** Any number from `min` to `max` (`unit`: " of seconds" and the like). */
export function decimal(min: number, max: number, unit = '') {
  const message = `must be a number${unit} from ${min} to ${max}`;
  return z.coerce.number({ message }).min(min, message).max(max, message);
}

/** A switch: 1 or 0 (true or false). */
export function onOff(fallback: '0' | '1') {
  return z
    .enum(['0', '1', 'true', 'false'], { message: 'must be 1 or 0 (true or false)' })
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');
}
