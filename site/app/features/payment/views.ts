/**
 * What the ok and ko pages show, per subject: the loaders' answers (./subjects) and the pages'
 * props (CartOutcome, TournamentOutcome). English view types; no contract field reaches them.
 */
import type { BookingLineView, CancellationPolicyView } from '../checkout/booking.ts';

/** Where a payment stands, as the ok page and its status endpoint need it. */
export type PaymentOutcome = 'confirmed' | 'pending' | 'failed';

/** The ok and ko pages' answer when there is no booking to show. */
export interface MissingView {
  kind: 'missing';
}

export interface CartConfirmedView {
  kind: 'confirmed';
  reference: string;
  amountPaid: number;
  lines: BookingLineView[];
  policy: CancellationPolicyView | null;
  voucher: string | null;
  qr: string;
  calendarHref: string;
}

export interface CartKoView {
  kind: 'ko';
  /** The hold still lives: 'Try again' goes straight back to the gateway. */
  live: boolean;
  expiresAt: string | null;
  gatewayPath: string;
  timestamp: number;
  cartHref: string;
}

/** Either subject's ok page while the bank's word is on its way. */
export interface PendingView {
  kind: 'pending';
  /** The site's own status endpoint the page polls (never the engine). */
  statusUrl: string;
}

export type CartOutcomeView = CartConfirmedView | CartKoView | PendingView | MissingView;

export interface TournamentConfirmedView {
  kind: 'confirmed';
  reference: string;
  tournament: string;
  club: string;
  startDate: string;
  /** The players' full names. */
  players: string[];
  total: number;
  voucher: string | null;
  qr: string;
  tournamentHref: string;
}

export interface TournamentKoView {
  kind: 'ko';
  /** The engine's tournament payment message, in the golfer's language, when it has one. */
  message: string | null;
  /** A hold still open can be paid again with another card: the gateway; else null. */
  retryHref: string | null;
  tournamentHref: string;
  registrationHref: string;
}

export type TournamentOutcomeView =
  TournamentConfirmedView | TournamentKoView | PendingView | MissingView;
