import { createHash, randomBytes } from 'node:crypto';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import {
  formatCardExpiry,
  formatDate,
  maskCardNumber,
  validateCardExpiry,
  validateEmail,
  validatePassword,
} from '@fairway/design-system/rules';
import { comprobarSuscripcion, suscribirse } from '../contract/comun.ts';
import {
  comprobarExisteTarjetaUsuario,
  crearTarjetaExtendidaUsuario,
  crearTarjetaUsuario,
  crearUsuario,
  crearUsuarioRecorridoFavorito,
  eliminarTarjetaUsuario,
  eliminarUsuario,
  eliminarUsuarioRecorridoFavorito,
  listarTarjetasUsuario,
  logarUsuario,
  modificarPasswordUsuario,
  modificarUsuario,
  obtenerNotificacionesPushUsuario,
  obtenerPasswordUsuarioPorIdJugadorRepwin,
  obtenerReservasUsuario,
  obtenerReservasZonasUsuario,
  obtenerUsuario,
  obtenerUsuarioRecorridosFavoritos,
  recuperarPasswordUsuario,
} from '../contract/usuarios.ts';
import type { Executor } from '../db/client.ts';
import {
  cardTokens,
  carts,
  clubs,
  courses,
  favourites,
  loginAttempts,
  municipalities,
  newsletter,
  passwordResets,
  payments,
  regions,
  reservationLines,
  reservations,
  userCards,
  userSessions,
  users,
} from '../db/schema.ts';
import { failure, invalid } from '../http/fail.ts';
import { handle, type CallContext, type Caller, type Registered } from '../http/registry.ts';
import type { EngineLocale } from '../i18n/messages.ts';
import { newsletterWelcomeMail, passwordRecoveryMail } from '../render/mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { startUserSession } from './sessions.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const RECOVERY_MINUTES = 60;
/** Live recovery links per account; beyond it requests are silently dropped, so nobody can mail-bomb an inbox. */
const MAX_LIVE_RECOVERY_LINKS = 5;

// ---------------------------------------------------------------------------------------------
// Shared checks

function requireUserId(ctx: CallContext): number {
  if (ctx.caller.userId === null)
    throw invalid('invalidField', { detail: 'idUsuario: user credentials required' });
  return ctx.caller.userId;
}

/** Maps the shared rule's verdict onto the engine's messages; returns the trimmed address. */
function checkEmail(value: string): string {
  const verdict = validateEmail(value);
  if (verdict === 'email.empty') throw invalid('emailEmpty');
  if (verdict !== null) throw invalid('emailInvalid');
  return value.trim();
}

function checkStrictPassword(value: string): void {
  if (validatePassword(value, 'strict') !== null) throw invalid('passwordWeak');
}

function requiredText<K extends string>(fields: Record<K, string>): Record<K, string> {
  const trimmed = {} as Record<K, string>;
  for (const name of Object.keys(fields) as K[]) {
    const value = fields[name].trim();
    if (value === '') throw invalid('invalidField', { detail: `${name}: required` });
    trimmed[name] = value;
  }
  return trimmed;
}

