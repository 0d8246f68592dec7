/**
 * Saved cards: the private area's list, saving a card from the provider's token, deleting one,
 * and keeping the card that pays a booking (PreReserva/ModificarSalvarTarjeta before paying,
 * Reserva/GuardarTarjetaDePago after). Paying with a saved card is the card page's job
 * (PreReserva/ObtenerDatosPasarelaPreReserva with idUsuarioTarjeta, in pre-bookings.ts).
 */
import { guardarTarjetaDePago, modificarSalvarTarjeta } from '@fairway/contract/reserva';
import {
  comprobarExisteTarjetaUsuario,
  crearTarjetaExtendidaUsuario,
  crearTarjetaUsuario,
  eliminarTarjetaUsuario,
  listarTarjetasUsuario,
} from '@fairway/contract/usuarios';
import { failure } from '../calls/fail.ts';
import { handle, type CallContext, type Registered } from '../calls/registry.ts';
import { deleteAtProvider } from '../payments/kept-cards.ts';
import {
  cardOfUser,
  cardsOfUser,
  deleteCardOfUser,
  saveVaultedCard,
  setSaveCard,
  userHasCardToken,
  vaultEntry,
} from './card-queries.ts';
import { cardExpired, cardView } from './card-rules.ts';
import { paymentOf, reservationByLocator } from './reservation-queries.ts';
import type { ReservationRow } from './reservation-queries.ts';
import { requireUserId, requiredText } from './user-rules.ts';

async function saveCard(ctx: CallContext, token: string, holder: string | undefined) {
  const userId = requireUserId(ctx.caller);
  const entry = await vaultEntry(ctx.db, token);
  // Only the user whose payment vaulted the card may save it; anyone else's token is unknown.
  if (entry?.userId !== userId) throw failure('cardTokenInvalid');
  if (cardExpired(entry, ctx.clock.now())) throw failure('cardExpired');
  return { datos: cardView(await saveVaultedCard(ctx.db, userId, entry, holder)) };
}

const listarTarjetasUsuarioCall = handle(listarTarjetasUsuario, async (_input, ctx) => {
  // The cards of the provider that pays now: only those can pay (a card pays where it is kept).
  const cards = await cardsOfUser(ctx.db, requireUserId(ctx.caller), ctx.config.PAYMENT_PROVIDER);
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
  const userId = requireUserId(ctx.caller);
  // Someone else's card answers like a missing one, so ids of other users' cards reveal nothing.
  const card = await cardOfUser(ctx.db, input.idUsuarioTarjeta, userId);
  if (!card) throw failure('cardNotFound');
  // Deleted at the provider that keeps it first: a card the provider still kept while the list
  // no longer showed it could never be deleted again.
  await deleteAtProvider(ctx, card);
  if (!(await deleteCardOfUser(ctx.db, card.id, userId))) throw failure('cardNotFound');
  return {};
});

const comprobarExisteTarjetaUsuarioCall = handle(
  comprobarExisteTarjetaUsuario,
  async (input, ctx) => {
    const userId = requireUserId(ctx.caller);
    return { datos: { existe: await userHasCardToken(ctx.db, userId, input.tokenTarjeta) } };
  },
);

/**
 * Keeping a booking's card is for the logged-in user who owns the booking (decision 0008): an
 * e-mail proof does not do, and anything else answers 'Booking not found'.
 */
async function ownBooking(
  ctx: CallContext,
  localizador: string,
): Promise<{ row: ReservationRow; userId: number }> {
  const userId = requireUserId(ctx.caller);
  const row = await reservationByLocator(ctx.db, localizador);
  if (!row || row.userId !== userId) throw failure('bookingNotFound');
  return { row, userId };
}

/** Before or after the card page is opened: the card is kept when the payment succeeds. */
const modificarSalvarTarjetaCall = handle(modificarSalvarTarjeta, async (input, ctx) => {
  const { row } = await ownBooking(ctx, input.localizador);
  await setSaveCard(ctx.db, row.id, input.salvarTarjeta);
  return { datos: { salvarTarjeta: input.salvarTarjeta } };
});

/** After paying: keeps the card that paid the booking. */
const guardarTarjetaDePagoCall = handle(guardarTarjetaDePago, async (input, ctx) => {
  const { row, userId } = await ownBooking(ctx, input.localizador);
  const payment = await paymentOf(ctx.db, row.id);
  if (!payment || payment.status !== 'succeeded' || !payment.cardToken)
    throw failure('cardNotFound');
  const entry = await vaultEntry(ctx.db, payment.cardToken);
  if (!entry) throw failure('cardTokenInvalid');
  const card = await saveVaultedCard(ctx.db, userId, entry);
  return { datos: { idUsuarioTarjeta: card.id } };
});

export const cardCalls: Registered[] = [
  listarTarjetasUsuarioCall,
  crearTarjetaUsuarioCall,
  crearTarjetaExtendidaUsuarioCall,
  eliminarTarjetaUsuarioCall,
  comprobarExisteTarjetaUsuarioCall,
  modificarSalvarTarjetaCall,
  guardarTarjetaDePagoCall,
];
