/**
 * The user calls' handlers, called directly against an in-memory database: accounts and login
 * (user-accounts.ts), passwords (user-passwords.ts), saved cards (user-cards.ts), favourites,
 * bookings and notices of the private area, and the newsletter. Over HTTP, on both back ends,
 * engine/test/accounts.test.ts covers credentials, log out, tokens and the client address.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, throttleRules } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import {
  cardTokens,
  clubs,
  courses,
  favourites,
  municipalities,
  outbox,
  passwordResets,
  regions,
  reservationLines,
  reservations,
  userCards,
  userSessions,
  users,
} from '../db/schema.ts';
import { Fail } from '../calls/fail.ts';
import type { CallContext } from '../calls/registry.ts';
import type { Locale } from '@fairway/rules';
import { createBackground } from './background.ts';
import { ManualClock } from './clock.ts';
import { createHashGate } from './hash-gate.ts';
import { boletinCalls } from './newsletter.ts';
import { outboxMailer, type Mailer } from './outbox.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createThrottle } from './throttle.ts';
import { sha256Hex } from './tokens.ts';
import { accountCalls } from './user-accounts.ts';
import { userBookingCalls } from './user-bookings.ts';
import { cardCalls } from './user-cards.ts';
import { favouriteCalls } from './user-favourites.ts';
import { notificationCalls } from './user-notifications.ts';
import { passwordCalls } from './user-passwords.ts';
import { recoveryLink } from './user-rules.ts';
import { mailTexts } from '../i18n/mail-texts.ts';
import { message } from '../i18n/messages.ts';

const config = loadConfig({ NODE_ENV: 'development' }, { SCRYPT_LOG_N: 10 });
/** One limiter for the file, as one engine has: tests keep apart by their own e-mails and addresses. */
const throttle = createThrottle({ rules: throttleRules(config), maxWaitSeconds: 900 });
const log = pino({ level: 'silent' });
/** The engine's hash gate as configured: the bound itself is proven over HTTP (test/accounts.test.ts). */
const hashing = createHashGate({
  concurrency: config.ENGINE_HASH_CONCURRENCY,
  queue: config.ENGINE_HASH_QUEUE,
});
/** Work the calls leave for after their answer (recovery e-mails); tests await it before looking. */
const background = createBackground(log);
const HOUR = 3_600_000;
const PASSWORD = 'Birdie2024';

