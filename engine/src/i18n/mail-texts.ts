/** The e-mails' texts (render/mail.ts); a voucher e-mail also uses the voucher's texts. */
import type { Locale } from '@fairway/design-system/rules';

export interface MailTexts {
  voucherSubject: (localizador: string) => string;
  greeting: (name: string) => string;
  recoverySubject: string;
  recoveryIntro: string;
  recoveryAction: string;
  recoveryExpiry: (minutes: number) => string;
  recoveryIgnore: string;
  welcomeSubject: string;
  welcomeTitle: string;
  welcomeIntro: (email: string) => string;
  welcomeWhat: string;
  welcomeWhy: (email: string) => string;
  // The newsletter's double opt-in (issue 24).
  confirmSubject: string;
  confirmIntro: (email: string) => string;
  confirmAction: string;
  confirmExpiry: (days: number) => string;
  confirmIgnore: string;
  cancellationSubject: (localizador: string) => string;
  cancellationTitle: string;
  cancellationIntro: (localizador: string, club: string, date: string, time: string) => string;
  cancellationReference: string;
  cancellationFee: string;
  signature: string;
}

const TEXTS: Record<Locale, MailTexts> = {
  en: {
    voucherSubject: (loc) => `Your Fairway booking ${loc}`,
    greeting: (name) => `Hello ${name},`,
    recoverySubject: 'Reset your Fairway password',
    recoveryIntro: 'We received a request to reset the password of your Fairway account.',
    recoveryAction: 'Choose a new password',
    recoveryExpiry: (m) => `This link is valid for ${m} minutes.`,
    recoveryIgnore:
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    welcomeSubject: 'Welcome to the Fairway newsletter',
    welcomeTitle: 'Welcome to the Fairway newsletter',
    welcomeIntro: (email) => `${email} is now subscribed to the Fairway newsletter.`,
    welcomeWhat: 'You will receive offers and news about golf courses in Spain and Portugal.',
    welcomeWhy: (email) =>
      `You received this e-mail because ${email} was subscribed on the Fairway website.`,
    confirmSubject: 'Confirm your subscription to the Fairway newsletter',
    confirmIntro: (email) =>
      `Someone, hopefully you, asked to subscribe ${email} to the Fairway newsletter. Open the link below to confirm.`,
    confirmAction: 'Confirm my subscription',
    confirmExpiry: (d) => `This link is valid for ${d} days.`,
    confirmIgnore:
      'If you did not ask for this, ignore this e-mail: the address will not be subscribed.',
    cancellationSubject: (loc) => `Your Fairway booking ${loc} has been cancelled`,
    cancellationTitle: 'Booking cancelled',
    cancellationIntro: (loc, club, date, time) =>
      `Your booking ${loc} at ${club} on ${date} at ${time} has been cancelled.`,
    cancellationReference: 'Cancellation reference',
    cancellationFee: 'The transaction fee is non-refundable.',
    signature: 'The Fairway team',
  },
  es: {
    voucherSubject: (loc) => `Su reserva de Fairway ${loc}`,
    greeting: (name) => `Hola, ${name}:`,
    recoverySubject: 'Restablezca su contraseña de Fairway',
    recoveryIntro:
      'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Fairway.',
    recoveryAction: 'Elegir una nueva contraseña',
    recoveryExpiry: (m) => `Este enlace es válido durante ${m} minutos.`,
    recoveryIgnore: 'Si no lo ha solicitado, puede ignorar este correo: su contraseña no cambiará.',
    welcomeSubject: 'Le damos la bienvenida al boletín de Fairway',
    welcomeTitle: 'Le damos la bienvenida al boletín de Fairway',
    welcomeIntro: (email) => `${email} ya está suscrito al boletín de Fairway.`,
    welcomeWhat: 'Recibirá ofertas y novedades sobre campos de golf en España y Portugal.',
    welcomeWhy: (email) =>
      `Ha recibido este correo porque ${email} se ha suscrito en el sitio web de Fairway.`,
    confirmSubject: 'Confirme su suscripción al boletín de Fairway',
    confirmIntro: (email) =>
      `Alguien, esperamos que usted, ha pedido suscribir ${email} al boletín de Fairway. Abra el enlace de abajo para confirmarlo.`,
    confirmAction: 'Confirmar mi suscripción',
    confirmExpiry: (d) => `Este enlace es válido durante ${d} días.`,
    confirmIgnore: 'Si no lo ha solicitado, ignore este correo: la dirección no quedará suscrita.',
    cancellationSubject: (loc) => `Su reserva de Fairway ${loc} ha sido cancelada`,
    cancellationTitle: 'Reserva cancelada',
    cancellationIntro: (loc, club, date, time) =>
      `Su reserva ${loc} en ${club} el ${date} a las ${time} ha sido cancelada.`,
    cancellationReference: 'Localizador de cancelación',
    cancellationFee: 'Los gastos de gestión no son reembolsables.',
    signature: 'El equipo de Fairway',
  },
  fr: {
    voucherSubject: (loc) => `Votre réservation Fairway ${loc}`,
    greeting: (name) => `Bonjour ${name},`,
    recoverySubject: 'Réinitialisez votre mot de passe Fairway',
    recoveryIntro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Fairway.',
    recoveryAction: 'Choisir un nouveau mot de passe',
    recoveryExpiry: (m) => `Ce lien est valable ${m}\u00a0minutes.`,
    recoveryIgnore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe ne change pas.',
    welcomeSubject: 'Bienvenue dans la newsletter Fairway',
    welcomeTitle: 'Bienvenue dans la newsletter Fairway',
    welcomeIntro: (email) => `${email} est désormais abonné à la newsletter Fairway.`,
    welcomeWhat:
      'Vous recevrez des offres et des nouvelles sur les parcours de golf en Espagne et au Portugal.',
    welcomeWhy: (email) =>
      `Vous recevez cet e-mail car ${email} a été abonné sur le site web de Fairway.`,
    confirmSubject: 'Confirmez votre abonnement à la newsletter Fairway',
    confirmIntro: (email) =>
      `Quelqu’un, vous sans doute, a demandé à abonner ${email} à la newsletter Fairway. Ouvrez le lien ci-dessous pour confirmer.`,
    confirmAction: 'Confirmer mon abonnement',
    confirmExpiry: (d) => `Ce lien est valable ${d}\u00a0jours.`,
    confirmIgnore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: l’adresse ne sera pas abonnée.',
    cancellationSubject: (loc) => `Votre réservation Fairway ${loc} a été annulée`,
    cancellationTitle: 'Réservation annulée',
    cancellationIntro: (loc, club, date, time) =>
      `Votre réservation ${loc} à ${club} le ${date} à ${time} a été annulée.`,
    cancellationReference: 'Référence d’annulation',
    cancellationFee: 'Les frais de transaction ne sont pas remboursables.',
    signature: 'L’équipe Fairway',
  },
  sv: {
    voucherSubject: (loc) => `Din Fairway-bokning ${loc}`,
    greeting: (name) => `Hej ${name}!`,
    recoverySubject: 'Återställ ditt Fairway-lösenord',
    recoveryIntro: 'Vi har fått en begäran om att återställa lösenordet till ditt Fairway-konto.',
    recoveryAction: 'Välj ett nytt lösenord',
    recoveryExpiry: (m) => `Länken gäller i ${m} minuter.`,
    recoveryIgnore:
      'Om du inte har begärt detta kan du bortse från det här mejlet: ditt lösenord förblir detsamma.',
    welcomeSubject: 'Välkommen till Fairways nyhetsbrev',
    welcomeTitle: 'Välkommen till Fairways nyhetsbrev',
    welcomeIntro: (email) => `${email} prenumererar nu på Fairways nyhetsbrev.`,
    welcomeWhat: 'Du får erbjudanden och nyheter om golfbanor i Spanien och Portugal.',
    welcomeWhy: (email) =>
      `Du får det här mejlet eftersom ${email} registrerades på Fairways webbplats.`,
    confirmSubject: 'Bekräfta din prenumeration på Fairways nyhetsbrev',
    confirmIntro: (email) =>
      `Någon, förhoppningsvis du, har bett om att ${email} ska prenumerera på Fairways nyhetsbrev. Öppna länken nedan för att bekräfta.`,
    confirmAction: 'Bekräfta min prenumeration',
    confirmExpiry: (d) => `Länken gäller i ${d} dagar.`,
    confirmIgnore:
      'Om du inte har bett om detta kan du bortse från det här mejlet: adressen läggs inte till.',
    cancellationSubject: (loc) => `Din Fairway-bokning ${loc} har avbokats`,
    cancellationTitle: 'Bokningen avbokad',
    cancellationIntro: (loc, club, date, time) =>
      `Din bokning ${loc} på ${club} den ${date} kl. ${time} har avbokats.`,
    cancellationReference: 'Avbokningsnummer',
    cancellationFee: 'Transaktionsavgiften återbetalas inte.',
    signature: 'Fairway-teamet',
  },
};

export function mailTexts(locale: Locale): MailTexts {
  return TEXTS[locale];
}