/** Concurrent sign-ups pass the existence check together; the unique index decides, and drizzle wraps its error. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function emailInUse(
  executor: Executor,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const sameEmail = sql`lower(${users.email}) = lower(${email})`;
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// Unknown e-mails are checked against this so they cost as much time as a wrong password.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(logN: number): Promise<string> {
  let hash = dummyHashes.get(logN);
  if (!hash) {
    hash = hashPassword(randomBytes(18).toString('base64'), logN);
    dummyHashes.set(logN, hash);
  }
  return hash;
}

// ---------------------------------------------------------------------------------------------
// Account

type UserRow = typeof users.$inferSelect;

function userView(user: UserRow) {
  return {
    idUsuario: user.id,
    nombre: user.name,
    apellidos: user.surname,
    email: user.email,
    telefono: user.phone,
    pais: user.country,
  };
}

async function loadUser(ctx: CallContext, userId: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw failure('userNotFound');
  return user;
}

const crearUsuarioCall = handle(crearUsuario, async (input, ctx) => {
  if (!input.aceptaCondiciones) throw invalid('termsRequired');
  const fields = requiredText({
    nombre: input.nombre,
    apellidos: input.apellidos,
    telefono: input.telefono,
    pais: input.pais,
  });
  const email = checkEmail(input.email);
  checkStrictPassword(input.password);
  if (await emailInUse(ctx.db, email)) throw failure('emailTaken');
  const passwordHash = await hashPassword(input.password, ctx.config.SCRYPT_LOG_N);
  try {
    const [created] = await ctx.db
      .insert(users)
      .values({
        email,
        name: fields.nombre,
        surname: fields.apellidos,
        phone: fields.telefono,
        country: fields.pais,
        locale: ctx.locale,
        passwordHash,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    return { datos: { idUsuario: created.id } };
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('emailTaken');
    throw error;
  }
});

async function recentFailures(
  ctx: CallContext,
  keys: string[],
  now: Date,
): Promise<Map<string, number>> {
  const counted = await ctx.db
    .select({ key: loginAttempts.key, failures: count() })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.key, keys),
        gt(loginAttempts.at, new Date(now.getTime() - LOGIN_WINDOW_MS)),
      ),
    )
    .groupBy(loginAttempts.key);
  return new Map(counted.map((row) => [row.key, Number(row.failures)]));
}

async function recordFailure(ctx: CallContext, keys: string[], now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values(keys.map((key) => ({ key, at: now })));
    // Rows that left the window count for nothing; sweeping these keys here keeps the table small.
    await tx
      .delete(loginAttempts)
      .where(
        and(
          inArray(loginAttempts.key, keys),
          lte(loginAttempts.at, new Date(now.getTime() - LOGIN_WINDOW_MS)),
        ),
      );
  });
}

/**
 * Parallel attempts may each pass the count before any failure is written, so a burst can go a
 * few over the limit; serialising them would hold a connection through every scrypt.
 */