/** Narrows a row the test just wrote; a missing one is a broken test, not a case to handle. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

let database: Database;
let courseId = 0;
let clubId = 0;
let regionId = 0;
let municipalityId = 0;

beforeAll(async () => {
  database = await openDatabase({});
  const names = (text: string) => ({
    en: text,
    es: `${text} ES`,
    fr: `${text} FR`,
    sv: `${text} SV`,
  });
  const [region] = await database.db
    .insert(regions)
    .values({
      key: 'costa-del-sol',
      country: 'ES',
      names: names('Costa del Sol'),
      description: names('Sun'),
    })
    .returning();
  const [municipality] = await database.db
    .insert(municipalities)
    .values({ regionId: must(region).id, key: 'marbella', names: names('Marbella') })
    .returning();
  const [club] = await database.db
    .insert(clubs)
    .values({
      key: 'club-uno',
      name: 'Club Uno',
      municipalityId: must(municipality).id,
      address: 'Calle 1',
      postalCode: '29600',
      lat: 36.5,
      lon: -4.9,
      timeZone: 'Europe/Madrid',
      buggyStock: 10,
      buggyUsageMinutes: 240,
      onlineCancellation: true,
      cancellationDeadlineHours: 24,
      description: names('A club'),
      phone: '+34 952 000 001',
      email: 'reservas@club-uno.example',
      website: 'https://www.club-uno.example/',
    })
    .returning();
  const [course] = await database.db
    .insert(courses)
    .values({
      clubId: must(club).id,
      key: 'championship',
      name: 'Championship',
      holes: 18,
      par: 72,
      firstTee: '08:00',
      lastTee: '17:00',
      intervalMinutes: 10,
      daysAhead: 90,
      basePrice: 80,
    })
    .returning();
  regionId = must(region).id;
  municipalityId = must(municipality).id;
  clubId = must(club).id;
  courseId = must(course).id;
});

afterAll(async () => {
  await database.close();
});

let ipCounter = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function makeCtx(
  options: {
    userId?: number | null;
    clock?: ManualClock;
    ip?: string;
    locale?: Locale;
    overrides?: Partial<CallContext>;
  } = {},
): CallContext {
  ipCounter += 1;
  return {
    db: database.db,
    config,
    log,
    clock: options.clock ?? new ManualClock(),
    mailer: outboxMailer,
    throttle,
    background,
    hashing,
    caller: { sessionId: 1, vendorId: 1, userId: options.userId ?? null },
    culture: 'en-GB',
    locale: options.locale ?? 'en',
    // A fresh address per context keeps the per-address limit of one test out of the others.
    ip: options.ip ?? `10.0.0.${ipCounter}`,
    baseUrl: 'http://127.0.0.1:4000',
    ...options.overrides,
  };
}

const allCalls = [
  ...accountCalls,
  ...passwordCalls,
  ...userBookingCalls,
  ...cardCalls,
  ...favouriteCalls,
  ...notificationCalls,
  ...boletinCalls,
];

async function call(
  path: string,
  input: unknown,
  ctx: CallContext,
): Promise<Record<string, unknown>> {
  const registered = allCalls.find((candidate) => candidate.spec.path === path);
  if (!registered) throw new Error(`no handler for ${path}`);
  return registered.handle(registered.spec.request.parse(input), ctx);
}

async function refusal(promise: Promise<unknown>): Promise<Fail> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Fail) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

let emailCounter = 0;
function freshEmail(prefix = 'golfer'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}@example.com`;
}

function signUpInput(email: string, overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Ana',
    apellidos: 'García',
    email,
    password: PASSWORD,
    telefono: '+34 600 000 000',
    pais: 'ES',
    aceptaCondiciones: true,
    ...overrides,
  };
}

async function signUp(email = freshEmail()): Promise<{ id: number; email: string }> {
  const answer = (await call('Usuarios/CrearUsuario', signUpInput(email), makeCtx())) as {
    datos: { idUsuario: number };
  };
  return { id: answer.datos.idUsuario, email };
}

function login(email: string, password: string, ctx: CallContext) {
  return call('Usuarios/LogarUsuario', { email, password }, ctx) as Promise<{
    datos: { token: string; expiracion: string; idUsuario: number };
  }>;
}

let localizadorCounter = 0;
async function insertBooking(options: {
  userId: number | null;
  status: 'held' | 'confirmed' | 'cancelled';
  startsAt: Date;
  players?: number;
  cancelledAt?: Date;
  extraLinePlayers?: number;
}): Promise<{ id: number; localizador: string }> {
  localizadorCounter += 1;
  const localizador = `TST${String(localizadorCounter).padStart(5, '0')}`;
  const [reservation] = await database.db
    .insert(reservations)
    .values({
      localizador,
      sessionId: 1,
      userId: options.userId,
      status: options.status,
      holdExpiresAt: new Date(),
      locale: 'en',
      holderName: 'Ana',
      holderSurname: 'García',
      holderEmail: 'ana@example.com',
      subtotal: 100,
      discount: 0,
      fee: 1.5,
      total: 101.5,
      cancelledAt: options.cancelledAt ?? null,
    })
    .returning();
  const iso = options.startsAt.toISOString();
  const line = {
    reservationId: must(reservation).id,
    clubId,
    courseId,
    playDate: iso.slice(0, 10),
    teeTime: iso.slice(11, 16),
    startsAt: options.startsAt,
    players: options.players ?? 2,
    rates: [],
    services: [],
    lineTotal: 100,
  };
  await database.db.insert(reservationLines).values(line);
  if (options.extraLinePlayers !== undefined) {
    await database.db
      .insert(reservationLines)
      .values({ ...line, players: options.extraLinePlayers });
  }
  return { id: must(reservation).id, localizador };
}

describe('passwords', () => {
  it('stores scrypt parameters, salt and key, and verifies with the stored cost', async () => {
    const stored = await hashPassword('Secret-123', 10);
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '10', '8', '1']);
    expect(Buffer.from(must(parts[4]), 'base64')).toHaveLength(16);
    expect(Buffer.from(must(parts[5]), 'base64')).toHaveLength(64);
    expect(await verifyPassword('Secret-123', stored)).toBe(true);
    expect(await verifyPassword('Secret-124', stored)).toBe(false);
    // A hash made at another cost still verifies, so the cost can be raised later.
    expect(await verifyPassword('Secret-123', await hashPassword('Secret-123', 11))).toBe(true);
    expect(await verifyPassword('Secret-123', 'not-a-hash')).toBe(false);
  });
});

describe('sign-up', () => {
  it('requires the terms to be accepted', async () => {
    const fail = await refusal(
      call(
        'Usuarios/CrearUsuario',
        signUpInput(freshEmail(), { aceptaCondiciones: false }),
        makeCtx(),
      ),
    );
    expect([fail.cod, fail.key]).toEqual([3, 'termsRequired']);
  });

  it('refuses a weak password, a bad e-mail and a blank name', async () => {
    for (const password of ['short1A', 'alllowercase1', 'NoDigitsHere', 'Waytoolongpassword1']) {
      const fail = await refusal(
        call('Usuarios/CrearUsuario', signUpInput(freshEmail(), { password }), makeCtx()),
      );
      expect([fail.cod, fail.key]).toEqual([3, 'passwordWeak']);
    }
    const badEmail = await refusal(
      call('Usuarios/CrearUsuario', signUpInput('not-an-email'), makeCtx()),
    );
    expect([badEmail.cod, badEmail.key]).toEqual([3, 'emailInvalid']);
    const emptyEmail = await refusal(call('Usuarios/CrearUsuario', signUpInput('   '), makeCtx()));
    expect([emptyEmail.cod, emptyEmail.key]).toEqual([3, 'emailEmpty']);
    const blank = await refusal(
      call('Usuarios/CrearUsuario', signUpInput(freshEmail(), { nombre: '   ' }), makeCtx()),
    );
    expect([blank.cod, blank.key]).toEqual([3, 'invalidField']);
    expect(blank.params.detail).toContain('nombre');
  });

  it('refuses an e-mail already registered in another case without saying so, also when two sign-ups race', async () => {
    const email = freshEmail('Case');
    await signUp(email);
    const fail = await refusal(
      call('Usuarios/CrearUsuario', signUpInput(email.toUpperCase()), makeCtx()),
    );
    expect([fail.cod, fail.key]).toEqual([2, 'signUpFailed']);
    expect(message(fail.key, 'en')).toBe('Registration process failed');

    const raced = freshEmail('race');
    const results = await Promise.allSettled([
      call('Usuarios/CrearUsuario', signUpInput(raced), makeCtx()),
      call('Usuarios/CrearUsuario', signUpInput(raced.toUpperCase()), makeCtx()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(
      rejected?.status === 'rejected' && rejected.reason instanceof Fail && rejected.reason.key,
    ).toBe('signUpFailed');
  });

  it('mails the owner of a taken address once a day, in the account’s language, with links to log in and recover', async () => {
    const email = freshEmail('owner');
    await call('Usuarios/CrearUsuario', signUpInput(email), makeCtx({ locale: 'sv' }));
    // Noon UTC: the once-a-day limit is by date, and no attempt below may fall on another one.
    const clock = new ManualClock();
    const noon = new Date(clock.now());
    noon.setUTCHours(36, 0, 0, 0);
    clock.advance(noon.getTime() - clock.now().getTime());
    const attempt = () =>
      refusal(call('Usuarios/CrearUsuario', signUpInput(email.toUpperCase()), makeCtx({ clock })));
    const mails = () =>
      database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'signUpAttempt')));

    expect((await attempt()).key).toBe('signUpFailed');
    const [mail] = await mails();
    expect(mail?.subject).toBe(mailTexts('sv').signUpAttemptSubject);
    expect(mail?.textBody).toContain(mailTexts('sv').signUpAttemptIntro(email));
    expect(mail?.textBody).toContain('http://localhost:3000/sv/login');
    expect(mail?.textBody).toContain('http://localhost:3000/sv/forgot-password');
    expect(mail?.htmlBody).toContain('href="http://localhost:3000/sv/forgot-password"');

    // Many more the same day send nothing more: the form cannot mail-bomb the inbox.
    await attempt();
    await attempt();
    expect(await mails()).toHaveLength(1);
    clock.advance(24 * HOUR);
    await attempt();
    expect(await mails()).toHaveLength(2);
  });

  it('counts every sign-up from an address, successes included, then makes it wait', async () => {
    const ip = '10.9.0.1';
    for (let n = 0; n < config.ENGINE_SIGN_UPS_PER_ADDRESS; n += 1)
      await call('Usuarios/CrearUsuario', signUpInput(freshEmail('many')), makeCtx({ ip }));
    const waiting = await refusal(
      call('Usuarios/CrearUsuario', signUpInput(freshEmail('many')), makeCtx({ ip })),
    );
    expect([waiting.cod, waiting.key]).toEqual([3, 'tooManySignUps']);
    expect(waiting.params.wait).toBe('1 second');
    // Another address signs up as before.
    await call('Usuarios/CrearUsuario', signUpInput(freshEmail('many')), makeCtx());
  });

  it('stores a scrypt hash, never the password, and the locale of the call', async () => {
    const email = freshEmail();
    const answer = (await call(
      'Usuarios/CrearUsuario',
      signUpInput(email),
      makeCtx({ locale: 'sv' }),
    )) as {
      datos: { idUsuario: number };
    };
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, answer.datos.idUsuario));
    expect(must(row).passwordHash).toMatch(
      /^scrypt\$10\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/,
    );
    expect(must(row).passwordHash).not.toContain(PASSWORD);
    expect(must(row).locale).toBe('sv');
  });
});

describe('login', () => {
  it('starts a user session with the right password', async () => {
    const { id, email } = await signUp();
    const answer = await login(email.toUpperCase(), PASSWORD, makeCtx());
    expect(answer.datos.idUsuario).toBe(id);
    expect(answer.datos.token.length).toBeGreaterThan(20);
    const expires = new Date(answer.datos.expiracion).getTime();
    // ENGINE_USER_SESSION_SECONDS, 12 hours unless configured.
    expect(expires - Date.now()).toBeGreaterThan(
      config.ENGINE_USER_SESSION_SECONDS * 1000 - 60_000,
    );
    expect(expires - Date.now()).toBeLessThanOrEqual(config.ENGINE_USER_SESSION_SECONDS * 1000);
    const sessions = await database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.tokenHash, sha256Hex(answer.datos.token)));
    expect(sessions).toHaveLength(1);
  });

  it('answers loginFailed alike for a wrong password, an unknown e-mail and a short password', async () => {
    const { email } = await signUp();
    for (const [address, password] of [
      [email, 'Wrong-pass1'],
      [freshEmail('nobody'), PASSWORD],
      [email, '12345'],
    ] as const) {
      const fail = await refusal(login(address, password, makeCtx()));
      expect([fail.cod, fail.key]).toEqual([2, 'loginFailed']);
    }
  });

  it('after 5 failures from one address, that address waits 1 s, then 2 s, even with the right password', async () => {
    const { email } = await signUp();
    const ip = '192.0.2.50';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const fail = await refusal(login(email, `Wrong-${attempt}xx`, makeCtx({ ip })));
      expect(fail.key).toBe('loginFailed');
    }
    const waiting = await refusal(login(email, PASSWORD, makeCtx({ ip })));
    expect([waiting.cod, waiting.key, waiting.params.wait]).toEqual([
      3,
      'tooManyAttempts',
      '1 second',
    ]);
    await sleep(1_100);
    // The sixth failure doubles the wait; attempts refused while waiting are not counted.
    expect((await refusal(login(email, 'Wrong-6xx', makeCtx({ ip })))).key).toBe('loginFailed');
    const longer = await refusal(login(email, PASSWORD, makeCtx({ ip, locale: 'es' })));
    expect(longer.params.wait).toBe('2 segundos');
    await sleep(2_100);
    expect((await login(email, PASSWORD, makeCtx({ ip }))).datos.token).toBeTruthy();
    // The success forgot the count: the next failure starts no wait.
    await refusal(login(email, 'Wrong-7xx', makeCtx({ ip })));
    expect((await login(email, PASSWORD, makeCtx({ ip }))).datos.token).toBeTruthy();
  });

  it('failures from one address do not keep the golfer at another waiting', async () => {
    const { email } = await signUp();
    const attacker = '192.0.2.51';
    for (let attempt = 1; attempt <= 8; attempt += 1)
      await refusal(login(email, `Wrong-${attempt}xx`, makeCtx({ ip: attacker })));
    expect((await refusal(login(email, PASSWORD, makeCtx({ ip: attacker })))).key).toBe(
      'tooManyAttempts',
    );
    // The golfer's own address has no count of its own: they log in at once.
    expect(
      (await login(email, PASSWORD, makeCtx({ ip: '198.51.100.51' }))).datos.token,
    ).toBeTruthy();
    // Their success does not release the attacker's address.
    expect((await refusal(login(email, PASSWORD, makeCtx({ ip: attacker })))).key).toBe(
      'tooManyAttempts',
    );
  });

  it('the account alone waits only after far more failures, spread over many addresses', async () => {
    const { email } = await signUp();
    const loose = createThrottle({
      rules: throttleRules(
        loadConfig(
          { NODE_ENV: 'development' },
          { ENGINE_LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: 2, ENGINE_LOGIN_FAILURES_PER_ACCOUNT: 4 },
        ),
      ),
      maxWaitSeconds: 900,
    });
    const from = () => makeCtx({ overrides: { throttle: loose } });
    for (let attempt = 1; attempt <= 3; attempt += 1)
      await refusal(login(email, `Wrong-${attempt}xx`, from()));
    expect((await login(email, PASSWORD, from())).datos.token).toBeTruthy();
    // The success forgot the account's count; four failures from four addresses start its wait.
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await refusal(login(email, `Wrong-${attempt}yy`, from()))).key).toBe('loginFailed');
    const waiting = await refusal(login(email, PASSWORD, from()));
    expect([waiting.key, waiting.params.wait]).toEqual(['tooManyAttempts', '1 second']);
  });

  it('makes one address wait after 20 failures across accounts; other addresses do not', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await refusal(login(freshEmail('spray'), 'Whatever1', makeCtx({ ip })));
    }
    const { email } = await signUp();
    const fail = await refusal(login(email, PASSWORD, makeCtx({ ip })));
    expect([fail.cod, fail.key]).toEqual([3, 'tooManyAttempts']);
    expect((await login(email, PASSWORD, makeCtx())).datos.token).toBeTruthy();
  });

  it('counts every login from an address, successes included, then makes it wait', async () => {
    const { email } = await signUp();
    const ip = '10.9.1.1';
    for (let n = 0; n < config.ENGINE_LOGINS_PER_ADDRESS; n += 1)
      await login(email, PASSWORD, makeCtx({ ip }));
    const waiting = await refusal(login(email, PASSWORD, makeCtx({ ip })));
    expect([waiting.cod, waiting.key]).toEqual([3, 'tooManyAttempts']);
    expect((await login(email, PASSWORD, makeCtx())).datos.token).toBeTruthy();
  });

  it('clears the account failures after a successful login', async () => {
    const { email } = await signUp();
    const clock = new ManualClock();
    for (let attempt = 0; attempt < 4; attempt += 1)
      await refusal(login(email, 'Wrong-pass1', makeCtx({ clock })));
    await login(email, PASSWORD, makeCtx({ clock }));
    for (let attempt = 0; attempt < 4; attempt += 1)
      await refusal(login(email, 'Wrong-pass1', makeCtx({ clock })));
    expect((await login(email, PASSWORD, makeCtx({ clock }))).datos.token).toBeTruthy();
  });
});

describe('profile', () => {
  it('reads and updates the profile, refusing an e-mail that belongs to someone else', async () => {
    const me = await signUp();
    const other = await signUp();
    const ctx = makeCtx({ userId: me.id });
    const read = (await call('Usuarios/ObtenerUsuario', {}, ctx)) as {
      datos: Record<string, unknown>;
    };
    expect(read.datos).toMatchObject({
      idUsuario: me.id,
      email: me.email,
      nombre: 'Ana',
      pais: 'ES',
    });
    expect(JSON.stringify(read)).not.toContain('scrypt');

    const update = {
      nombre: 'Ana María',
      apellidos: 'López',
      email: me.email,
      telefono: '1',
      pais: 'PT',
    };
    const taken = await refusal(
      call(
        'Usuarios/ModificarUsuario',
        { ...update, email: other.email.toUpperCase(), passwordActual: PASSWORD },
        ctx,
      ),
    );
    expect([taken.cod, taken.key]).toEqual([2, 'emailInOtherAccount']);
    const invalidEmail = await refusal(
      call('Usuarios/ModificarUsuario', { ...update, email: 'nope' }, ctx),
    );
    expect(invalidEmail.key).toBe('emailInvalid');

    const updated = (await call(
      'Usuarios/ModificarUsuario',
      { ...update, email: me.email.toUpperCase() },
      ctx,
    )) as {
      datos: Record<string, unknown>;
    };
    expect(updated.datos).toMatchObject({
      nombre: 'Ana María',
      apellidos: 'López',
      pais: 'PT',
      email: me.email.toUpperCase(),
    });
  });
});

describe('changing the e-mail', () => {
  it('needs the current password, tells the old address, and ends the other sessions', async () => {
    const oldEmail = freshEmail('old');
    const created = (await call(
      'Usuarios/CrearUsuario',
      signUpInput(oldEmail),
      makeCtx({ locale: 'fr' }),
    )) as { datos: { idUsuario: number } };
    const id = created.datos.idUsuario;
    const mine = await login(oldEmail, PASSWORD, makeCtx());
    const other = await login(oldEmail, PASSWORD, makeCtx());
    const ctx = makeCtx({
      userId: id,
      overrides: { caller: { sessionId: 1, vendorId: 1, userId: id, userToken: mine.datos.token } },
    });
    const newEmail = freshEmail('new');
    const profile = {
      nombre: 'Ana',
      apellidos: 'García',
      email: newEmail,
      telefono: '1',
      pais: 'ES',
    };
    const emailNow = async () =>
      (await database.db.select().from(users).where(eq(users.id, id)))[0]?.email;

    const missing = await refusal(call('Usuarios/ModificarUsuario', profile, ctx));
    expect([missing.cod, missing.key]).toEqual([3, 'currentPasswordRequired']);
    const wrong = await refusal(
      call('Usuarios/ModificarUsuario', { ...profile, passwordActual: 'Wrong-pass1' }, ctx),
    );
    expect([wrong.cod, wrong.key]).toEqual([2, 'wrongPassword']);
    expect(await emailNow()).toBe(oldEmail);

    await call('Usuarios/ModificarUsuario', { ...profile, passwordActual: PASSWORD }, ctx);
    expect(await emailNow()).toBe(newEmail);
    const [mail, ...more] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, oldEmail), eq(outbox.kind, 'emailChanged')));
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(mailTexts('fr').emailChangedSubject);
    expect(mail?.textBody).toContain(mailTexts('fr').emailChangedIntro(oldEmail, newEmail));
    expect(mail?.textBody).toContain('http://localhost:3000/fr/contact-info');
    const sessions = await database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, id));
    expect(sessions.map((s) => s.tokenHash)).toEqual([sha256Hex(mine.datos.token)]);
    expect(other.datos.token).not.toBe(mine.datos.token);

    // Other fields, and the same address in another case, change without the password.
    await call(
      'Usuarios/ModificarUsuario',
      { ...profile, email: newEmail.toUpperCase(), telefono: '2' },
      ctx,
    );
    expect(await emailNow()).toBe(newEmail.toUpperCase());
  });
});

describe('password recovery', () => {
  async function recoveryMails(email: string) {
    // The mail is written after the answer: wait for it, as a golfer waits for their inbox.
    await background.settled();
    return database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'passwordRecovery')));
  }

  function tokenOf(text: string): string {
    const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error('no token in the mail');
    return match[1];
  }

  it('mails a one-time link, storing only the digest of its token', async () => {
    const { id, email } = await signUp();
    const clock = new ManualClock();
    const session = await login(email, PASSWORD, makeCtx({ clock }));
    expect(
      await call(
        'Usuarios/RecuperarPasswordUsuario',
        { email: email.toUpperCase() },
        makeCtx({ clock }),
      ),
    ).toEqual({});

    const mails = await recoveryMails(email);
    expect(mails).toHaveLength(1);
    expect(must(mails[0]).textBody).toContain('http://localhost:3000/reset-password?token=');
    const token = tokenOf(must(mails[0]).textBody);
    expect(must(mails[0]).htmlBody).toContain(token);

    const stored = await database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, id));
    expect(stored).toHaveLength(1);
    expect(must(stored[0]).tokenHash).not.toBe(token);
    expect(must(stored[0]).tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const newPassword = 'Eagle#2025';
    const changed = await call(
      'Usuarios/ModificarPasswordUsuario',
      { tokenRecuperacion: token, passwordNueva: newPassword },
      makeCtx({ clock }),
    );
    // The link proved the mailbox, so the answer names it for the shop to log the golfer in.
    expect(changed).toEqual({ datos: { email } });
    expect(
      await database.db
        .select()
        .from(userSessions)
        .where(eq(userSessions.tokenHash, sha256Hex(session.datos.token))),
    ).toHaveLength(0);
    expect((await login(email, newPassword, makeCtx({ clock }))).datos.idUsuario).toBe(id);

    const again = await refusal(
      call(
        'Usuarios/ModificarPasswordUsuario',
        { tokenRecuperacion: token, passwordNueva: 'Another#2025' },
        makeCtx({ clock }),
      ),
    );
    expect([again.cod, again.key]).toEqual([2, 'recoveryTokenInvalid']);
  });

  it('refuses a weak password without spending the token, which then works', async () => {
    const { id, email } = await signUp();
    const clock = new ManualClock();
    await call('Usuarios/RecuperarPasswordUsuario', { email }, makeCtx({ clock }));
    const token = tokenOf(must((await recoveryMails(email))[0]).textBody);

    const weak = await refusal(
      call(
        'Usuarios/ModificarPasswordUsuario',
        { tokenRecuperacion: token, passwordNueva: 'weak' },
        makeCtx({ clock }),
      ),
    );
    expect([weak.cod, weak.key]).toEqual([3, 'passwordWeak']);
    expect(
      await call(
        'Usuarios/ModificarPasswordUsuario',
        { tokenRecuperacion: token, passwordNueva: 'Eagle#2025' },
        makeCtx({ clock }),
      ),
    ).toEqual({ datos: { email } });
    expect((await login(email, 'Eagle#2025', makeCtx({ clock }))).datos.idUsuario).toBe(id);
  });

  it('refuses a link after 60 minutes', async () => {
    const { email } = await signUp();
    const clock = new ManualClock();
    await call('Usuarios/RecuperarPasswordUsuario', { email }, makeCtx({ clock }));
    const token = tokenOf(must((await recoveryMails(email))[0]).textBody);
    clock.advance(61 * 60_000);
    const expired = await refusal(
      call(
        'Usuarios/ModificarPasswordUsuario',
        { tokenRecuperacion: token, passwordNueva: 'Eagle#2025' },
        makeCtx({ clock }),
      ),
    );
    expect([expired.cod, expired.key]).toEqual([2, 'recoveryTokenInvalid']);
    expect((await login(email, PASSWORD, makeCtx({ clock }))).datos.token).toBeTruthy();
  });

  it('checks the token before hashing the new password', async () => {
    // A cost scrypt refuses outright: reaching the hash would throw, not answer.
    const ctx = makeCtx({ overrides: { config: { ...config, SCRYPT_LOG_N: 40 } } });
    const fail = await refusal(
      call(
        'Usuarios/ModificarPasswordUsuario',
        { tokenRecuperacion: 'made-up-token', passwordNueva: 'Eagle#2025' },
        ctx,
      ),
    );
    expect([fail.cod, fail.key]).toEqual([2, 'recoveryTokenInvalid']);
  });

  it('answers before the account is looked up or mailed, and logs a send that fails', async () => {
    const { email } = await signUp();
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slowMailer: Mailer = {
      async enqueue(executor, mail) {
        await gate;
        return outboxMailer.enqueue(executor, mail);
      },
    };
    const errors: string[] = [];
    const watched = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
    const later = createBackground(watched);
    const ctx = () => makeCtx({ overrides: { mailer: slowMailer, background: later } });
    const reply = call('Usuarios/RecuperarPasswordUsuario', { email }, ctx());
    const answered = await Promise.race([
      reply,
      sleep(2_000).then(() => 'still waiting for the mail'),
    ]);
    open();
    await reply;
    expect(answered).toEqual({});
    await later.settled();
    expect(await recoveryMails(email)).toHaveLength(1);

    const broken: Mailer = {
      enqueue: () => Promise.reject(new Error('outbox unavailable')),
    };
    expect(
      await call(
        'Usuarios/RecuperarPasswordUsuario',
        { email },
        makeCtx({ overrides: { mailer: broken, background: later } }),
      ),
    ).toEqual({});
    await later.settled();
    expect(errors.join('\n')).toContain('background task failed');
    expect(errors.join('\n')).toContain('outbox unavailable');
  });

  it('requests from one address do not keep the golfer at another from recovering', async () => {
    const { email } = await signUp();
    const attacker = '192.0.2.60';
    for (let n = 0; n < 3; n += 1)
      await call('Usuarios/RecuperarPasswordUsuario', { email }, makeCtx({ ip: attacker }));
    const waiting = await refusal(
      call('Usuarios/RecuperarPasswordUsuario', { email }, makeCtx({ ip: attacker })),
    );
    expect([waiting.cod, waiting.key]).toEqual([3, 'tooManyRecoveries']);
    expect(
      await call('Usuarios/RecuperarPasswordUsuario', { email }, makeCtx({ ip: '198.51.100.60' })),
    ).toEqual({});
    expect(await recoveryMails(email)).toHaveLength(4);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = freshEmail('ghost');
    expect(await call('Usuarios/RecuperarPasswordUsuario', { email }, makeCtx())).toEqual({});
    expect(await recoveryMails(email)).toHaveLength(0);
  });

  it('adds the token to the shop’s reset page and refuses any other page or address', async () => {
    const { email } = await signUp();
    await call(
      'Usuarios/RecuperarPasswordUsuario',
      { email, urlRecuperacion: 'http://127.0.0.1:3000/es/reset-password' },
      makeCtx(),
    );
    expect(must((await recoveryMails(email))[0]).textBody).toMatch(
      /http:\/\/127\.0\.0\.1:3000\/es\/reset-password\?token=[A-Za-z0-9_-]{43}\s/,
    );
    for (const urlRecuperacion of [
      'javascript:alert(1)',
      'https://evil.example/reset-password',
      'http://localhost:3000@evil.example/reset-password',
      'http://user:pass@localhost:3000/reset-password',
      'http://localhost:3000/reset-pass\tword',
      'blob:http://localhost:3000/reset-password',
      '/reset-password',
      'http://127.0.0.1:3000/es/reset-password?from=mail',
      'http://127.0.0.1:3000/es/reset-password?',
      'http://127.0.0.1:3000/es/reset-password#top',
      'http://127.0.0.1:3000/api/language?to=en&next=/.//evil.example/?',
    ]) {
      const fail = await refusal(
        call('Usuarios/RecuperarPasswordUsuario', { email, urlRecuperacion }, makeCtx()),
      );
      expect([fail.cod, fail.key, fail.params.field], urlRecuperacion).toEqual([
        3,
        'returnUrlNotAllowed',
        'urlRecuperacion',
      ]);
    }
    expect(await recoveryMails(email)).toHaveLength(1);
    expect(recoveryLink('http://127.0.0.1:3000/sv/reset-password', 'a+b/c=')).toBe(
      'http://127.0.0.1:3000/sv/reset-password?token=a%2Bb%2Fc%3D',
    );
  });

  it('sends the recovery e-mail for a federation player id, answers alike for an unknown one, never a password', async () => {
    const { id, email } = await signUp();
    await database.db.update(users).set({ playerId: 'RFEG-123' }).where(eq(users.id, id));
    const answer = await call(
      'Usuarios/ObtenerPasswordUsuarioPorIdJugadorRepwin',
      { idJugadorRepwin: 'RFEG-123' },
      makeCtx(),
    );
    expect(answer).toEqual({ datos: { enviado: true } });
    expect(await recoveryMails(email)).toHaveLength(1);
    // An unknown id gets the same answer, so the call does not tell which ids have accounts.
    expect(
      await call(
        'Usuarios/ObtenerPasswordUsuarioPorIdJugadorRepwin',
        { idJugadorRepwin: 'nobody' },
        makeCtx(),
      ),
    ).toEqual(answer);
  });
});

describe('change password while logged in', () => {
  it('requires the current password and ends the other sessions', async () => {
    const { id, email } = await signUp();
    const session = await login(email, PASSWORD, makeCtx());
    const ctx = makeCtx({ userId: id });

    const wrong = await refusal(
      call(
        'Usuarios/ModificarPasswordUsuario',
        { passwordActual: 'Wrong-pass1', passwordNueva: 'Eagle#2025' },
        ctx,
      ),
    );
    expect([wrong.cod, wrong.key]).toEqual([2, 'wrongPassword']);
    const anonymous = await refusal(
      call(
        'Usuarios/ModificarPasswordUsuario',
        { passwordActual: PASSWORD, passwordNueva: 'Eagle#2025' },
        makeCtx(),
      ),
    );
    expect([anonymous.cod, anonymous.key]).toEqual([3, 'invalidField']);

    await call(
      'Usuarios/ModificarPasswordUsuario',
      { passwordActual: PASSWORD, passwordNueva: 'Eagle#2025' },
      ctx,
    );
    expect(
      await database.db
        .select()
        .from(userSessions)
        .where(eq(userSessions.tokenHash, sha256Hex(session.datos.token))),
    ).toHaveLength(0);
    expect((await refusal(login(email, PASSWORD, makeCtx()))).key).toBe('loginFailed');
    expect((await login(email, 'Eagle#2025', makeCtx())).datos.idUsuario).toBe(id);
  });

  it('counts wrong current passwords as failed logins, in a change and in a deletion', async () => {
    const { id, email } = await signUp();
    const ip = '192.0.2.70';
    const ctx = makeCtx({ userId: id, ip });
    const change = (passwordActual: string) =>
      call(
        'Usuarios/ModificarPasswordUsuario',
        { passwordActual, passwordNueva: 'Eagle#2025' },
        ctx,
      );
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await refusal(change(`Wrong-${attempt}xx`))).key).toBe('wrongPassword');
    for (let attempt = 4; attempt <= 5; attempt += 1) {
      const fail = await refusal(
        call('Usuarios/EliminarUsuario', { password: `Wrong-${attempt}xx` }, ctx),
      );
      expect(fail.key).toBe('wrongPassword');
    }
    // Five failures, as five failed logins: the right password now waits too, and so does a login.
    const waiting = await refusal(change(PASSWORD));
    expect([waiting.cod, waiting.key]).toEqual([3, 'tooManyAttempts']);
    expect((await refusal(call('Usuarios/EliminarUsuario', { password: PASSWORD }, ctx))).key).toBe(
      'tooManyAttempts',
    );
    expect((await refusal(login(email, PASSWORD, makeCtx({ ip })))).key).toBe('tooManyAttempts');
    expect(await database.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
  });
});

/** A card as the sandbox's card page vaults it, for the booking user's payment (null: a guest's). */
let vaultCounter = 0;
async function vault(
  userId: number | null,
  card: Partial<typeof cardTokens.$inferInsert> = {},
): Promise<string> {
  vaultCounter += 1;
  const token = `tok_test_${vaultCounter}`;
  await database.db.insert(cardTokens).values({
    token,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2099,
    holder: 'ANA GARCIA',
    userId,
    ...card,
  });
  return token;
}

