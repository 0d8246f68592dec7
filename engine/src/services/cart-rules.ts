/**
 * What a change does to a cart's JSON (Carrito/ModificarCarrito): pure, so each rule is tested on
 * its own. Until issue 25 these lived in the shop, which edited the cart and sent it back whole.
 */
import { CART_LIMITS } from '@fairway/contract/codes';
import { teeTimesInCart } from '@fairway/contract/carrito';
import type { CartContent } from '@fairway/contract/carrito';
import { isFutureSlot } from './tee-sheet.ts';

type CartEntry = CartContent['listaClubesRecorridos'][number];
export type CartTee = CartEntry['listaTeeTimes'][number];
export type CartPackItem = NonNullable<CartContent['listaMultipacks']>[number];

export const EMPTY_CART: CartContent = { listaClubesRecorridos: [] };

/** The cart's items: every tee time, and each multipack as one. */
export function itemsIn(content: CartContent): number {
  return teeTimesInCart(content) + (content.listaMultipacks?.length ?? 0);
}

/**
 * The cart with one tee time put in: the same tee time again replaces the line it had (that is
 * how the players or services of a line change). Null when a new tee time would pass the cart's
 * limit of tee times, all courses together.
 */
export function withTeeTime(
  content: CartContent,
  course: { clubId: number; courseId: number },
  tee: CartTee,
): CartContent | null {
  const list = content.listaClubesRecorridos;
  const at = list.findIndex(
    (e) => e.idVendedorProveedor === course.clubId && e.idRecorrido === course.courseId,
  );
  const full = teeTimesInCart(content) >= CART_LIMITS.teeTimes;
  if (at < 0) {
    if (full) return null;
    return {
      ...content,
      listaClubesRecorridos: [
        ...list,
        { idVendedorProveedor: course.clubId, idRecorrido: course.courseId, listaTeeTimes: [tee] },
      ],
    };
  }
  const entry = list[at] as CartEntry;
  const same = entry.listaTeeTimes.findIndex((t) => t.fecha === tee.fecha && t.hora === tee.hora);
  if (same < 0 && full) return null;
  const teeTimes =
    same < 0
      ? [...entry.listaTeeTimes, tee]
      : entry.listaTeeTimes.map((t, i) => (i === same ? tee : t));
  return {
    ...content,
    listaClubesRecorridos: list.map((e, i) => (i === at ? { ...e, listaTeeTimes: teeTimes } : e)),
  };
}

/** The cart with a multipack put in, replacing an earlier item of that pack; null past the limit. */
export function withPack(content: CartContent, pack: CartPackItem): CartContent | null {
  const others = (content.listaMultipacks ?? []).filter((p) => p.idMultipack !== pack.idMultipack);
  if (others.length >= CART_LIMITS.multipacks) return null;
  return { ...content, listaMultipacks: [...others, pack] };
}

/** The cart without one tee time (a course left without tee times goes too); null when absent. */
export function withoutTeeTime(
  content: CartContent,
  tee: { courseId: number; fecha: string; hora: string },
): CartContent | null {
  let found = false;
  const listaClubesRecorridos = content.listaClubesRecorridos
    .map((entry) => ({
      ...entry,
      listaTeeTimes: entry.listaTeeTimes.filter((t) => {
        const match =
          entry.idRecorrido === tee.courseId && t.fecha === tee.fecha && t.hora === tee.hora;
        found ||= match;
        return !match;
      }),
    }))
    .filter((entry) => entry.listaTeeTimes.length > 0);
  return found ? { ...content, listaClubesRecorridos } : null;
}

/** The cart without a multipack and all its rounds; null when the pack is not in it. */
export function withoutPack(content: CartContent, idMultipack: number): CartContent | null {
  const packs = content.listaMultipacks ?? [];
  if (!packs.some((p) => p.idMultipack === idMultipack)) return null;
  return { ...content, listaMultipacks: packs.filter((p) => p.idMultipack !== idMultipack) };
}

/**
 * Tee times whose start has passed at the club cannot be booked; the cart lets them go. A
 * multipack goes as one once any of its rounds has passed: it is bought whole or not at all. A
 * club whose zone is unknown (no longer in the catalog) counts as UTC, so its line is still
 * judged rather than kept for ever.
 */
export function withoutPastTeeTimes(
  content: CartContent,
  zoneOf: (clubId: number) => string | undefined,
  now: Date,
): CartContent {
  const ahead = (clubId: number, fecha: string, hora: string) =>
    isFutureSlot(fecha, hora, zoneOf(clubId) ?? 'UTC', now);
  return {
    ...content,
    listaClubesRecorridos: content.listaClubesRecorridos
      .map((entry) => ({
        ...entry,
        listaTeeTimes: entry.listaTeeTimes.filter((tee) =>
          ahead(entry.idVendedorProveedor, tee.fecha, tee.hora),
        ),
      }))
      .filter((entry) => entry.listaTeeTimes.length > 0),
    ...(content.listaMultipacks
      ? {
          listaMultipacks: content.listaMultipacks.filter((pack) =>
            pack.rondas.every((r) => ahead(r.idVendedorProveedor, r.fecha, r.hora)),
          ),
        }
      : {}),
  };
}
