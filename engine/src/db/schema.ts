/**
 * The one database schema of the engine. Migrations in `engine/drizzle/` are generated from it
 * (`pnpm --filter @fairway/engine migrate:generate`) and applied at start on PGlite and on the
 * PostgreSQL server alike.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export type Names = { en: string; es: string; fr: string; sv: string };

/**
 * A file sent with a mail, its bytes in base64 (jsonb holds text). With a `cid`, the HTML shows
 * it inline (`<img src="cid:…">`) rather than listing it as an attachment.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
  cid?: string;
}
/**
 * What a search term names: a region, a municipality, a club by its name, or a club by its area
 * (kept apart so a club's own name can rank before its area; see services/search-rank.ts).
 */
export type TermKind = 'REG' | 'MUN' | 'CLUB' | 'AREA';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The vendor's anonymous sessions; a token is stored only as its SHA-256 (hex). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    vendorId: integer('vendor_id').notNull(),
    culture: text('culture').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    country: char('country', { length: 2 }).notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    description: jsonb('description').$type<Names>().notNull(),
  },
  (t) => [uniqueIndex('regions_key_uq').on(t.key)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    key: text('key').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
  },
  (t) => [
    uniqueIndex('municipalities_key_uq').on(t.key),
    index('municipalities_region_idx').on(t.regionId),
  ],
);

export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    address: text('address').notNull(),
    /** The resort or village golfers know the club by ('Vilamoura'); null when none. */
    area: text('area'),
    postalCode: text('postal_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    timeZone: text('time_zone').notNull(),
    prestige: boolean('prestige').notNull().default(false),
    buggyStock: integer('buggy_stock').notNull(),
    buggyUsageMinutes: integer('buggy_usage_minutes').notNull(),
    onlineCancellation: boolean('online_cancellation').notNull(),
    cancellationDeadlineHours: integer('cancellation_deadline_hours').notNull(),
    description: jsonb('description').$type<Names>().notNull(),
    /** The club's desk, in international form ('+34 952 123 456'): the golfer's call on the day. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** The club's own site, an absolute https URL. */
    website: text('website').notNull(),
    /**
     * The club's Stripe connected account (`acct_…`) its share of a paid booking is transferred
     * to (payments/stripe-connect.ts); null when the club has none yet: its share waits for the
     * back office.
     */
    stripeAccount: text('stripe_account'),
  },
  (t) => [
    uniqueIndex('clubs_key_uq').on(t.key),
    index('clubs_municipality_idx').on(t.municipalityId),
    check('clubs_buggy_stock_ck', sql`${t.buggyStock} >= 0`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    holes: smallint('holes').notNull(),
    par: smallint('par').notNull(),
    firstTee: text('first_tee').notNull(),
    lastTee: text('last_tee').notNull(),
    intervalMinutes: smallint('interval_minutes').notNull(),
    playersPerSlot: smallint('players_per_slot').notNull().default(4),
    daysAhead: smallint('days_ahead').notNull(),
    basePrice: money('base_price').notNull(),
  },
  (t) => [
    uniqueIndex('courses_club_key_uq').on(t.clubId, t.key),
    check('courses_holes_ck', sql`${t.holes} in (9, 18)`),
    check('courses_players_ck', sql`${t.playersPerSlot} between 1 and 4`),
  ],
);

/**
 * A course's scorecard: each hole's par and its length in metres from the white, yellow and red
 * tees. The pars of a course's holes add up to the course's par (seed/scorecard-rules.ts).
 */
export const courseHoles = pgTable(
  'course_holes',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    number: smallint('number').notNull(),
    par: smallint('par').notNull(),
    whiteMetres: smallint('white_metres').notNull(),
    yellowMetres: smallint('yellow_metres').notNull(),
    redMetres: smallint('red_metres').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.number] }),
    check('course_holes_number_ck', sql`${t.number} between 1 and 18`),
    check('course_holes_par_ck', sql`${t.par} between 3 and 5`),
  ],
);