describe('saved cards', () => {
  type CardAnswer = {
    datos: {
      idUsuarioTarjeta: number;
      numeroTarjeta: string;
      caducidadTarjeta: string;
      marca: string;
      titular: string;
    };
  };

  it('saves a card from a token once, and shows only its last four digits', async () => {
    const { id } = await signUp();
    const ctx = makeCtx({ userId: id });
    const visa = await vault(id);
    const amex = await vault(id, { brand: 'amex', last4: '0005', expMonth: 3, expYear: 2098 });
    const old = await vault(id, { last4: '1111', expMonth: 1, expYear: 2020 });
    const first = (await call(
      'Usuarios/CrearTarjetaUsuario',
      { tokenTarjeta: visa },
      ctx,
    )) as CardAnswer;
    expect(first.datos).toMatchObject({
      numeroTarjeta: '•••• •••• •••• 4242',
      caducidadTarjeta: '12/2099',
      marca: 'visa',
      titular: 'ANA GARCIA',
    });
    const again = (await call(
      'Usuarios/CrearTarjetaUsuario',
      { tokenTarjeta: visa },
      ctx,
    )) as CardAnswer;
    expect(again.datos.idUsuarioTarjeta).toBe(first.datos.idUsuarioTarjeta);

    const extended = (await call(
      'Usuarios/CrearTarjetaExtendidaUsuario',
      { tokenTarjeta: amex, titular: ' Ana López ' },
      ctx,
    )) as CardAnswer;
    expect(extended.datos).toMatchObject({
      titular: 'Ana López',
      caducidadTarjeta: '03/2098',
      marca: 'amex',
    });

    const list = (await call('Usuarios/ListarTarjetasUsuario', {}, ctx)) as {
      datos: { listaTarjetas: CardAnswer['datos'][] };
    };
    expect(list.datos.listaTarjetas).toHaveLength(2);
    for (const card of list.datos.listaTarjetas)
      expect(card.numeroTarjeta).toMatch(/^•••• •••• •••• \d{4}$/);
    // No run of more than four digits anywhere in the answer (ids and the expiry year aside).
    const text = JSON.stringify(
      list.datos.listaTarjetas.map(({ numeroTarjeta, titular, marca }) => ({
        numeroTarjeta,
        titular,
        marca,
      })),
    );
    expect(text).not.toMatch(/\d{5,}/);
    expect(JSON.stringify(list)).not.toContain('tok_');

    const exists = await call(
      'Usuarios/ComprobarExisteTarjetaUsuario',
      { tokenTarjeta: visa },
      ctx,
    );
    expect(exists).toEqual({ datos: { existe: true } });
    const missing = await call(
      'Usuarios/ComprobarExisteTarjetaUsuario',
      { tokenTarjeta: old },
      ctx,
    );
    expect(missing).toEqual({ datos: { existe: false } });
  });

  it('refuses unknown and expired tokens', async () => {
    const { id } = await signUp();
    const ctx = makeCtx({ userId: id });
    const unknown = await refusal(
      call('Usuarios/CrearTarjetaUsuario', { tokenTarjeta: 'tok_nope' }, ctx),
    );
    expect([unknown.cod, unknown.key]).toEqual([2, 'cardTokenInvalid']);
    const old = await vault(id, { last4: '1111', expMonth: 1, expYear: 2020 });
    const expired = await refusal(call('Usuarios/CrearTarjetaUsuario', { tokenTarjeta: old }, ctx));
    expect([expired.cod, expired.key]).toEqual([2, 'cardExpired']);
  });

  it("refuses a token another user's payment vaulted, or a guest's, as an unknown one", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const ctx = makeCtx({ userId: intruder.id });
    for (const token of [await vault(owner.id), await vault(null)]) {
      for (const [path, input] of [
        ['Usuarios/CrearTarjetaUsuario', { tokenTarjeta: token }],
        ['Usuarios/CrearTarjetaExtendidaUsuario', { tokenTarjeta: token, titular: 'Eve' }],
      ] as const) {
        const fail = await refusal(call(path, input, ctx));
        expect([fail.cod, fail.key], path).toEqual([2, 'cardTokenInvalid']);
      }
    }
    expect(
      await database.db.select().from(userCards).where(eq(userCards.userId, intruder.id)),
    ).toHaveLength(0);
  });

  it("does not let a user delete another user's card", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const saved = (await call(
      'Usuarios/CrearTarjetaUsuario',
      { tokenTarjeta: await vault(owner.id) },
      makeCtx({ userId: owner.id }),
    )) as CardAnswer;
    const cardId = saved.datos.idUsuarioTarjeta;

    const fail = await refusal(
      call(
        'Usuarios/EliminarTarjetaUsuario',
        { idUsuarioTarjeta: cardId },
        makeCtx({ userId: intruder.id }),
      ),
    );
    expect([fail.cod, fail.key]).toEqual([2, 'cardNotFound']);
    expect(await database.db.select().from(userCards).where(eq(userCards.id, cardId))).toHaveLength(
      1,
    );

    await call(
      'Usuarios/EliminarTarjetaUsuario',
      { idUsuarioTarjeta: cardId },
      makeCtx({ userId: owner.id }),
    );
    expect(await database.db.select().from(userCards).where(eq(userCards.id, cardId))).toHaveLength(
      0,
    );
  });
});

