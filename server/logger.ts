import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '#app/log.server.ts';

export { logger } from '#app/log.server.ts';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Request ids: an upstream proxy's X-Request-Id is kept when it looks like an id, otherwise
 * a new one is made; it is echoed back so a user's report can be matched to the log line,
 * and handed to the app (loaders and actions log it through requestLog()).
 */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}