/** Rates (tarifas) of a course by time band; weekday, weekend and season factors apply on top. */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    kind: text('kind').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    notes: jsonb('notes').$type<Names>().notNull(),
    bandStart: text('band_start').notNull(),
    bandEnd: text('band_end').notNull(),
    weekdayPrice: money('weekday_price').notNull(),
    weekendPrice: money('weekend_price').notNull(),
    highSeasonFactor: numeric('high_season_factor', {
      precision: 4,
      scale: 2,
      mode: 'number',
    }).notNull(),
    highSeasonMonths: integer('high_season_months').array().notNull(),
    /** Share of the price the club receives (precioNeto). */
    netFactor: numeric('net_factor', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    includedServiceIds: integer('included_service_ids').array().notNull(),
  },
  (t) => [index('rates_course_idx').on(t.courseId)],
);

/** Service types: 1 buggy, 2 trolley, 3 club rental. */
export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  names: jsonb('names').$type<Names>().notNull(),
});

/** A club's stock of a service; one unit is out for `usage_minutes` from its tee time. */
export const clubServices = pgTable(
  'club_services',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    price: money('price').notNull(),
    stock: integer('stock').notNull(),
    usageMinutes: integer('usage_minutes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.serviceId] }),
    check('club_services_stock_ck', sql`${t.stock} >= 0`),
  ],
);