describe('favourite courses', () => {
  it('adds and removes idempotently, with names in the caller’s language', async () => {
    const { id } = await signUp();
    const ctx = makeCtx({ userId: id, locale: 'es' });
    await call('Usuarios/CrearUsuarioRecorridoFavorito', { idRecorrido: courseId }, ctx);
    await call('Usuarios/CrearUsuarioRecorridoFavorito', { idRecorrido: courseId }, ctx);
    const list = (await call('Usuarios/ObtenerUsuarioRecorridosFavoritos', {}, ctx)) as {
      datos: { listaRecorridos: unknown[] };
    };
    expect(list.datos.listaRecorridos).toEqual([
      {
        idRecorrido: courseId,
        nombreRecorrido: 'Championship',
        idVendedorProveedor: clubId,
        nombreClub: 'Club Uno',
        idMunicipio: municipalityId,
        nombreMunicipio: 'Marbella ES',
        idRegion: regionId,
        nombreRegion: 'Costa del Sol ES',
      },
    ]);

    const unknown = await refusal(
      call('Usuarios/CrearUsuarioRecorridoFavorito', { idRecorrido: 999_999 }, ctx),
    );
    expect([unknown.cod, unknown.key]).toEqual([2, 'courseNotFound']);

    await call('Usuarios/EliminarUsuarioREcorridoFavorito', { idRecorrido: courseId }, ctx);
    await call('Usuarios/EliminarUsuarioREcorridoFavorito', { idRecorrido: courseId }, ctx);
    const empty = (await call('Usuarios/ObtenerUsuarioRecorridosFavoritos', {}, ctx)) as {
      datos: { listaRecorridos: unknown[] };
    };
    expect(empty.datos.listaRecorridos).toEqual([]);
  });
});

