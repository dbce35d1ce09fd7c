import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const requested = process.env.LOG_LEVEL ?? '';

/** One JSON line per event on stdout; LOG_LEVEL chooses how much (a bad value is reported by the config check). */
export const logger = pino({
  level: LEVELS.includes(requested) ? requested : 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Request ids: an upstream proxy's X-Request-Id is kept when it looks like an id, otherwise
 * a new one is made; it is echoed back so a user's report can be matched to the log line.
 */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}