/** Promocodes (with a code) and automatic offers (without one). */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    kind: text('kind').notNull(),
    value: money('value').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    clubId: integer('club_id').references(() => clubs.id),
    minPlayers: smallint('min_players').notNull().default(1),
    /**
     * Usage limits of a promocode, null for none: paid bookings (and live holds) using it in all,
     * and per holder's e-mail (services/offer-usage.ts). Only a code can carry them: an automatic
     * offer is never asked for, so it could never be refused with a message.
     */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
  },
  (t) => [
    uniqueIndex('offers_code_uq').on(t.code),
    check('offers_kind_ck', sql`${t.kind} in ('percent', 'fixed', 'free_player')`),
    check(
      'offers_limits_ck',
      sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0) and (${t.code} is not null or (${t.maxUses} is null and ${t.maxUsesPerCustomer} is null))`,
    ),
  ],
);

/** One row per tee time that was ever held: the row lock that serialises capacity decisions. */
export const teeSlots = pgTable(
  'tee_slots',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    playDate: date('play_date').notNull(),
    teeTime: text('tee_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.playDate, t.teeTime] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    locale: text('locale').notNull().default('en'),
    /** Federation player id (Repwin), when the golfer gave one. */
    playerId: text('player_id'),
    passwordHash: text('password_hash').notNull(),
    /**
     * The golfer's Customer at Stripe (cus_…), made the first time they keep a card there: Stripe
     * keeps a saved card's PaymentMethod attached to one Customer.
     */
    stripeCustomer: text('stripe_customer'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

/** Logged-in users' sessions; a user token is stored only as its SHA-256 (hex). */
export const userSessions = pgTable(
  'user_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    index('user_sessions_user_idx').on(t.userId),
    index('user_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The store of rate-limiter-flexible's RateLimiterPostgres (services/throttle.ts), in the shape
 * that library creates itself; declared here so a migration makes it and the engine's database
 * role needs no right to create tables. `expire` is in milliseconds since the epoch.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** Saved cards: a provider token and what may be shown; never the number or the code. */
export const userCards = pgTable(
  'user_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Who keeps the card: the sandbox's vault, Stripe (the token is a PaymentMethod attached to
     * the user's Customer) or Redsys (the token is its card-on-file Ds_Merchant_Identifier). A
     * card pays only through the provider that keeps it.
     */
    provider: text('provider').notNull().default('sandbox'),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holder: text('holder').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  // One row per card and user, however often it is saved at once (a double click, the payment's
  // notification and GuardarTarjetaDePago together).
  (t) => [uniqueIndex('user_cards_user_token_uq').on(t.userId, t.providerToken)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const carts = pgTable('carts', {
  localizador: char('localizador', { length: 8 }).primaryKey(),
  sessionId: integer('session_id'),
  userId: integer('user_id'),
  json: jsonb('json').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * A reservation is the pre-booking and then the booking: held (capacity counted until
 * hold_expires_at), confirmed, cancelled; or released / expired without payment.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    localizador: char('localizador', { length: 8 }).notNull(),
    cartLocalizador: char('cart_localizador', { length: 8 }),
    sessionId: integer('session_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    holdExpiresAt: instant('hold_expires_at').notNull(),
    locale: text('locale').notNull(),
    holderName: text('holder_name').notNull(),
    holderSurname: text('holder_surname').notNull(),
    holderEmail: text('holder_email').notNull(),
    holderPhone: text('holder_phone').notNull().default(''),
    /**
     * The client address the hold was asked from (http/client-address.ts: IPv6 by its /64), so
     * what an address holds unpaid is counted across all its sessions; null before 0009.
     */
    clientAddress: text('client_address'),
    promoCode: text('promo_code'),
    /** The logged-in owner asked to keep the card that pays (ModificarSalvarTarjeta, or salvarTarjeta). */
    saveCard: boolean('save_card').notNull().default(false),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    fee: money('fee').notNull(),
    total: money('total').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    uniqueIndex('reservations_localizador_uq').on(t.localizador),
    index('reservations_user_idx').on(t.userId),
    // Live holds by address and by holder's e-mail (hold-queries.ts); paid rows stay out.
    index('reservations_held_address_idx')
      .on(t.clientAddress)
      .where(sql`${t.status} = 'held'`),
    index('reservations_held_email_idx')
      .on(sql`lower(${t.holderEmail})`)
      .where(sql`${t.status} = 'held'`),
    index('reservations_promo_code_idx').on(t.promoCode),
    check(
      'reservations_status_ck',
      sql`${t.status} in ('held', 'confirmed', 'cancelled', 'released', 'expired')`,
    ),
    check('reservations_total_ck', sql`${t.total} >= 0`),
  ],
);

export const reservationLines = pgTable(
  'reservation_lines',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    playDate: date('play_date').notNull(),
    teeTime: text('tee_time').notNull(),
    startsAt: instant('starts_at').notNull(),
    players: smallint('players').notNull(),
    /** Priced rate and service lines as booked, so later price changes never alter a booking. */
    rates: jsonb('rates').$type<BookedLine[]>().notNull(),
    services: jsonb('services').$type<BookedServiceLine[]>().notNull(),
    lineTotal: money('line_total').notNull(),
    /** The multipack this line is a round of (its share of the pack's price); null for a tee time. */
    multipackId: integer('multipack_id').references(() => multipacks.id),
  },
  (t) => [
    index('reservation_lines_slot_idx').on(t.courseId, t.playDate, t.teeTime),
    index('reservation_lines_club_day_idx').on(t.clubId, t.playDate),
    index('reservation_lines_reservation_idx').on(t.reservationId),
    check('reservation_lines_players_ck', sql`${t.players} between 1 and 4`),
  ],
);

export interface BookedLine {
  idTarifa: number;
  name: string;
  unitPrice: number;
  quantity: number;
  total: number;
}

export interface BookedServiceLine extends BookedLine {
  idServicio: number;
  usageMinutes: number;
}

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    provider: text('provider').notNull(),
    /**
     * The payment's name at its provider (Redsys: DS_MERCHANT_ORDER); null until the provider
     * needs one. A notification is matched by it and checked against amount and currency.
     */
    providerReference: text('provider_reference'),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    /** ISO 4217 letters; every price is in euros today (Redsys's numeric 978). */
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    returnUrlOk: text('return_url_ok'),
    returnUrlKo: text('return_url_ko'),
    cardBrand: text('card_brand'),
    cardLast4: char('card_last4', { length: 4 }),
    /** The saved card this payment is made with: the card page asks only for its security code. */
    userCardId: integer('user_card_id').references(() => userCards.id, { onDelete: 'set null' }),
    /** The sandbox vault token of the card that paid, so a user can keep it. */
    cardToken: text('card_token'),
    failureReason: text('failure_reason'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_public_id_uq').on(t.publicId),
    uniqueIndex('payments_provider_reference_uq').on(t.provider, t.providerReference),
    index('payments_reservation_idx').on(t.reservationId),
    check(
      'payments_status_ck',
      sql`${t.status} in ('pending', 'challenge', 'authorized', 'succeeded', 'declined', 'refunded', 'expired')`,
    ),
  ],
);

/** Money actually taken; one per payment, which is what makes a retried notification harmless. */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    providerChargeId: text('provider_charge_id').notNull(),
    amount: money('amount').notNull(),
    refundedAt: instant('refunded_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charges_payment_uq').on(t.paymentId),
    uniqueIndex('charges_provider_uq').on(t.providerChargeId),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id),
  kind: text('kind').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

export const cancellations = pgTable(
  'cancellations',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    /** Pre-cancellation reference handed to the caller; confirming it cancels. */
    reference: char('reference', { length: 10 }).notNull(),
    status: text('status').notNull(),
    refundAmount: money('refund_amount').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    completedAt: instant('completed_at'),
  },
  (t) => [uniqueIndex('cancellations_reference_uq').on(t.reference)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    dedupeKey: text('dedupe_key'),
    /** Files sent with the mail (the voucher's QR code and calendar); emptied with the bodies. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Once set, the bodies are emptied: a sent reset or confirmation link is not kept. */
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: instant('last_attempt_at'),
    lastError: text('last_error'),
    /** When the mail may next be tried; null once sent or given up. */
    nextAttemptAt: instant('next_attempt_at').defaultNow(),
    /** A sender's lease: no other process takes the mail before it ends. */
    claimedUntil: instant('claimed_until'),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_uq').on(t.dedupeKey),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
  ],
);

export const newsletter = pgTable(
  'newsletter',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Double opt-in: the address counts as subscribed only once its link was opened. */
    confirmedAt: instant('confirmed_at'),
    /** The pending confirmation link's token, stored only as its SHA-256 (hex); null once used. */
    tokenHash: text('token_hash'),
    /** When the last confirmation mail went out: its link's age, and the gap before another. */
    tokenSentAt: instant('token_sent_at'),
  },
  (t) => [
    uniqueIndex('newsletter_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_token_hash_uq').on(t.tokenHash),
  ],
);

export const texts = pgTable(
  'texts',
  {
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.locale] })],
);

export const boardMessages = pgTable('board_messages', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: jsonb('title').$type<Names>().notNull(),
  body: jsonb('body').$type<Names>().notNull(),
  /** An offer's promocode (offers.code): the offer shows only while that code is valid. */
  promoCode: text('promo_code'),
});

export const blogPosts = pgTable('blog_posts', {
  id: text('id').primaryKey(),
  blogId: text('blog_id').notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  labels: text('labels').array().notNull(),
  published: instant('published').notNull(),
  author: text('author').notNull(),
});

/**
 * Normalised names (accents and case folded) the search box answers to, in every language and
 * the local one: ref_id is a regions.id for `kind` 'REG', a municipalities.id for 'MUN', and a
 * clubs.id for 'CLUB' (the club's name) and 'AREA' (its area).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    kind: text('kind').$type<TermKind>().notNull(),
    refId: integer('ref_id').notNull(),
  },
  (t) => [
    // Without a pending list: bulk seeding would otherwise leave the index slow until a vacuum.
    index('search_terms_trgm_idx')
      .using('gin', sql`${t.term} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('search_terms_prefix_idx').on(sql`${t.term} text_pattern_ops`),
    uniqueIndex('search_terms_uq').on(t.kind, t.refId, t.term),
  ],
);