describe('bookings of the user', () => {
  it('lists own confirmed and cancelled bookings, newest play date first, with cancelability', async () => {
    const { id } = await signUp();
    const other = await signUp();
    const clock = new ManualClock();
    const now = clock.now().getTime();
    const soon = await insertBooking({
      userId: id,
      status: 'confirmed',
      startsAt: new Date(now + 12 * HOUR),
    });
    const later = await insertBooking({
      userId: id,
      status: 'confirmed',
      startsAt: new Date(now + 96 * HOUR),
      extraLinePlayers: 3,
    });
    const cancelled = await insertBooking({
      userId: id,
      status: 'cancelled',
      startsAt: new Date(now + 200 * HOUR),
      cancelledAt: new Date(now - 24 * HOUR),
    });
    await insertBooking({ userId: id, status: 'held', startsAt: new Date(now + 50 * HOUR) });
    await insertBooking({
      userId: other.id,
      status: 'confirmed',
      startsAt: new Date(now + 50 * HOUR),
    });

    const ctx = makeCtx({ userId: id, clock });
    const answer = (await call('Usuarios/ObtenerReservasUsuario', {}, ctx)) as {
      reservas: Array<Record<string, unknown>>;
    };
    expect(answer.reservas.map((r) => r.localizador)).toEqual([
      cancelled.localizador,
      later.localizador,
      soon.localizador,
    ]);
    const [first, second, third] = answer.reservas;
    expect(first).toMatchObject({ estado: 'cancelled', cancelable: false });
    expect(second).toMatchObject({
      estado: 'confirmed',
      cancelable: true,
      jugadores: 5,
      numLineas: 2,
      total: 101.5,
      nombreClub: 'Club Uno',
      nombreRecorrido: 'Championship',
      idVendedorProveedor: clubId,
      idRecorrido: courseId,
      zonaHoraria: 'Europe/Madrid',
      permiteCancelacionOnline: true,
      fechaHoraJuego: new Date(now + 96 * HOUR).toISOString(),
      // The club's 24 hours before the tee time.
      fechaLimiteCancelacion: new Date(now + 72 * HOUR).toISOString(),
    });
    expect(must(second).fechaJuego).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(must(second).horaJuego).toMatch(/^\d{2}:\d{2}$/);
    // Inside the club's 24-hour deadline.
    expect(third).toMatchObject({ estado: 'confirmed', cancelable: false });

    const zones = (await call(
      'Usuarios/ObtenerReservasZonasUsuario',
      {},
      makeCtx({ userId: id, locale: 'fr' }),
    )) as {
      datos: { listaZonas: unknown[] };
    };
    expect(zones.datos.listaZonas).toEqual([
      { idRegion: regionId, nombreRegion: 'Costa del Sol FR', numReservas: 2 },
    ]);

    const notices = (await call(
      'Usuarios/ObtenerNotificacionesPushUsuario',
      {},
      makeCtx({ userId: id, clock, locale: 'es' }),
    )) as {
      datos: { listaNotificaciones: Array<Record<string, string>> };
    };
    expect(notices.datos.listaNotificaciones.map((n) => [n.tipo, n.localizador])).toEqual([
      ['recordatorio', soon.localizador],
      ['cancelada', cancelled.localizador],
    ]);
    expect(must(notices.datos.listaNotificaciones[0]).titulo).toBe('Tu hora de salida se acerca');
    expect(must(notices.datos.listaNotificaciones[1]).texto).toContain(cancelled.localizador);
  });
});

