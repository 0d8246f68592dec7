/**
 * The site's production server: security headers with a per-request CSP nonce on every
 * response, compressed static assets, and React Router for everything else. With SITE_WORKERS
 * above one (the default in production: one per core) the first process only starts that many
 * workers, each a whole server on the same port (node:cluster), restarts one that dies, and
 * passes the workers' cache messages between them (app/platform/cache/cached.server.ts). On
 * SIGTERM each server stops accepting connections and finishes the requests in flight, within
 * SHUTDOWN_SECONDS; the first process waits for its workers before it exits.
 *
 * `pnpm build` compiles this file to build/server.js (scripts/build.ts), which production runs
 * from site/ (`pnpm start:prod`); `pnpm start` runs it from source.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { createServer, STATUS_CODES } from 'node:http';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ErrorRequestHandler } from 'express';
import { answerLeavingWorkers, closeServer, leaveCluster } from '@fairway/rules/server-stop';
import { RouterContextProvider } from 'react-router';
import type { ServerBuild } from 'react-router';
import { CLIENT_ADDRESS_HEADER } from './app/platform/request/client-address.ts';
import {
  limitBodies,
  requestToHandle,
  timeoutOptions,
} from './app/platform/request/http-limits.server.ts';
import {
  contentSecurityPolicy,
  CSP_HEADER,
  pagePolicyReplaces,
} from './app/platform/request/csp.server.ts';
import { NONCE_HEADER } from './app/platform/request/nonce.ts';
import { siteEnv } from './app/platform/request/env.server.ts';
import { log } from './app/platform/log.server.ts';
import { closeReadinessProbe, readiness } from './app/platform/request/health.server.ts';

const env = siteEnv();
const workers = env.SITE_WORKERS ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1);

if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  const listening = new Set<number>();
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('listening', (worker) => listening.add(worker.id));
  answerLeavingWorkers();
  cluster.on('message', (from, message: unknown) => {
    // A worker's cache message (a booking, a refreshed entry) goes to every other worker.
    if ((message as { type?: unknown } | null)?.type !== 'fairway:cache') return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from && worker.isConnected()) worker.send(message as object);
  });
  let exitCode = 0;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // The workers finish their requests within SHUTDOWN_SECONDS; whatever is left a second later
    // goes down with this process.
    setTimeout(() => process.exit(code), (env.SHUTDOWN_SECONDS + 1) * 1000).unref();
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    // One that never came up (a bad configuration, a missing build) would only die again.
    if (!listening.has(worker.id)) {
      stop(code || 1);
      return;
    }
    log().error({ code, signal }, 'site worker died, starting another');
    cluster.fork();
  });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
} else {
  await serve();
}

async function serve() {
  const app = express();
  app.disable('x-powered-by');
  let stopping = false;
  // Once stopping, every answer closes its connection, so a kept-alive client opens its next one
  // to a process that is still serving.
  app.use((_req, res, next) => {
    if (stopping) res.setHeader('Connection', 'close');
    next();
  });
  // Alive: the process answers (no dependency). The pid tells apart the workers sharing the port.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', pid: process.pid });
  });
  // Ready: the engine is ready and Redis, when configured, answers; else 503, and while stopping.
  app.get('/readyz', (_req, res, next) => {
    if (stopping) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    readiness(env).then((answer) => {
      res.status(answer.status === 'ok' ? 200 : 503).json(answer);
    }, next);
  });
  // Behind a load balancer, its X-Forwarded-* headers say how the golfer reached the shop; only the
  // proxies named in TRUST_PROXY are believed, so req.ip is the golfer's, not a forged value.
  app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);
  // A client that takes no compression (a health check, a load generator) skips the middleware,
  // which otherwise wraps every write of the page; caches still learn the answer varies.
  const compress = compression();
  app.use((req, res, next) => {
    if (req.headers['accept-encoding']) {
      compress(req, res, next);
      return;
    }
    res.vary('Accept-Encoding');
    next();
  });

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    // The app reads its nonce from this header; whatever a client sent under that name is replaced.
    req.headers[NONCE_HEADER] = nonce;
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    res.setHeader(CSP_HEADER, contentSecurityPolicy(nonce));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Only over HTTPS (directly or behind a proxy that says so): on plain HTTP it means nothing.
    if (
      env.NODE_ENV === 'production' &&
      (req.secure || req.headers['x-forwarded-proto'] === 'https')
    ) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    next();
  });

  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  // Outside assets/ the build's files all have an extension (the favicons); a page's path has none,
  // and skips the disk look-up, which a CPU profile showed on every page (docs/benchmarks.md).
  const files = express.static('build/client', { maxAge: '1h' });
  app.use((req, res, next) => {
    if (/\.[^/]*$/.test(req.path)) files(req, res, next);
    else next();
  });

  // From the working directory, site/, as the static files above: this module runs from the
  // source (server.ts) or compiled (build/server.js).
  const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild;
  const handle = createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: () => new RouterContextProvider(),
  });
  // Before React Router reads a body: an oversized one is refused with the 413 error page.
  app.all('/{*splat}', limitBodies(), (req, res, next) =>
    handle(requestToHandle(req, res), pagePolicyReplaces(res), next),
  );
  // Express's own handler writes every error's stack to the console, a client's fault (a path
  // that does not decode: 400) as much as the shop's; the site's log keeps the shop's only.
  app.use(((error, req, res, next) => {
    const status = (error as { status?: unknown } | null)?.status;
    const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
    if (code >= 500) log().error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) {
      next(error);
      return;
    }
    res
      .status(code)
      .type('text/plain')
      .send(STATUS_CODES[code] ?? 'Error');
  }) satisfies ErrorRequestHandler);

  const timeouts = {
    headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
    requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
  };
  const server = createServer(timeoutOptions(timeouts), app);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      closeReadinessProbe();
      closeServer(server, env.SHUTDOWN_SECONDS * 1000)
        .then(() => leaveCluster())
        .then(() => process.exit(0));
    });
  }
  server.listen(env.PORT, env.HOST, () => {
    // One line per server, not per worker.
    if (cluster.isWorker && cluster.worker?.id !== 1) return;
    log().info(
      { url: `http://localhost:${env.PORT}`, engine: env.ENGINE_URL, workers },
      'site listening',
    );
  });
}