/** The sandbox provider's vault: what a card token stands for. A real provider keeps this itself. */
export const cardTokens = pgTable('card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: char('last4', { length: 4 }).notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  holder: text('holder').notNull(),
  /**
   * The payment whose card page vaulted the card, and that booking's user if logged in: only
   * that user may save it (user-cards.ts). Entries made before these columns belong to no one.
   */
  paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * Each club's share of a paid booking (the total less Fairway's non-refundable fee, split by the
 * club's lines) and what became of it: transferred to the club's connected account (Stripe
 * Connect), waiting for the back office (`pendiente`), or refused (`fallido`). One row per booking
 * and club; `reversed` is the part a refund took back (reversed at Stripe when it was transferred,
 * else simply no longer owed).
 */
/** What became of a club's share, in the contract's words. */
export type SplitState = 'pendiente' | 'realizado' | 'fallido';

export const clubTransfers = pgTable(
  'club_transfers',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    /** The payment the share was paid with; null when the back office recorded it by hand. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The connected account the share goes to, as the club had it then; null: none. */
    destination: text('destination'),
    amount: money('amount').notNull(),
    reversed: money('reversed').notNull().default(0),
    /** Stripe's transfer (`tr_…`) once made. */
    transferId: text('transfer_id'),
    status: text('status').$type<SplitState>().notNull(),
    failureReason: text('failure_reason'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_transfers_reservation_club_uq').on(t.reservationId, t.clubId),
    check('club_transfers_status_ck', sql`${t.status} in ('pendiente', 'realizado', 'fallido')`),
    check(
      'club_transfers_amounts_ck',
      sql`${t.amount} >= 0 and ${t.reversed} >= 0 and ${t.reversed} <= ${t.amount}`,
    ),
  ],
);

/** Audit trail of a reservation: refunds, transfer splits and other operator-facing states. */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('reservation_events_reservation_idx').on(t.reservationId)],
);