describe('deleting an account', () => {
  it('needs the password, removes sessions, cards and favourites, and keeps the bookings', async () => {
    const { id, email } = await signUp();
    const session = await login(email, PASSWORD, makeCtx());
    const ctx = makeCtx({ userId: id });
    await call('Usuarios/CrearTarjetaUsuario', { tokenTarjeta: await vault(id) }, ctx);
    await call('Usuarios/CrearUsuarioRecorridoFavorito', { idRecorrido: courseId }, ctx);
    const booking = await insertBooking({
      userId: id,
      status: 'confirmed',
      startsAt: new Date(Date.now() + 72 * HOUR),
    });

    const wrong = await refusal(call('Usuarios/EliminarUsuario', { password: 'Wrong-pass1' }, ctx));
    expect([wrong.cod, wrong.key]).toEqual([2, 'wrongPassword']);

    expect(await call('Usuarios/EliminarUsuario', { password: PASSWORD }, ctx)).toEqual({});
    expect(await database.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(
      await database.db
        .select()
        .from(userSessions)
        .where(eq(userSessions.tokenHash, sha256Hex(session.datos.token))),
    ).toHaveLength(0);
    expect(await database.db.select().from(userCards).where(eq(userCards.userId, id))).toHaveLength(
      0,
    );
    expect(
      await database.db.select().from(favourites).where(eq(favourites.userId, id)),
    ).toHaveLength(0);
    const [kept] = await database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, booking.id));
    expect(kept).toMatchObject({
      userId: null,
      localizador: booking.localizador,
      status: 'confirmed',
      holderEmail: 'ana@example.com',
    });
  });
});

