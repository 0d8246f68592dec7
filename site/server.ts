/**
 * The site's production server: security headers with a per-request CSP nonce on every
 * response, compressed static assets, and React Router for everything else.
 */
import { randomBytes } from 'node:crypto';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { RouterContextProvider } from 'react-router';
import type { ServerBuild } from 'react-router';
import { CLIENT_ADDRESS_HEADER } from './app/lib/client-address.ts';
import { NONCE_HEADER } from './app/lib/nonce.ts';
import { siteEnv } from './app/lib/env.server.ts';

const env = siteEnv();
const app = express();
app.disable('x-powered-by');
// Behind a load balancer, its X-Forwarded-* headers say how the golfer reached the shop; only the
// proxies named in TRUST_PROXY are believed, so req.ip is the golfer's, not a forged value.
app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);
app.use(compression());

app.use((req, res, next) => {
  const nonce = randomBytes(16).toString('base64');
  // The app reads its nonce from this header; whatever a client sent under that name is replaced.
  req.headers[NONCE_HEADER] = nonce;
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
  );
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
app.use(express.static('build/client', { maxAge: '1h' }));

const build = (await import(
  new URL('./build/server/index.js', import.meta.url).href
)) as ServerBuild;
app.all(
  '/{*splat}',
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: () => new RouterContextProvider(),
  }),
);

app.listen(env.PORT, env.HOST, () => {
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'site listening',
      url: `http://localhost:${env.PORT}`,
      engine: env.ENGINE_URL,
    }),
  );
});