/** Formats a tournament round is played in (the contract's FORMATOS_RONDA). */
export type RoundFormat = 'stableford' | 'strokePlay' | 'matchPlay' | 'fourball' | 'scramble';
/** A registered player's level, sex and preferred turn (the contract's NIVELES, SEXOS, TURNOS). */
export type PlayerLevel = 'iniciacion' | 'medio' | 'avanzado' | 'profesional';
export type PlayerSex = 'masculino' | 'femenino';
export type PlayerTurn = 'manana' | 'tarde' | 'indiferente';

/**
 * A club's tournament. Its state is never stored: it follows from the registration window, the
 * rounds' dates and what the club has published (services/tournament-rules.ts). Places are held
 * like tee-time capacity: a registration locks this row, then counts confirmed entries and live
 * holds in the same transaction.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    name: text('name').notNull(),
    description: jsonb('description').$type<Names>().notNull(),
    entryFee: money('entry_fee').notNull(),
    maxPlayers: smallint('max_players').notNull(),
    handicapMin: numeric('handicap_min', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    handicapMax: numeric('handicap_max', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    onlineRegistration: boolean('online_registration').notNull(),
    registrationOpensAt: instant('registration_opens_at').notNull(),
    registrationClosesAt: instant('registration_closes_at').notNull(),
    /** When the club published the draw (tournament_tee_times); null while it has not. */
    schedulePublishedAt: instant('schedule_published_at'),
    /** When the club published the ratings (tournament_results); null while it has not. */
    ratingsPublishedAt: instant('ratings_published_at'),
  },
  (t) => [
    uniqueIndex('tournaments_key_uq').on(t.key),
    index('tournaments_club_idx').on(t.clubId),
    check('tournaments_fee_ck', sql`${t.entryFee} >= 0`),
    check('tournaments_players_ck', sql`${t.maxPlayers} between 1 and 1000`),
    check('tournaments_handicap_ck', sql`${t.handicapMin} <= ${t.handicapMax}`),
    check('tournaments_window_ck', sql`${t.registrationOpensAt} < ${t.registrationClosesAt}`),
  ],
);

export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    playDate: date('play_date').notNull(),
    /** The first tee time of the round, club-local HH:MM. */
    firstTee: text('first_tee').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    format: text('format').$type<RoundFormat>().notNull(),
  },
  (t) => [
    uniqueIndex('tournament_rounds_number_uq').on(t.tournamentId, t.number),
    check(
      'tournament_rounds_format_ck',
      sql`${t.format} in ('stableford', 'strokePlay', 'matchPlay', 'fourball', 'scramble')`,
    ),
  ],
);

