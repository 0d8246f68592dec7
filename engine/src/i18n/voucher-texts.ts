/** The voucher's texts, shared by the page (render/voucher.ts) and the e-mail (render/mail.ts). */
import type { Locale } from '@fairway/rules';
import type { RoundFormat } from '../db/schema.ts';

export interface VoucherTexts {
  title: string;
  reference: string;
  status: string;
  confirmed: string;
  cancelledBanner: string;
  cancelledText: string;
  club: string;
  tournament: string;
  round: (n: number) => string;
  entryFee: string;
  multipack: string;
  formats: Record<RoundFormat, string>;
  course: string;
  address: string;
  date: string;
  teeTime: string;
  /** A booking's n-th tee time, when it has several. */
  teeTimeNumber: (n: number) => string;
  holes: string;
  /** '18 holes', after a tee time's course. */
  holesCount: (n: 9 | 18) => string;
  players: string;
  holder: string;
  email: string;
  bookedOn: string;
  breakdown: string;
  description: string;
  /** One column for both, so the table fits a 375 px screen. */
  quantityTimesUnitPrice: string;
  lineTotal: string;
  rates: string;
  services: string;
  discount: string;
  discountWithCode: (code: string) => string;
  fee: string;
  total: string;
  cancellationAllowed: (hours: number, plural: boolean) => string;
  cancellationNotAllowed: string;
}

