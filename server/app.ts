import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { CLIENT_IP_HEADER } from '#app/domain/contact.ts';
import { securityHeaders } from './security-headers.ts';

export interface AppOptions {
  /** The React Router server build, or a function giving it (dev: Vite's live module). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served as static files; absent in dev where Vite serves assets. */
  clientDir?: string;
  trustProxy?: boolean;
  extraMiddleware?: express.RequestHandler[];
}

export function createApp({ build, clientDir, trustProxy = false, extraMiddleware = [] }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders());
  app.use(compression());
  for (const middleware of extraMiddleware) app.use(middleware);

  if (clientDir) {
    // Hashed file names never change content, so they can be cached for a year.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(clientDir, { maxAge: '1h', index: false }));
  }

  // Route actions get no socket: hand them the client's address (req.ip honours
  // TRUST_PROXY) in a header we always overwrite, so a client cannot choose its own.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? '';
    next();
  });
  app.all('/{*path}', createRequestHandler({ build, mode: process.env.NODE_ENV }));

  // Last resort: a precise status, never a stack trace in the body.
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) console.error(error);
    if (res.headersSent) return;
    res.status(status).type('text/plain').send(status >= 500 ? 'Internal Server Error' : 'Bad Request');
  };
  app.use(onError);
  return app;
}
