import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AddressInfo } from 'node:net';
import { toIsoDate } from '@fairway/rules';
import { closeServer } from '@fairway/rules/server-stop';
import { throttleRules } from './config.ts';
import type { EngineConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { createCallRouter } from './http/app.ts';
import type { AppDeps } from './http/app.ts';
import { blogRoutes } from './http/blog.ts';
import { createLogger } from './log.ts';
import { imageRoutes } from './http/images.ts';
import type { Registered } from './calls/registry.ts';
import { message } from './i18n/messages.ts';
import { paymentFormRoutes } from './payments/payment-form.ts';
import { configuredProvider } from './payments/providers.ts';
import { addSearchNames, seedIfEmpty } from './seed/seed.ts';
import { addScorecards } from './seed/scorecard-seed.ts';
import { addClubContacts } from './seed/club-contact.ts';
import { seedConnectedAccounts } from './seed/connected-accounts.ts';
import { seedMultipacksIfEmpty } from './seed/multipack-seed.ts';
import { seedTournamentsIfEmpty } from './seed/tournament-seed.ts';
import { seedReviewsIfEmpty } from './seed/review-seed.ts';
import { disponibilidadCalls } from './services/availability.ts';
import { cancelacionCalls } from './services/cancellations.ts';
import { carritoCalls } from './services/cart.ts';
import { comunCalls } from './services/common.ts';
import { createBackground } from './services/background.ts';
import { configuredClock } from './services/clock.ts';
import type { Clock } from './services/clock.ts';
import { outboxMailer, startOutboxDrain } from './services/outbox.ts';
import { OUTBOX_LEASE_SECONDS, OUTBOX_RETRY_CAP_SECONDS } from './services/outbox-rules.ts';
import { preReservaCalls } from './services/pre-bookings.ts';
import { sweepLapsedHolds } from './services/hold-release.ts';
import { busquedaCalls } from './services/search.ts';
import { vendedorCalls } from './services/vendor.ts';
import { reservaCalls } from './services/bookings.ts';
import { torneosCalls } from './services/tournaments.ts';
import { multipacksCalls } from './services/multipacks.ts';
import { boletinCalls } from './services/newsletter.ts';
import { accesoCalls, sweepExpiredSessions } from './services/sessions.ts';
import { createHashGate } from './services/hash-gate.ts';
import { createThrottle } from './services/throttle.ts';
import { accountCalls } from './services/user-accounts.ts';
import { userBookingCalls } from './services/user-bookings.ts';
import { cardCalls } from './services/user-cards.ts';
import { favouriteCalls } from './services/user-favourites.ts';
import { notificationCalls } from './services/user-notifications.ts';
import { passwordCalls } from './services/user-passwords.ts';
import { opinionesCalls } from './services/reviews.ts';
import { queueReviewInvitations } from './services/review-invitations.ts';

/** Every call the engine answers, by controller; each array is in the module named beside it. */
export const ALL_HANDLERS: readonly Registered[] = [
  ...accesoCalls, // Acceso: sessions.ts
  ...busquedaCalls, // Portal/Busqueda, Portal/Home: search.ts
  ...vendedorCalls, // Vendedor, DatosClub: vendor.ts
  ...comunCalls, // Comun, Textos, ConfiguracionFrontal: common.ts
  ...boletinCalls, // Boletin: newsletter.ts
  ...disponibilidadCalls, // Disponibilidad: availability.ts
  ...carritoCalls, // Carrito, CarritosReserva, Ofertas: cart.ts
  ...preReservaCalls, // PreReserva: pre-bookings.ts
  ...reservaCalls, // Reserva: bookings.ts
  ...cancelacionCalls, // PreCancelacion, Cancelacion: cancellations.ts
  ...accountCalls, // Usuarios, accounts and sessions: user-accounts.ts
  ...passwordCalls, // Usuarios, passwords: user-passwords.ts
  ...userBookingCalls, // Usuarios, bookings: user-bookings.ts
  // Usuarios, saved cards, with PreReserva/ModificarSalvarTarjeta and Reserva/GuardarTarjetaDePago:
  ...cardCalls, // user-cards.ts
  ...favouriteCalls, // Usuarios, favourites: user-favourites.ts
  ...notificationCalls, // Usuarios, notices: user-notifications.ts
  ...torneosCalls, // Torneos: tournaments.ts
  ...multipacksCalls, // Multipacks: multipacks.ts
  ...opinionesCalls, // Opiniones: reviews.ts
];

export interface Engine {
  app: Hono;
  database: Database;
  deps: AppDeps;
  /** Listens on the port (0 picks a free one) and resolves with the base URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Seeds the catalog when ENGINE_SEED says so: once per database, by the one process that
 * prepares it (the cluster's primary, or the only process).
 */
export async function seedDatabase(
  database: Database,
  config: EngineConfig,
  log: Logger,
  clock: Clock,
): Promise<void> {
  if (config.ENGINE_SEED !== 'true') return;
  // The demo promocodes are public (README): only a development engine has them.
  const seedOptions = { promoCodes: config.NODE_ENV === 'development' };
  if (await seedIfEmpty(database.db, toIsoDate(clock.now()), seedOptions))
    log.info('catalog seeded');
  const added = await addSearchNames(database.db);
  if (added) log.info({ added }, 'search names added to a catalog seeded before');
  const contacts = await addClubContacts(database.db);
  if (contacts) log.info({ contacts }, 'contacts added to clubs that had none');
  const holes = await addScorecards(database.db);
  if (holes) log.info({ holes }, 'scorecards added to courses that had none');
  const tournamentsAdded = await seedTournamentsIfEmpty(database.db, toIsoDate(clock.now()));
  if (tournamentsAdded) log.info({ tournaments: tournamentsAdded }, 'tournaments seeded');
  const multipacksAdded = await seedMultipacksIfEmpty(database.db, toIsoDate(clock.now()));
  if (multipacksAdded) log.info({ multipacks: multipacksAdded }, 'multipacks seeded');
  const reviewsAdded = await seedReviewsIfEmpty(database.db, toIsoDate(clock.now()));
  if (reviewsAdded) log.info({ reviews: reviewsAdded }, 'reviews seeded');
  // Made-up connected accounts, public here as the demo promocodes are: development only.
  if (config.NODE_ENV === 'development') {
    const accounts = await seedConnectedAccounts(database.db);
    if (accounts) log.info({ accounts }, 'seeded clubs given stand-in connected accounts');
  }
}

export async function createEngine(
  config: EngineConfig,
  options: {
    clock?: Clock;
    log?: Logger;
    inMemory?: boolean;
    /** False in a cluster's workers: the primary migrated and seeded the database before. */
    prepare?: boolean;
  } = {},
): Promise<Engine> {
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const prepare = options.prepare ?? true;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.inMemory ? undefined : config.ENGINE_DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    migrate: prepare,
  });
  const clock = options.clock ?? configuredClock(config.ENGINE_CLOCK_DAYS_AHEAD);
  if (prepare) await seedDatabase(database, config, log, clock);
  let baseUrl = config.ENGINE_PUBLIC_URL ?? `http://${config.ENGINE_HOST}:${config.ENGINE_PORT}`;
  const deps: AppDeps = {
    db: database.db,
    config,
    log,
    clock,
    mailer: outboxMailer,
    throttle: createThrottle({
      rules: throttleRules(config),
      maxWaitSeconds: config.ENGINE_THROTTLE_MAX_WAIT_SECONDS,
      pool: database.pool,
    }),
    background: createBackground(log),
    hashing: createHashGate({
      concurrency: config.ENGINE_HASH_CONCURRENCY,
      queue: config.ENGINE_HASH_QUEUE,
    }),
    baseUrl: () => baseUrl,
  };

  const app = new Hono();
  let stopping = false;
  // Once stopping, every answer closes its connection, so a kept-alive client opens its next one
  // to a process that is still serving instead of reusing one this process is about to cut.
  app.use(async (c, next) => {
    await next();
    if (stopping) c.header('Connection', 'close');
  });
  // Alive: the process answers. A load balancer or orchestrator restarts one that does not. The
  // pid tells apart the workers sharing a port (node:cluster).
  app.get('/healthz', (c) =>
    c.json({ status: 'ok', pid: process.pid, timedJobs: config.ENGINE_TIMED_JOBS === 'true' }),
  );
  // Ready: it can serve calls, its database answering. One that is not gets no traffic.
  app.get('/readyz', async (c) => {
    if (stopping) return c.json({ status: 'stopping', database: database.kind }, 503);
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      log.error({ err: error }, 'readiness check failed');
      return c.json({ status: 'error', database: database.kind }, 503);
    }
  });
  // Browsers ask every origin for a favicon; the hosted card page is the only page served here, and
  // a 404 there is an error in the golfer's console.
  app.get('/favicon.ico', (c) => c.body(null, 204, { 'cache-control': 'public, max-age=86400' }));
  app.route('/', imageRoutes(database.db));
  app.route(
    '/',
    blogRoutes(database.db, config.BLOG_API_KEY, () => baseUrl),
  );
  // Only the configured provider's notification endpoint (and pages) exist.
  app.route('/', configuredProvider(config).routes(deps));
  app.route('/', paymentFormRoutes(deps));
  app.route('/', createCallRouter(deps, ALL_HANDLERS));
  app.notFound((c) => c.json({ cod: 3, msg: 'Not found' }, 404));
  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, 'unhandled');
    return c.json({ cod: 4, msg: message('internal', 'en') }, 500);
  });

  let server: ServerType | null = null;
  const timers: NodeJS.Timeout[] = [];
  let outboxDrain: Promise<{ stop(): Promise<void> }> | null = null;
  const startDrain = async (smtpUrl: string) => {
    const { default: nodemailer } = await import('nodemailer');
    // Bounded, so one send ends well within the claim's lease (OUTBOX_LEASE_SECONDS); the URL's
    // own settings win.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    const retry = {
      baseSeconds: config.ENGINE_OUTBOX_RETRY_SECONDS,
      capSeconds: OUTBOX_RETRY_CAP_SECONDS,
      maxAttempts: config.ENGINE_OUTBOX_MAX_ATTEMPTS,
    };
    const options = {
      from: config.MAIL_FROM,
      retry,
      leaseSeconds: OUTBOX_LEASE_SECONDS,
      intervalMs: config.ENGINE_OUTBOX_DRAIN_SECONDS * 1000,
    };
    return startOutboxDrain(database.db, transport, options, log);
  };
  // A client slower than this with its request (a slowloris) is answered 408 and closed. Node
  // checks its connections on an interval, 30 s by default: once a second keeps the limits exact.
  const timeouts = {
    headersTimeout: config.ENGINE_HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeout:
      Math.max(config.ENGINE_REQUEST_TIMEOUT_SECONDS, config.ENGINE_HEADERS_TIMEOUT_SECONDS) * 1000,
    connectionsCheckingInterval: 1000,
  };
  return {
    app,
    database,
    deps,
    listen(port, host = config.ENGINE_HOST) {
      return new Promise((resolve, reject) => {
        const options = { fetch: app.fetch, port, hostname: host, serverOptions: timeouts };
        server = serve(options, (info: AddressInfo) => {
          if (!config.ENGINE_PUBLIC_URL) baseUrl = `http://${host}:${info.port}`;
          resolve(baseUrl);
        });
        server.once('error', reject);
        // One process of a cluster runs them (ENGINE_TIMED_JOBS, main.ts).
        if (config.ENGINE_TIMED_JOBS === 'true') {
          timers.push(
            setInterval(() => {
              sweepLapsedHolds(deps).catch((err: unknown) =>
                log.warn({ err }, 'hold sweep failed'),
              );
              sweepExpiredSessions(database.db, clock.now()).catch((err: unknown) =>
                log.warn({ err }, 'session sweep failed'),
              );
              deps.throttle
                .sweep()
                .catch((err: unknown) => log.warn({ err }, 'rate limit sweep failed'));
              queueReviewInvitations(deps).catch((err: unknown) =>
                log.warn({ err }, 'review invitations failed'),
              );
            }, 60_000),
          );
          if (config.SMTP_URL) outboxDrain = startDrain(config.SMTP_URL);
        }
        for (const t of timers) t.unref();
      });
    },
    async close() {
      stopping = true;
      for (const t of timers) clearInterval(t);
      // Both before the pool closes: a mail being sent is then also marked sent.
      await Promise.all([
        outboxDrain?.then((drain) => drain.stop()),
        server ? closeServer(server, config.ENGINE_SHUTDOWN_SECONDS * 1000) : undefined,
      ]);
      await deps.background.settled();
      await database.close();
    },
  };
}