/**
 * A registration is a reservation (the hold, its payment, the confirmation and voucher are the
 * tee times' own) with no tee-time lines and this row instead.
 */
export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    players: smallint('players').notNull(),
    /** The entry fee each player paid, as registered, so a later change never alters a booking. */
    entryFee: money('entry_fee').notNull(),
  },
  (t) => [
    index('tournament_registrations_tournament_idx').on(t.tournamentId),
    check('tournament_registrations_players_ck', sql`${t.players} >= 1`),
  ],
);

export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => tournamentRegistrations.reservationId, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    handicap: numeric('handicap', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    level: text('level').$type<PlayerLevel>().notNull(),
    sex: text('sex').$type<PlayerSex>().notNull(),
    turn: text('turn').$type<PlayerTurn>().notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** The phone's digits and the e-mail folded: what makes two entries the same player. */
    phoneKey: text('phone_key').notNull(),
    emailKey: text('email_key'),
  },
  (t) => [
    index('tournament_players_reservation_idx').on(t.reservationId),
    index('tournament_players_tournament_idx').on(t.tournamentId),
  ],
);

/** The published draw: who tees off when, round by round. */
export const tournamentTeeTimes = pgTable(
  'tournament_tee_times',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    teeTime: text('tee_time').notNull(),
    startingTee: smallint('starting_tee').notNull(),
    players: text('players').array().notNull(),
  },
  (t) => [index('tournament_tee_times_tournament_idx').on(t.tournamentId, t.round, t.teeTime)],
);

/** The published ratings: the classification with each round's score. */
export const tournamentResults = pgTable(
  'tournament_results',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    player: text('player').notNull(),
    handicap: numeric('handicap', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    scores: integer('scores').array().notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('tournament_results_tournament_idx').on(t.tournamentId, t.position)],
);

/**
 * A multipack: N green fees at a listed set of courses (multipack_courses), sold at one price per
 * player, every round played within `window_days` of the first (null: the engine's default,
 * MULTIPACK_WINDOW_DAYS). The first round is played between `sale_from` and `sale_to`, club
 * time; off sale (`on_sale` false) it is shown but cannot be bought.
 */
export const multipacks = pgTable(
  'multipacks',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    description: jsonb('description').$type<Names>().notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    rounds: smallint('rounds').notNull(),
    /** Per player, for all the rounds, in euros. */
    price: money('price').notNull(),
    windowDays: smallint('window_days'),
    saleFrom: date('sale_from').notNull(),
    saleTo: date('sale_to').notNull(),
    onSale: boolean('on_sale').notNull(),
  },
  (t) => [
    uniqueIndex('multipacks_key_uq').on(t.key),
    index('multipacks_region_idx').on(t.regionId),
    check('multipacks_rounds_ck', sql`${t.rounds} between 1 and 10`),
    check('multipacks_price_ck', sql`${t.price} >= 0`),
    check(
      'multipacks_window_ck',
      sql`${t.windowDays} is null or ${t.windowDays} between 0 and 365`,
    ),
    check('multipacks_sale_ck', sql`${t.saleFrom} <= ${t.saleTo}`),
  ],
);

export const multipackCourses = pgTable(
  'multipack_courses',
  {
    multipackId: integer('multipack_id')
      .notNull()
      .references(() => multipacks.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
  },
  (t) => [
    primaryKey({ columns: [t.multipackId, t.courseId] }),
    index('multipack_courses_course_idx').on(t.courseId),
  ],
);

/**
 * A golfer's review of a course they played (issue 29): written once per paid booking by the user
 * who booked it, about the course of the booking's first tee time. Seeded reviews have no booking
 * (engine/src/seed/review-seed.ts). Hidden once enough visitors reported it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'cascade',
    }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown with the review, as the golfer had it when writing ('Ana M.'). */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    reports: integer('reports').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    uniqueIndex('reviews_reservation_uq').on(t.reservationId),
    index('reviews_club_idx').on(t.clubId, t.createdAt),
    index('reviews_course_idx').on(t.courseId),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

/** Who reported a review: one report per visitor session, so one visitor cannot hide a review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.sessionId] })],
);
