import { parseConfig, type Config } from '#app/domain/config.ts';

let cached: Config | undefined;

/**
 * The configuration of this process. The server validates it at boot and exits with the
 * messages if it is bad, so by the time a loader asks, it is known to be good.
 */
export function getConfig(): Config {
  if (cached) return cached;
  const result = parseConfig(process.env);
  if (!result.ok) throw new Error(`Invalid configuration:\n${result.errors.join('\n')}`);
  cached = result.config;
  return cached;
}