const TEXTS: Record<Locale, VoucherTexts> = {
  en: {
    title: 'Booking voucher',
    reference: 'Booking reference',
    status: 'Status',
    confirmed: 'Confirmed',
    cancelledBanner: 'Cancelled',
    cancelledText: 'This booking has been cancelled.',
    club: 'Club',
    tournament: 'Tournament',
    round: (n) => `Round ${n}`,
    entryFee: 'Entry fee',
    multipack: 'Multipack',
    formats: {
      stableford: 'Stableford',
      strokePlay: 'Stroke play',
      matchPlay: 'Match play',
      fourball: 'Fourball',
      scramble: 'Scramble',
    },
    course: 'Course',
    address: 'Address',
    date: 'Date',
    teeTime: 'Tee time',
    teeTimeNumber: (n) => `Tee time ${n}`,
    holes: 'Holes',
    holesCount: (n) => `${n} holes`,
    players: 'Players',
    holder: 'Booking holder',
    email: 'E-mail',
    bookedOn: 'Booked on',
    breakdown: 'Price breakdown',
    description: 'Description',
    quantityTimesUnitPrice: 'Quantity × unit price',
    lineTotal: 'Total',
    rates: 'Rates',
    services: 'Services',
    discount: 'Discount',
    discountWithCode: (code) => `Discount (promocode ${code})`,
    fee: 'Transaction fee (non-refundable)',
    total: 'Total',
    cancellationAllowed: (hours, plural) =>
      `Online cancellation is possible until ${hours} ${plural ? 'hours' : 'hour'} before the tee time.`,
    cancellationNotAllowed:
      'This golf course does not allow online cancellations. Please contact the golf course.',
  },
  es: {
    title: 'Bono de reserva',
    reference: 'Localizador',
    status: 'Estado',
    confirmed: 'Confirmada',
    cancelledBanner: 'Cancelada',
    cancelledText: 'Esta reserva ha sido cancelada.',
    club: 'Club',
    tournament: 'Torneo',
    round: (n) => `Ronda ${n}`,
    entryFee: 'Cuota de inscripción',
    multipack: 'Multipack',
    formats: {
      stableford: 'Stableford',
      strokePlay: 'Medal play',
      matchPlay: 'Match play',
      fourball: 'Fourball',
      scramble: 'Scramble',
    },
    course: 'Recorrido',
    address: 'Dirección',
    date: 'Fecha',
    teeTime: 'Hora de salida',
    teeTimeNumber: (n) => `Salida ${n}`,
    holes: 'Hoyos',
    holesCount: (n) => `${n} hoyos`,
    players: 'Jugadores',
    holder: 'Titular de la reserva',
    email: 'Correo electrónico',
    bookedOn: 'Reservado el',
    breakdown: 'Desglose del precio',
    description: 'Concepto',
    quantityTimesUnitPrice: 'Cantidad × precio unitario',
    lineTotal: 'Total',
    rates: 'Tarifas',
    services: 'Servicios',
    discount: 'Descuento',
    discountWithCode: (code) => `Descuento (código promocional ${code})`,
    fee: 'Gastos de gestión (no reembolsables)',
    total: 'Total',
    cancellationAllowed: (hours, plural) =>
      `Puedes cancelar en línea hasta ${hours} ${plural ? 'horas' : 'hora'} antes de la hora de salida.`,
    cancellationNotAllowed:
      'Este campo de golf no permite cancelaciones en línea. Ponte en contacto con el campo de golf.',
  },
  fr: {
    title: 'Bon de réservation',
    reference: 'Référence de réservation',
    status: 'Statut',
    confirmed: 'Confirmée',
    cancelledBanner: 'Annulée',
    cancelledText: 'Cette réservation a été annulée.',
    club: 'Club',
    tournament: 'Tournoi',
    round: (n) => `Partie ${n}`,
    entryFee: "Droit d'inscription",
    multipack: 'Multipack',
    formats: {
      stableford: 'Stableford',
      strokePlay: 'Stroke play',
      matchPlay: 'Match play',
      fourball: 'Quatre balles',
      scramble: 'Scramble',
    },
    course: 'Parcours',
    address: 'Adresse',
    date: 'Date',
    teeTime: 'Heure de départ',
    teeTimeNumber: (n) => `Départ ${n}`,
    holes: 'Trous',
    holesCount: (n) => `${n} trous`,
    players: 'Joueurs',
    holder: 'Titulaire de la réservation',
    email: 'E-mail',
    bookedOn: 'Réservé le',
    breakdown: 'Détail du prix',
    description: 'Description',
    quantityTimesUnitPrice: 'Quantité × prix unitaire',
    lineTotal: 'Total',
    rates: 'Tarifs',
    services: 'Services',
    discount: 'Remise',
    discountWithCode: (code) => `Remise (code promo ${code})`,
    fee: 'Frais de transaction (non remboursables)',
    total: 'Total',
    cancellationAllowed: (hours, plural) =>
      `Annulation en ligne possible jusqu’à ${hours} ${plural ? 'heures' : 'heure'} avant l’heure de départ.`,
    cancellationNotAllowed:
      'Ce parcours de golf n’accepte pas les annulations en ligne. Veuillez contacter le parcours de golf.',
  },
  sv: {
    title: 'Bokningsbekräftelse',
    reference: 'Bokningsnummer',
    status: 'Status',
    confirmed: 'Bekräftad',
    cancelledBanner: 'Avbokad',
    cancelledText: 'Den här bokningen har avbokats.',
    club: 'Klubb',
    tournament: 'Tävling',
    round: (n) => `Runda ${n}`,
    entryFee: 'Anmälningsavgift',
    multipack: 'Multipack',
    formats: {
      stableford: 'Poängbogey',
      strokePlay: 'Slagspel',
      matchPlay: 'Matchspel',
      fourball: 'Fyrboll',
      scramble: 'Scramble',
    },
    course: 'Bana',
    address: 'Adress',
    date: 'Datum',
    teeTime: 'Starttid',
    teeTimeNumber: (n) => `Starttid ${n}`,
    holes: 'Hål',
    holesCount: (n) => `${n} hål`,
    players: 'Spelare',
    holder: 'Bokningsinnehavare',
    email: 'E-post',
    bookedOn: 'Bokningsdatum',
    breakdown: 'Prisuppställning',
    description: 'Beskrivning',
    quantityTimesUnitPrice: 'Antal × styckpris',
    lineTotal: 'Summa',
    rates: 'Greenfee',
    services: 'Tjänster',
    discount: 'Rabatt',
    discountWithCode: (code) => `Rabatt (kampanjkod ${code})`,
    fee: 'Transaktionsavgift (återbetalas ej)',
    total: 'Totalt',
    cancellationAllowed: (hours, plural) =>
      `Avbokning online är möjlig fram till ${hours} ${plural ? 'timmar' : 'timme'} före starttiden.`,
    cancellationNotAllowed: 'Den här golfbanan tillåter inte avbokning online. Kontakta golfbanan.',
  },
};

export function voucherTexts(locale: Locale): VoucherTexts {
  return TEXTS[locale];
}
