/**
 * The Multipacks controller through the page's calls (page-calls.server.ts): the list, one pack, the
 * days a pack's later rounds may be played on; and putting a pack into the caller's cart, through
 * the cart's one call. The engine's answers are mapped to the views of multipacks.ts before any
 * page sees them.
 */
import { multipacks } from '@fairway/contract';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import { sharedCall } from '../../platform/engine/page-calls.server.ts';
import type { CallOptions, PageCalls } from '../../platform/engine/page-calls.server.ts';
import { cacheDeps } from '../../platform/request/request-context.server.ts';
import { modifyCart } from '../cart/cart.server.ts';
import { toMultipackView, toValidDatesView } from './multipacks.ts';
import type { MultipackView, PackOrder, ValidDatesView } from './multipacks.ts';

const SHOWN: CallOptions = { action: 'multipacks' };

/** The packs on sale, optionally of one region or including one club's courses. */
export async function listMultipacks(
  calls: PageCalls,
  filter: { regionId?: number | null; clubId?: number | null } = {},
  options: CallOptions = SHOWN,
): Promise<EngineResult<MultipackView[]>> {
  const answer = await calls.call(
    multipacks.listarMultipacks,
    {
      ...(filter.regionId ? { idRegion: filter.regionId } : {}),
      ...(filter.clubId ? { idVendedorProveedor: filter.clubId } : {}),
    },
    options,
  );
  if (!answer.ok) return answer;
  return { ok: true, data: answer.data.datos.multipacks.map(toMultipackView) };
}

const packsSchema = multipacks.listarMultipacks.answer.shape.datos.shape.multipacks;

/**
 * The packs including one of a club's courses, for the club's page: the same for every visitor in
 * a culture, so through the shared cache like the seller's board (a minute, stale up to ten). A
 * failure shows nothing.
 */
export async function clubMultipacks(
  calls: PageCalls,
  culture: string,
  clubId: number,
): Promise<MultipackView[]> {
  const answer = await sharedCall(
    calls,
    cacheDeps('board'),
    `club-multipacks:v1:${culture}:${clubId}`,
    packsSchema,
    multipacks.listarMultipacks,
    { idVendedorProveedor: clubId },
    { action: 'multipacks', noShow: true },
    (found) => found.datos.multipacks,
  );
  return answer.ok ? answer.data.map(toMultipackView) : [];
}

/** One pack, on sale or not; the engine's cod 2 is an unknown pack. */
export async function getMultipack(
  calls: PageCalls,
  id: number,
): Promise<EngineResult<MultipackView>> {
  const answer = await calls.call(multipacks.obtenerMultipack, { idMultipack: id }, SHOWN);
  if (!answer.ok) return answer;
  return { ok: true, data: toMultipackView(answer.data.datos) };
}

/** The days the later rounds may be on once the first is on `firstRound` (ObtenerFechasValidas). */
export async function validDatesOf(
  calls: PageCalls,
  id: number,
  firstRound: string,
): Promise<EngineResult<ValidDatesView>> {
  const answer = await calls.call(
    multipacks.obtenerFechasValidas,
    { idMultipack: id, fechaPrimeraRonda: firstRound },
    SHOWN,
  );
  if (!answer.ok) return answer;
  return { ok: true, data: toValidDatesView(answer.data.datos) };
}

/**
 * The valid days a refusal of a pack's addition names (cod 3 with the contract's `fueraDeVentana`
 * data), or null for any other refusal.
 */
export function outOfWindow(failure: { cod: number; datos?: unknown }): ValidDatesView | null {
  if (failure.cod !== 3 || failure.datos === undefined) return null;
  const parsed = multipacks.fueraDeVentana.safeParse({ datos: failure.datos });
  if (!parsed.success) return null;
  const { fechaPrimeraRonda, fechaLimite, fechasValidas } = parsed.data.datos;
  return toValidDatesView({ fechaPrimeraRonda, fechaLimite, fechas: fechasValidas });
}

export type AddPackResult =
  | { ok: true; locator: string }
  | {
      ok: false;
      /** The engine's message, in the golfer's language; '' when it could not be reached. */
      msg: string;
      /** A round outside the window: the days the rounds may be on. */
      validDates: ValidDatesView | null;
    };

/**
 * Puts the pack into the caller's cart in one engine call, the cart's own (ModificarCarrito's
 * `anadirMultipack`): the engine checks the pack is on sale, the window, each tee time and its
 * places, prices the pack itself, and starts a new cart when `locator` is none of this session's
 * (none, booked, expired). The refusal is shown on the pack's page, not in the layout's alert
 * (`noShow`).
 */
export async function addMultipackToCart(
  calls: PageCalls,
  input: { locator: string | null; packId: number; order: PackOrder },
): Promise<AddPackResult> {
  const answer = await modifyCart(
    calls,
    input.locator,
    {
      cambio: {
        tipo: 'anadirMultipack',
        idMultipack: input.packId,
        numJugadores: input.order.players,
        rondas: input.order.rounds.map((r) => ({
          idRecorrido: r.courseId,
          fecha: r.date,
          hora: r.time,
        })),
      },
    },
    { action: 'addToCart', noShow: true },
  );
  if (!answer.ok)
    return {
      ok: false,
      msg: answer.cod === 0 ? '' : answer.msg,
      validDates: outOfWindow(answer),
    };
  // A cart is never left empty by an addition: an answer without one is the engine's nonsense.
  const { localizador } = answer.data.datos;
  return localizador
    ? { ok: true, locator: localizador }
    : { ok: false, msg: '', validDates: null };
}
