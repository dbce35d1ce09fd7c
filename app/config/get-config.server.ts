import { parseConfig, type Config, type ConfigResult } from '#app/config/schema.ts';

let parsed: ConfigResult | undefined;

/** The environment, checked against the schema once per process (and per thread); the server checks it at boot. */
export function configResult(): ConfigResult {
  parsed ??= parseConfig(process.env);
  return parsed;
}

/**
 * The configuration of this process. The server validates it at boot and exits with the
 * messages if it is bad, so by the time a loader asks, it is known to be good.
 */
export function getConfig(): Config {
  const result = configResult();
  if (!result.ok) throw new Error(`Invalid configuration:\n${result.errors.join('\n')}`);
  return result.config;
}

/**
 * LOG_LEVEL for the logger, which exists before the boot check has run: a bad configuration
 * is reported (server/index.ts) at the default level, as the schema's default says.
 */
export function configuredLogLevel(): Config['LOG_LEVEL'] {
  const result = configResult();
  return result.ok ? result.config.LOG_LEVEL : 'info';
}
