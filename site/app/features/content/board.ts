/**
 * The seller's notice board and offers (Vendedor/ObtenerMensajesTablon, …Ofertas) as the pages
 * see them.
 */

/** A message of either board, as the contract names its fields. */
export interface BoardMessage {
  idMensaje: number;
  titulo: string;
  texto: string;
  /** Offers only: the promocode the offer is about. */
  codigoPromocional?: string;
}

export interface NoticeView {
  id: string;
  title: string;
  text: string;
}

export interface OfferView extends NoticeView {
  /** The promocode the offer is about, ready to copy; null when it names none. */
  promoCode: string | null;
}

/** The notices still to show: those the golfer has not dismissed this session. */
export function noticesView(
  messages: readonly BoardMessage[],
  dismissed: ReadonlySet<string>,
): NoticeView[] {
  return messages
    .map((m) => ({ id: String(m.idMensaje), title: m.titulo, text: m.texto }))
    .filter((notice) => !dismissed.has(notice.id));
}

export function offersView(messages: readonly BoardMessage[]): OfferView[] {
  return messages.map((m) => ({
    id: String(m.idMensaje),
    title: m.titulo,
    text: m.texto,
    promoCode: m.codigoPromocional ?? null,
  }));
}