const logarUsuarioCall = handle(logarUsuario, async (input, ctx) => {
  const now = ctx.clock.now();
  const accountKey = `acct:${input.email.trim().toLowerCase()}`;
  const addressKey = `ip:${ctx.ip}`;
  const keys = [accountKey, addressKey];
  const failures = await recentFailures(ctx, keys, now);
  if (
    (failures.get(accountKey) ?? 0) >= MAX_FAILURES_PER_ACCOUNT ||
    (failures.get(addressKey) ?? 0) >= MAX_FAILURES_PER_ADDRESS
  ) {
    throw failure('tooManyAttempts');
  }
  const refuse = async () => {
    await recordFailure(ctx, keys, now);
    return failure('loginFailed');
  };
  if (validateEmail(input.email) !== null || validatePassword(input.password, 'basic') !== null)
    throw await refuse();

  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email.trim()})`)
    .limit(1);
  const stored = user?.passwordHash ?? (await dummyHash(ctx.config.SCRYPT_LOG_N));
  const matches = await verifyPassword(input.password, stored);
  if (!user || !matches) throw await refuse();

  const session = await ctx.db.transaction(async (tx) => {
    await tx.delete(loginAttempts).where(eq(loginAttempts.key, accountKey));
    return startUserSession(tx, user.id, now);
  });
  return { datos: session };
});

const obtenerUsuarioCall = handle(obtenerUsuario, async (_input, ctx) => {
  const user = await loadUser(ctx, requireUserId(ctx));
  return { datos: userView(user) };
});

const modificarUsuarioCall = handle(modificarUsuario, async (input, ctx) => {
  const userId = requireUserId(ctx);
  const fields = requiredText({
    nombre: input.nombre,
    apellidos: input.apellidos,
    telefono: input.telefono,
    pais: input.pais,
  });
  const email = checkEmail(input.email);
  if (await emailInUse(ctx.db, email, userId)) throw failure('emailTaken');
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({
        email,
        name: fields.nombre,
        surname: fields.apellidos,
        phone: fields.telefono,
        country: fields.pais,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw failure('userNotFound');
    return { datos: userView(updated) };
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('emailTaken');
    throw error;
  }
});

const eliminarUsuarioCall = handle(eliminarUsuario, async (input, ctx) => {
  const userId = requireUserId(ctx);
  const user = await loadUser(ctx, userId);
  if (!(await verifyPassword(input.password, user.passwordHash))) throw failure('wrongPassword');
  await ctx.db.transaction(async (tx) => {
    // These two columns name the user without a foreign key, so nothing would clear them otherwise.
    await tx.update(carts).set({ userId: null }).where(eq(carts.userId, userId));
    await tx
      .update(payments)
      .set({ saveCardForUser: null })
      .where(eq(payments.saveCardForUser, userId));
    // Sessions, cards, favourites and recovery links cascade; reservations keep their data with user_id null.
    await tx.delete(users).where(eq(users.id, userId));
  });
  return {};
});

// ---------------------------------------------------------------------------------------------
// Passwords

function recoveryBase(ctx: CallContext, requested: string | undefined): string {
  if (requested === undefined || requested.trim() === '')
    return `${ctx.baseUrl.replace(/\/+$/, '')}/reset-password`;
  const url = requested.trim();
  // The link carries a live token: only a plain web address may receive it, never javascript: or data:.
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('invalidField', { detail: 'urlRecuperacion: must be an http(s) URL' });
  }
  if (
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    parsed.username !== '' ||
    parsed.password !== ''
  ) {
    throw invalid('invalidField', { detail: 'urlRecuperacion: must be an http(s) URL' });
  }
  return url;
}

/** Adds the token as a query parameter, before any fragment so the page still receives it. */
export function recoveryLink(base: string, token: string): string {
  const hashAt = base.indexOf('#');
  const beforeHash = hashAt === -1 ? base : base.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : base.slice(hashAt);
  const separator = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  return `${beforeHash}${separator}token=${token}${fragment}`;
}

async function sendRecovery(
  ctx: CallContext,
  user: { id: number; email: string; name: string },
  base: string,
): Promise<void> {
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), lte(passwordResets.expiresAt, now)));
    const [live] = await tx
      .select({ links: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    if (Number(live?.links ?? 0) >= MAX_LIVE_RECOVERY_LINKS) {
      ctx.log.warn({ userId: user.id }, 'recovery link not sent: too many live links');
      return;
    }
    // Only the digest is stored, so a copy of the database opens no account.
    await tx.insert(passwordResets).values({
      tokenHash: sha256Hex(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RECOVERY_MINUTES * MINUTE_MS),
    });
    await ctx.mailer.enqueue(tx, {
      kind: 'passwordRecovery',
      to: user.email,
      content: passwordRecoveryMail({
        locale: ctx.locale,
        name: user.name,
        resetUrl: recoveryLink(base, token),
        expiresMinutes: RECOVERY_MINUTES,
      }),
    });
  });
}

const recuperarPasswordUsuarioCall = handle(recuperarPasswordUsuario, async (input, ctx) => {
  const email = checkEmail(input.email);
  const base = recoveryBase(ctx, input.urlRecuperacion);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  // The same answer whether or not the account exists, so the call cannot list who has one.
  if (user) await sendRecovery(ctx, user, base);
  return {};
});

const obtenerPasswordPorJugadorCall = handle(
  obtenerPasswordUsuarioPorIdJugadorRepwin,
  async (input, ctx) => {
    const [user] = await ctx.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.playerId, input.idJugadorRepwin))
      .limit(1);
    if (!user) throw failure('playerNotFound');
    await sendRecovery(ctx, user, recoveryBase(ctx, undefined));
    return { datos: { enviado: true } };
  },
);

/**
 * The caller's own user token, if the registry passes it on. Without it the current session
 * cannot be told apart from the others, and every session ends (the site then asks to log in
 * again), which is the safe side after a password change.
 */
function currentUserToken(caller: Caller): string | undefined {
  const token = (caller as Caller & { userToken?: unknown }).userToken;
  return typeof token === 'string' ? token : undefined;
}

const modificarPasswordUsuarioCall = handle(modificarPasswordUsuario, async (input, ctx) => {
  checkStrictPassword(input.passwordNueva);
  const now = ctx.clock.now();

  if (input.tokenRecuperacion !== undefined) {
    const passwordHash = await hashPassword(input.passwordNueva, ctx.config.SCRYPT_LOG_N);
    await ctx.db.transaction(async (tx) => {
      // One conditional update both checks and spends the token, so two uses at once cannot both pass.
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, sha256Hex(input.tokenRecuperacion ?? '')),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!reset) throw failure('recoveryTokenInvalid');
      await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
      await tx.delete(userSessions).where(eq(userSessions.userId, reset.userId));
      await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    });
    return {};
  }

  const userId = requireUserId(ctx);
  const user = await loadUser(ctx, userId);
  if (!(await verifyPassword(input.passwordActual ?? '', user.passwordHash)))
    throw failure('wrongPassword');
  const passwordHash = await hashPassword(input.passwordNueva, ctx.config.SCRYPT_LOG_N);
  const keep = currentUserToken(ctx.caller);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(userSessions)
      .where(
        keep === undefined
          ? eq(userSessions.userId, userId)
          : and(eq(userSessions.userId, userId), ne(userSessions.token, keep)),
      );
    // A recovery link asked for before the change must not undo it.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
  return {};
});

// ---------------------------------------------------------------------------------------------
// Bookings of the user

interface BookingLine {
  reservationId: number;
  localizador: string;
  status: string;
  createdAt: Date;
  cancelledAt: Date | null;
  total: number;
  lineId: number;
  playDate: string;
  teeTime: string;
  startsAt: Date;
  players: number;
  clubId: number;
  clubName: string;
  timeZone: string;
  onlineCancellation: boolean;
  cancellationDeadlineHours: number;
  courseName: string;
}

interface Booking {
  first: BookingLine;
  lines: BookingLine[];
}

const bookingLineColumns = {
  reservationId: reservations.id,
  localizador: reservations.localizador,
  status: reservations.status,
  createdAt: reservations.createdAt,
  cancelledAt: reservations.cancelledAt,
  total: reservations.total,
  lineId: reservationLines.id,
  playDate: reservationLines.playDate,
  teeTime: reservationLines.teeTime,
  startsAt: reservationLines.startsAt,
  players: reservationLines.players,
  clubId: clubs.id,
  clubName: clubs.name,
  timeZone: clubs.timeZone,
  onlineCancellation: clubs.onlineCancellation,
  cancellationDeadlineHours: clubs.cancellationDeadlineHours,
  courseName: courses.name,
};

/** Bookings of one user with their lines in booking order; a booking without lines has nothing to show. */
async function userBookings(
  ctx: CallContext,
  userId: number,
  statuses: string[],
): Promise<Booking[]> {
  const lines: BookingLine[] = await ctx.db
    .select(bookingLineColumns)
    .from(reservations)
    .innerJoin(reservationLines, eq(reservationLines.reservationId, reservations.id))
    .innerJoin(clubs, eq(clubs.id, reservationLines.clubId))
    .innerJoin(courses, eq(courses.id, reservationLines.courseId))
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, statuses)))
    .orderBy(asc(reservations.id), asc(reservationLines.id));
  const byReservation = new Map<number, Booking>();
  for (const line of lines) {
    const booking = byReservation.get(line.reservationId);
    if (booking) booking.lines.push(line);
    else byReservation.set(line.reservationId, { first: line, lines: [line] });
  }
  return [...byReservation.values()];
}

function isCancelable(line: BookingLine, now: Date): boolean {
  const deadline = line.startsAt.getTime() - line.cancellationDeadlineHours * HOUR_MS;
  return line.status === 'confirmed' && line.onlineCancellation && now.getTime() < deadline;
}

const obtenerReservasUsuarioCall = handle(obtenerReservasUsuario, async (_input, ctx) => {
  const userId = requireUserId(ctx);
  const now = ctx.clock.now();
  const bookings = await userBookings(ctx, userId, ['confirmed', 'cancelled']);
  bookings.sort(
    (a, b) =>
      b.first.playDate.localeCompare(a.first.playDate) ||
      b.first.teeTime.localeCompare(a.first.teeTime) ||
      b.first.reservationId - a.first.reservationId,
  );
  return {
    reservas: bookings.map(({ first, lines }) => ({
      fechaReserva: first.createdAt.toISOString(),
      localizador: first.localizador,
      estado: first.status,
      nombreClub: first.clubName,
      nombreRecorrido: first.courseName,
      idVendedorProveedor: first.clubId,
      fechaJuego: first.playDate,
      horaJuego: first.teeTime,
      zonaHoraria: first.timeZone,
      jugadores: lines.reduce((sum, line) => sum + line.players, 0),
      total: first.total,
      cancelable: isCancelable(first, now),
    })),
  };
});

const obtenerReservasZonasUsuarioCall = handle(obtenerReservasZonasUsuario, async (_input, ctx) => {
  const userId = requireUserId(ctx);
  const zones = await ctx.db
    .select({ id: regions.id, names: regions.names, bookings: countDistinct(reservations.id) })
    .from(reservations)
    .innerJoin(reservationLines, eq(reservationLines.reservationId, reservations.id))
    .innerJoin(clubs, eq(clubs.id, reservationLines.clubId))
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(and(eq(reservations.userId, userId), eq(reservations.status, 'confirmed')))
    .groupBy(regions.id)
    .orderBy(desc(countDistinct(reservations.id)), asc(regions.id));
  return {
    datos: {
      listaZonas: zones.map((zone) => ({
        idRegion: zone.id,
        nombreRegion: zone.names[ctx.locale],
        numReservas: Number(zone.bookings),
      })),
    },
  };
});

// ---------------------------------------------------------------------------------------------
// Notifications

interface PushTextArgs {
  localizador: string;
  club: string;
  course: string;
  date: string;
  time: string;
}

const PUSH_TEXTS: Record<
  EngineLocale,
  {
    reminderTitle: string;
    reminder: (a: PushTextArgs) => string;
    cancelledTitle: string;
    cancelled: (a: PushTextArgs) => string;
  }
> = {
  en: {
    reminderTitle: 'Your tee time is coming up',
    reminder: (a) => `${a.course} at ${a.club}, ${a.date} at ${a.time}. Booking ${a.localizador}.`,
    cancelledTitle: 'Booking cancelled',
    cancelled: (a) => `Your booking ${a.localizador} at ${a.club} on ${a.date} has been cancelled.`,
  },
  es: {
    reminderTitle: 'Su hora de salida se acerca',
    reminder: (a) =>
      `${a.course} en ${a.club}, ${a.date} a las ${a.time}. Reserva ${a.localizador}.`,
    cancelledTitle: 'Reserva cancelada',
    cancelled: (a) => `Su reserva ${a.localizador} en ${a.club} del ${a.date} ha sido cancelada.`,
  },
  fr: {
    reminderTitle: 'Votre départ approche',
    reminder: (a) =>
      `${a.course} à ${a.club}, le ${a.date} à ${a.time}. Réservation ${a.localizador}.`,
    cancelledTitle: 'Réservation annulée',
    cancelled: (a) => `Votre réservation ${a.localizador} à ${a.club} du ${a.date} a été annulée.`,
  },
  sv: {
    reminderTitle: 'Din starttid närmar sig',
    reminder: (a) => `${a.course} på ${a.club}, ${a.date} kl. ${a.time}. Bokning ${a.localizador}.`,
    cancelledTitle: 'Bokningen är avbokad',
    cancelled: (a) => `Din bokning ${a.localizador} på ${a.club} den ${a.date} har avbokats.`,
  },
};

export const REMINDER_HOURS = 48;
export const CANCELLED_NOTICE_DAYS = 7;

const obtenerNotificacionesPushUsuarioCall = handle(
  obtenerNotificacionesPushUsuario,
  async (_input, ctx) => {
    const userId = requireUserId(ctx);
    const now = ctx.clock.now().getTime();
    const texts = PUSH_TEXTS[ctx.locale];
    const notices: Array<{
      tipo: string;
      titulo: string;
      texto: string;
      localizador: string;
      fecha: string;
    }> = [];
    const argsOf = (line: BookingLine): PushTextArgs => ({
      localizador: line.localizador,
      club: line.clubName,
      course: line.courseName,
      date: formatDate(line.playDate, ctx.locale),
      time: line.teeTime,
    });
    for (const { first, lines } of await userBookings(ctx, userId, ['confirmed', 'cancelled'])) {
      if (first.status === 'confirmed') {
        const upcoming = lines
          .filter(
            (line) =>
              line.startsAt.getTime() > now &&
              line.startsAt.getTime() <= now + REMINDER_HOURS * HOUR_MS,
          )
          .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
        if (!upcoming) continue;
        notices.push({
          tipo: 'recordatorio',
          titulo: texts.reminderTitle,
          texto: texts.reminder(argsOf(upcoming)),
          localizador: first.localizador,
          fecha: upcoming.startsAt.toISOString(),
        });
      } else if (
        first.cancelledAt &&
        first.cancelledAt.getTime() >= now - CANCELLED_NOTICE_DAYS * 24 * HOUR_MS
      ) {
        notices.push({
          tipo: 'cancelada',
          titulo: texts.cancelledTitle,
          texto: texts.cancelled(argsOf(first)),
          localizador: first.localizador,
          fecha: first.cancelledAt.toISOString(),
        });
      }
    }
    notices.sort((a, b) => b.fecha.localeCompare(a.fecha));
    return { datos: { listaNotificaciones: notices } };
  },
);

// ---------------------------------------------------------------------------------------------
// Saved cards

type CardRow = typeof userCards.$inferSelect;

function cardView(card: CardRow) {
  return {
    idUsuarioTarjeta: card.id,
    numeroTarjeta: maskCardNumber(card.last4),
    caducidadTarjeta: formatCardExpiry(card.expMonth, card.expYear),
    marca: card.brand,
    titular: card.holder,
  };
}

async function saveCard(ctx: CallContext, token: string, holder: string | undefined) {
  const userId = requireUserId(ctx);
  const [vaulted] = await ctx.db
    .select()
    .from(cardTokens)
    .where(eq(cardTokens.token, token))
    .limit(1);
  if (!vaulted) throw failure('cardTokenInvalid');
  if (validateCardExpiry(vaulted.expMonth, vaulted.expYear, ctx.clock.now()) !== null)
    throw failure('cardExpired');
  const card = await ctx.db.transaction(async (tx) => {
    // Locking the user's row serialises saves of one user, so a double click never stores a card twice.
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!owner) throw failure('userNotFound');
    const [existing] = await tx
      .select()
      .from(userCards)
      .where(and(eq(userCards.userId, userId), eq(userCards.providerToken, token)))
      .limit(1);
    if (existing) return existing;
    const [created] = await tx
      .insert(userCards)
      .values({
        userId,
        providerToken: token,
        brand: vaulted.brand,
        last4: vaulted.last4,
        expMonth: vaulted.expMonth,
        expYear: vaulted.expYear,
        holder: holder ?? vaulted.holder,
      })
      .returning();
    if (!created) throw new Error('card insert returned nothing');
    return created;
  });
  return { datos: cardView(card) };
}

const listarTarjetasUsuarioCall = handle(listarTarjetasUsuario, async (_input, ctx) => {
  const userId = requireUserId(ctx);
  const cards = await ctx.db
    .select()
    .from(userCards)
    .where(eq(userCards.userId, userId))
    .orderBy(asc(userCards.createdAt), asc(userCards.id));
  return { datos: { listaTarjetas: cards.map(cardView) } };
});

const crearTarjetaUsuarioCall = handle(crearTarjetaUsuario, (input, ctx) =>
  saveCard(ctx, input.tokenTarjeta, undefined),
);

const crearTarjetaExtendidaUsuarioCall = handle(crearTarjetaExtendidaUsuario, (input, ctx) => {
  const { titular } = requiredText({ titular: input.titular });
  return saveCard(ctx, input.tokenTarjeta, titular);
});

const eliminarTarjetaUsuarioCall = handle(eliminarTarjetaUsuario, async (input, ctx) => {
  const userId = requireUserId(ctx);
  const deleted = await ctx.db
    .delete(userCards)
    .where(and(eq(userCards.id, input.idUsuarioTarjeta), eq(userCards.userId, userId)))
    .returning({ id: userCards.id });
  // Someone else's card answers like a missing one, so ids of other users' cards reveal nothing.
  if (deleted.length === 0) throw failure('cardNotFound');
  return {};
});

const comprobarExisteTarjetaUsuarioCall = handle(
  comprobarExisteTarjetaUsuario,
  async (input, ctx) => {
    const userId = requireUserId(ctx);
    const [card] = await ctx.db
      .select({ id: userCards.id })
      .from(userCards)
      .where(and(eq(userCards.userId, userId), eq(userCards.providerToken, input.tokenTarjeta)))
      .limit(1);
    return { datos: { existe: card !== undefined } };
  },
);

// ---------------------------------------------------------------------------------------------
// Favourite courses

const obtenerRecorridosFavoritosCall = handle(
  obtenerUsuarioRecorridosFavoritos,
  async (_input, ctx) => {
    const userId = requireUserId(ctx);
    const rows = await ctx.db
      .select({
        courseId: courses.id,
        courseName: courses.name,
        clubId: clubs.id,
        clubName: clubs.name,
        municipality: municipalities.names,
      })
      .from(favourites)
      .innerJoin(courses, eq(courses.id, favourites.courseId))
      .innerJoin(clubs, eq(clubs.id, courses.clubId))
      .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), asc(courses.id));
    return {
      datos: {
        listaRecorridos: rows.map((row) => ({
          idRecorrido: row.courseId,
          nombreRecorrido: row.courseName,
          idVendedorProveedor: row.clubId,
          nombreClub: row.clubName,
          nombreMunicipio: row.municipality[ctx.locale],
        })),
      },
    };
  },
);

const crearRecorridoFavoritoCall = handle(crearUsuarioRecorridoFavorito, async (input, ctx) => {
  const userId = requireUserId(ctx);
  const [course] = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, input.idRecorrido))
    .limit(1);
  if (!course) throw failure('courseNotFound');
  await ctx.db.insert(favourites).values({ userId, courseId: course.id }).onConflictDoNothing();
  return {};
});

const eliminarRecorridoFavoritoCall = handle(
  eliminarUsuarioRecorridoFavorito,
  async (input, ctx) => {
    const userId = requireUserId(ctx);
    await ctx.db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.courseId, input.idRecorrido)));
    return {};
  },
);

// ---------------------------------------------------------------------------------------------
// Newsletter

const suscribirseCall = handle(suscribirse, async (input, ctx) => {
  const email = checkEmail(input.email);
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletter)
      .values({ email, locale: ctx.locale })
      .onConflictDoNothing()
      .returning({ id: newsletter.id });
    if (inserted.length === 0) return { datos: { suscrito: true, yaSuscrito: true } };
    await ctx.mailer.enqueue(tx, {
      kind: 'newsletterWelcome',
      to: email,
      content: newsletterWelcomeMail({ locale: ctx.locale, email }),
      dedupeKey: `newsletter:${email.toLowerCase()}`,
    });
    return { datos: { suscrito: true, yaSuscrito: false } };
  });
});

const comprobarSuscripcionCall = handle(comprobarSuscripcion, async (input, ctx) => {
  const email = checkEmail(input.email);
  const [row] = await ctx.db
    .select({ id: newsletter.id })
    .from(newsletter)
    .where(sql`lower(${newsletter.email}) = lower(${email})`)
    .limit(1);
  return { datos: { suscrito: row !== undefined } };
});

export const usuariosCalls: Registered[] = [
  crearUsuarioCall,
  logarUsuarioCall,
  obtenerUsuarioCall,
  modificarUsuarioCall,
  eliminarUsuarioCall,
  recuperarPasswordUsuarioCall,
  obtenerPasswordPorJugadorCall,
  modificarPasswordUsuarioCall,
  obtenerReservasUsuarioCall,
  obtenerReservasZonasUsuarioCall,
  obtenerNotificacionesPushUsuarioCall,
  listarTarjetasUsuarioCall,
  crearTarjetaUsuarioCall,
  crearTarjetaExtendidaUsuarioCall,
  eliminarTarjetaUsuarioCall,
  comprobarExisteTarjetaUsuarioCall,
  obtenerRecorridosFavoritosCall,
  crearRecorridoFavoritoCall,
  eliminarRecorridoFavoritoCall,
];

export const boletinCalls: Registered[] = [suscribirseCall, comprobarSuscripcionCall];