describe('newsletter', () => {
  /** Subscribes and opens the mailed link, as the address's owner would. */
  async function subscribeConfirmed(email: string): Promise<void> {
    await call('Boletin/Suscribirse', { email }, makeCtx());
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'newsletterConfirm'), eq(outbox.recipient, email)));
    const token = /\?token=([\w-]+)/.exec(must(mail).textBody)?.[1];
    await call('Boletin/ConfirmarSuscripcion', { tokenConfirmacion: must(token) }, makeCtx());
  }

  it('subscribes only once the link is opened, mails a welcome once, and reports the owner’s subscription', async () => {
    const mine = await signUp(freshEmail('News'));
    const first = await call('Boletin/Suscribirse', { email: mine.email }, makeCtx());
    expect(first).toEqual({ datos: { pendienteConfirmacion: true } });
    expect(await call('Boletin/ComprobarSuscripcion', {}, makeCtx({ userId: mine.id }))).toEqual({
      datos: { suscrito: false, pendiente: true },
    });
    await subscribeConfirmed(mine.email);
    const repeat = await call(
      'Boletin/Suscribirse',
      { email: mine.email.toUpperCase() },
      makeCtx(),
    );
    expect(repeat).toEqual(first);

    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `newsletter:${mine.email.toLowerCase()}`));
    expect(mails).toHaveLength(1);
    expect(must(mails[0]).recipient).toBe(mine.email);

    expect(
      await call(
        'Boletin/ComprobarSuscripcion',
        { email: mine.email.toUpperCase() },
        makeCtx({ userId: mine.id }),
      ),
    ).toEqual({ datos: { suscrito: true, pendiente: false } });
    const bad = await refusal(call('Boletin/Suscribirse', { email: 'not an email' }, makeCtx()));
    expect([bad.cod, bad.key]).toEqual([3, 'emailInvalid']);
  });

  it('unsubscribes only the logged-in golfer’s own address, whatever its case, and needs a login', async () => {
    const mine = await signUp(freshEmail('Leaver'));
    const other = await signUp(freshEmail('Stayer'));
    await subscribeConfirmed(mine.email.toUpperCase());
    await subscribeConfirmed(other.email);

    expect(await call('Boletin/CancelarSuscripcion', {}, makeCtx({ userId: mine.id }))).toEqual({
      datos: { suscrito: false },
    });
    expect(await call('Boletin/ComprobarSuscripcion', {}, makeCtx({ userId: mine.id }))).toEqual({
      datos: { suscrito: false, pendiente: false },
    });
    // Someone else's subscription is untouched, and a second unsubscribe is no error.
    expect(await call('Boletin/ComprobarSuscripcion', {}, makeCtx({ userId: other.id }))).toEqual({
      datos: { suscrito: true, pendiente: false },
    });
    expect(await call('Boletin/CancelarSuscripcion', {}, makeCtx({ userId: mine.id }))).toEqual({
      datos: { suscrito: false },
    });

    // The body cannot name an address: the request is strict, and a visitor has no account.
    await expect(
      call('Boletin/CancelarSuscripcion', { email: other.email }, makeCtx({ userId: mine.id })),
    ).rejects.toThrow();
    const visitor = await refusal(call('Boletin/CancelarSuscripcion', {}, makeCtx()));
    expect(visitor.cod).toBe(3);
  });
});
