/** The e-mails' texts (render/mail.ts); a voucher e-mail also uses the voucher's texts. */
import type { Locale } from '@fairway/rules';

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
  // Account notices (issue 24): a sign-up tried on the address, the account's e-mail changed.
  signUpAttemptSubject: string;
  signUpAttemptIntro: (email: string) => string;
  signUpAttemptLogin: string;
  signUpAttemptRecover: string;
  signUpAttemptIgnore: string;
  emailChangedSubject: string;
  emailChangedIntro: (oldEmail: string, newEmail: string) => string;
  emailChangedIfYou: string;
  emailChangedIfNotYou: string;
  emailChangedContact: string;
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
    signUpAttemptSubject: 'Someone tried to open a Fairway account with your e-mail',
    signUpAttemptIntro: (email) =>
      `Someone tried to open a new Fairway account with ${email}. This address already has an account, so no new one was opened.`,
    signUpAttemptLogin: 'Log in to your account',
    signUpAttemptRecover: 'Forgot your password? Choose a new one',
    signUpAttemptIgnore:
      'If it was not you, you can ignore this e-mail: your account is unchanged.',
    emailChangedSubject: 'The e-mail of your Fairway account was changed',
    emailChangedIntro: (oldEmail, newEmail) =>
      `The e-mail of your Fairway account was changed from ${oldEmail} to ${newEmail}. From now on we write to the new address.`,
    emailChangedIfYou: 'If you made this change, there is nothing more to do.',
    emailChangedIfNotYou: 'If you did not, contact us at once so we can secure your account.',
    emailChangedContact: 'Contact Fairway',
  },
  es: {
    voucherSubject: (loc) => `Tu reserva de Fairway ${loc}`,
    greeting: (name) => `Hola, ${name}:`,
    recoverySubject: 'Restablece tu contraseña de Fairway',
    recoveryIntro:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Fairway.',
    recoveryAction: 'Elegir una nueva contraseña',
    recoveryExpiry: (m) => `Este enlace es válido durante ${m} minutos.`,
    recoveryIgnore: 'Si no lo has pedido, puedes ignorar este correo: tu contraseña no cambiará.',
    welcomeSubject: 'Te damos la bienvenida al boletín de Fairway',
    welcomeTitle: 'Te damos la bienvenida al boletín de Fairway',
    welcomeIntro: (email) => `${email} ya está suscrito al boletín de Fairway.`,
    welcomeWhat: 'Recibirás ofertas y novedades sobre campos de golf en España y Portugal.',
    welcomeWhy: (email) =>
      `Has recibido este correo porque ${email} se ha suscrito en el sitio web de Fairway.`,
    confirmSubject: 'Confirma tu suscripción al boletín de Fairway',
    confirmIntro: (email) =>
      `Alguien, esperamos que tú, ha pedido suscribir ${email} al boletín de Fairway. Abre el enlace de abajo para confirmarlo.`,
    confirmAction: 'Confirmar mi suscripción',
    confirmExpiry: (d) => `Este enlace es válido durante ${d} días.`,
    confirmIgnore: 'Si no lo has pedido, ignora este correo: la dirección no quedará suscrita.',
    cancellationSubject: (loc) => `Tu reserva de Fairway ${loc} ha sido cancelada`,
    cancellationTitle: 'Reserva cancelada',
    cancellationIntro: (loc, club, date, time) =>
      `Tu reserva ${loc} en ${club} el ${date} a las ${time} ha sido cancelada.`,
    cancellationReference: 'Localizador de cancelación',
    cancellationFee: 'Los gastos de gestión no son reembolsables.',
    signature: 'El equipo de Fairway',
    signUpAttemptSubject:
      'Alguien ha intentado abrir una cuenta de Fairway con tu correo electrónico',
    signUpAttemptIntro: (email) =>
      `Alguien ha intentado abrir una cuenta nueva de Fairway con ${email}. Esta dirección ya tiene una cuenta, así que no se ha abierto otra.`,
    signUpAttemptLogin: 'Acceder a tu cuenta',
    signUpAttemptRecover: '¿Has olvidado tu contraseña? Elige una nueva',
    signUpAttemptIgnore: 'Si no has sido tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
    emailChangedSubject: 'El correo electrónico de tu cuenta de Fairway ha cambiado',
    emailChangedIntro: (oldEmail, newEmail) =>
      `El correo electrónico de tu cuenta de Fairway ha cambiado de ${oldEmail} a ${newEmail}. A partir de ahora te escribiremos a la nueva dirección.`,
    emailChangedIfYou: 'Si has hecho tú el cambio, no tienes que hacer nada más.',
    emailChangedIfNotYou:
      'Si no has sido tú, contacta con nosotros cuanto antes para proteger tu cuenta.',
    emailChangedContact: 'Contactar con Fairway',
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
    signUpAttemptSubject: 'Quelqu’un a essayé d’ouvrir un compte Fairway avec votre e-mail',
    signUpAttemptIntro: (email) =>
      `Quelqu’un a essayé d’ouvrir un nouveau compte Fairway avec ${email}. Cette adresse a déjà un compte\u00a0: aucun autre n’a été ouvert.`,
    signUpAttemptLogin: 'Me connecter à mon compte',
    signUpAttemptRecover: 'Mot de passe oublié\u00a0? Choisissez-en un nouveau',
    signUpAttemptIgnore:
      'Si ce n’était pas vous, ignorez cet e-mail\u00a0: votre compte n’a pas changé.',
    emailChangedSubject: 'L’e-mail de votre compte Fairway a été modifié',
    emailChangedIntro: (oldEmail, newEmail) =>
      `L’e-mail de votre compte Fairway est passé de ${oldEmail} à ${newEmail}. Nous écrivons désormais à la nouvelle adresse.`,
    emailChangedIfYou:
      'Si vous êtes à l’origine de ce changement, vous n’avez rien d’autre à faire.',
    emailChangedIfNotYou:
      'Sinon, contactez-nous sans attendre pour que nous protégions votre compte.',
    emailChangedContact: 'Contacter Fairway',
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
    signUpAttemptSubject: 'Någon försökte öppna ett Fairway-konto med din e-postadress',
    signUpAttemptIntro: (email) =>
      `Någon försökte öppna ett nytt Fairway-konto med ${email}. Adressen har redan ett konto, så inget nytt öppnades.`,
    signUpAttemptLogin: 'Logga in på ditt konto',
    signUpAttemptRecover: 'Glömt lösenordet? Välj ett nytt',
    signUpAttemptIgnore:
      'Om det inte var du kan du bortse från det här mejlet: ditt konto är oförändrat.',
    emailChangedSubject: 'E-postadressen till ditt Fairway-konto har ändrats',
    emailChangedIntro: (oldEmail, newEmail) =>
      `E-postadressen till ditt Fairway-konto har ändrats från ${oldEmail} till ${newEmail}. Från och med nu skriver vi till den nya adressen.`,
    emailChangedIfYou: 'Om det var du som ändrade den behöver du inte göra något mer.',
    emailChangedIfNotYou:
      'Om det inte var du, kontakta oss genast så att vi kan skydda ditt konto.',
    emailChangedContact: 'Kontakta Fairway',
  },
};

export function mailTexts(locale: Locale): MailTexts {
  return TEXTS[locale];
}
