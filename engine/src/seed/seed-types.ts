/**
 * Shapes of the hand-written seed data. The seed loader turns these into rows; the scale
 * generator produces the same shapes, so both paths share one loader.
 */
import type { Locale } from '@fairway/rules';

/** A name in each of the four languages; repeat the same text where a language keeps the local name. */
export type LocalizedText = Record<Locale, string>;

export type Country = 'ES' | 'PT';

export type TimeZone =
  'Europe/Madrid' | 'Atlantic/Canary' | 'Europe/Lisbon' | 'Atlantic/Madeira' | 'Atlantic/Azores';

export interface SeedCourse {
  /** Unique within its club, kebab-case ('old-course'). */
  key: string;
  /** Public course name ('Los Naranjos', 'Old Course', 'Pitch & Putt'). */
  name: string;
  holes: 9 | 18;
  par: number;
  /** First and last tee time of the day, club local time, 'HH:MM'. */
  firstTee: string;
  lastTee: string;
  intervalMinutes: 8 | 10 | 12 | 15;
  /** How many days ahead the tee sheet opens (14 to 90). */
  daysAhead: number;
  /** Invented standard green fee per player in euros, weekday, low season. */
  basePrice: number;
}

export interface SeedClub {
  /** Unique over the whole catalog, kebab-case ASCII ('real-club-valderrama'). */
  key: string;
  /** Public name as the club writes it ('Real Club Valderrama'). */
  name: string;
  address: string;
  /**
   * The resort, urbanisation or village the club stands in when golfers know the place by that
   * name rather than by the municipality ('Vilamoura' in Loulé, 'Sotogrande' in San Roque). It is
   * searched and shown in the suggestion's label; written the local way, it is not translated.
   */
  area?: string;
  postalCode: string;
  lat: number;
  lon: number;
  timeZone: TimeZone;
  /** A renowned course: shown with a prestige badge. */
  prestige: boolean;
  /** Buggies shared by all the club's courses, and how long one is out per round. */
  buggyStock: number;
  buggyUsageMinutes: number;
  onlineCancellation: boolean;
  /** Hours before the tee time after which online cancellation closes. */
  cancellationDeadlineHours: number;
  /** Short invented description of the club, four languages. */
  description: LocalizedText;
  courses: SeedCourse[];
}

export interface SeedMunicipality {
  /** Unique over the catalog, kebab-case ASCII of the local name ('sevilla', 'malaga'). */
  key: string;
  name: LocalizedText;
  /** Names beyond `name` that golfers search for; see `SeedRegion.otherNames`. */
  otherNames?: string[];
  clubs: SeedClub[];
}

export interface SeedRegion {
  /** Unique, kebab-case ASCII ('costa-del-sol'). */
  key: string;
  country: Country;
  name: LocalizedText;
  /**
   * Names beyond the four of `name` that golfers search for: the local language's ('Catalunya',
   * 'Costa de Lisboa'), other usual forms ('Islas Canarias'), and the city a region is known by, in
   * each language ('Lisboa', 'Lisbon', 'Lisbonne', 'Lissabon'). Searched, never shown.
   */
  otherNames?: string[];
  description: LocalizedText;
  municipalities: SeedMunicipality[];
}

export interface SeedText {
  /** about, contact, legal, privacy, terms, cookies */
  kind: 'about' | 'contact' | 'legal' | 'privacy' | 'terms' | 'cookies';
  title: LocalizedText;
  /** Simple HTML: <h2>, <p>, <ul><li>, <a href> to site paths or mailto only. */
  html: LocalizedText;
}

export interface SeedBlogPost {
  id: string;
  /** 'es' or 'en' */
  language: 'es' | 'en';
  title: string;
  /** Simple HTML body (<p>, <h2>, <ul>), no external images or links. */
  content: string;
  labels: string[];
  /** ISO date-time with offset. */
  published: string;
  author: string;
}

export interface SeedBoardMessage {
  /** 'info' for ObtenerMensajesTablon, 'offer' for ObtenerMensajesTablonOfertas */
  kind: 'info' | 'offer';
  title: LocalizedText;
  body: LocalizedText;
  /**
   * The promocode an offer is about, one the engine honours: the offer is shown only while the
   * code is valid, so the board never advertises a discount checkout would refuse.
   */
  promoCode?: string;
}
