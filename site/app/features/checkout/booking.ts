/**
 * A booking as the pages see it, in English: the engine's pre-booking, booking details and
 * cancellation policy (Spanish contract names) stop here. Pure, so the browser may import the
 * types and the mapping alike.
 */
import { validateCardExpiry } from '@fairway/rules';
import type { AnswerOf, reserva, usuarios } from '@fairway/contract';

type Details = AnswerOf<typeof reserva.obtenerReservaDetalles>['datos'];
type Policy = AnswerOf<typeof reserva.obtenerTipoCancelacion>['datos'];

export interface BookingLineView {
  clubId: number;
  clubName: string;
  courseId: number;
  courseName: string;
  /** YYYY-MM-DD and HH:MM, club-local. */
  date: string;
  time: string;
  timeZone: string;
  address: string;
  players: number;
  rates: { name: string; players: number; unitPrice: number }[];
  services: { name: string; units: number; unitPrice: number }[];
  total: number;
}

export interface BookingView {
  reference: string;
  status: 'held' | 'confirmed' | 'released' | 'expired' | 'cancelled' | 'other';
  /** ISO; only while the booking is a hold. */
  holdExpiresAt: string | null;
  holder: { name: string; surname: string; email: string };
  promoCode: string | null;
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
  lines: BookingLineView[];
}

export interface CancellationPolicyView {
  kind: 'online' | 'contactClub' | 'deadlinePassed';
  allowed: boolean;
  /** ISO date-time until which the golfer may cancel online; null when that is not possible. */
  deadline: string | null;
}

const STATUSES = ['held', 'confirmed', 'released', 'expired', 'cancelled'] as const;

function statusOf(estado: string): BookingView['status'] {
  return (STATUSES as readonly string[]).includes(estado)
    ? (estado as BookingView['status'])
    : 'other';
}

export function bookingView(d: Details): BookingView {
  return {
    reference: d.localizador,
    status: statusOf(d.estado),
    holdExpiresAt: d.fechaExpiracion,
    holder: { name: d.nombre, surname: d.apellidos, email: d.email },
    promoCode: d.promoCode,
    subtotal: d.subtotal,
    discount: d.descuento,
    fee: d.comision,
    total: d.total,
    lines: d.lineas.map((l) => ({
      clubId: l.idVendedorProveedor,
      clubName: l.nombreClub,
      courseId: l.idRecorrido,
      courseName: l.nombreRecorrido,
      date: l.fecha,
      time: l.hora.slice(0, 5),
      timeZone: l.zonaHoraria,
      address: l.direccion,
      players: l.jugadores,
      rates: l.tarifas.map((t) => ({ name: t.nombre, players: t.cantidad, unitPrice: t.precio })),
      services: l.servicios.map((s) => ({
        name: s.nombre,
        units: s.cantidad,
        unitPrice: s.precio,
      })),
      total: l.total,
    })),
  };
}

export function policyView(p: Policy): CancellationPolicyView {
  const kind =
    p.tipo === 'online' ? 'online' : p.tipo === 'fueraDePlazo' ? 'deadlinePassed' : 'contactClub';
  const allowed = kind === 'online' && p.permiteCancelacionOnline;
  return { kind, allowed, deadline: kind === 'contactClub' ? null : p.fechaLimite || null };
}

/** A hold the golfer can still pay: held, and its expiry not passed. */
export function holdIsLive(
  booking: { status: string; holdExpiresAt: string | null },
  now: number,
): boolean {
  return (
    booking.status === 'held' &&
    booking.holdExpiresAt !== null &&
    Date.parse(booking.holdExpiresAt) > now
  );
}

type SavedCardRow = AnswerOf<
  typeof usuarios.listarTarjetasUsuario
>['datos']['listaTarjetas'][number];

/** The brands the shop names; the engine's `marca` is free text, anything else is just a card. */
const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'maestro'] as const;
export type SavedCardBrand = (typeof CARD_BRANDS)[number] | 'other';

/** One of the golfer's saved cards as checkout offers it: never more than the last four digits. */
export interface SavedCardView {
  id: number;
  brand: SavedCardBrand;
  last4: string;
  /** MM/YYYY, as the engine writes it. */
  expiry: string;
  holder: string;
  /** Past its expiry month: shown, but it cannot pay. */
  expired: boolean;
}

const EXPIRY = /^(\d{2})\/(\d{4})$/;

/**
 * A saved card of ListarTarjetasUsuario, or null when its number or expiry cannot be read (such a
 * card could not be offered honestly). A card pays through the last day of its expiry month.
 */
export function savedCardView(row: SavedCardRow, now: Date): SavedCardView | null {
  const last4 = row.numeroTarjeta.replace(/\D/g, '').slice(-4);
  const expiry = EXPIRY.exec(row.caducidadTarjeta.trim());
  if (last4.length !== 4 || !expiry) return null;
  const month = Number(expiry[1]);
  const year = Number(expiry[2]);
  if (month < 1 || month > 12) return null;
  const brand = row.marca.toLowerCase();
  return {
    id: row.idUsuarioTarjeta,
    brand: (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as SavedCardBrand) : 'other',
    last4,
    expiry: `${expiry[1]}/${expiry[2]}`,
    holder: row.titular,
    // The engine's own rule, so checkout never offers a card the engine would refuse.
    expired: validateCardExpiry(month, year, now) !== null,
  };
}

/**
 * How a logged-in golfer pays: a card typed on the provider's page (kept for next time if they
 * asked), or one of their saved cards, whose security code alone the page then asks.
 */
export type CardChoice = { kind: 'new'; save: boolean } | { kind: 'saved'; cardId: number };
