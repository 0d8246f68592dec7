/** The sandbox card page's texts (render/card-page.ts): its messages, then its labels. */
import type { Locale } from '@fairway/rules';

export type CardPageMessage =
  | 'cardNumberInvalid'
  | 'expiryInvalid'
  | 'securityCodeInvalid'
  | 'holderRequired'
  | 'declined'
  | 'challengeFailed'
  | 'sessionExpired'
  | 'alreadyPaid'
  | 'paid';

export const CARD_PAGE_MESSAGES: ReadonlyArray<CardPageMessage> = [
  'cardNumberInvalid',
  'expiryInvalid',
  'securityCodeInvalid',
  'holderRequired',
  'declined',
  'challengeFailed',
  'sessionExpired',
  'alreadyPaid',
  'paid',
];

const MESSAGES: Record<Locale, Record<CardPageMessage, string>> = {
  en: {
    cardNumberInvalid: 'The card number is not valid.',
    expiryInvalid: 'The expiry date is not valid, or the card has expired.',
    securityCodeInvalid:
      'The security code is not valid. It has 3 digits, or 4 for American Express.',
    holderRequired: 'Enter the cardholder’s name.',
    declined: 'The card was declined. Please try another card.',
    challengeFailed: 'The verification code is not correct.',
    sessionExpired: 'This payment session has expired. Please return to the shop and try again.',
    alreadyPaid: 'This payment has already been completed.',
    paid: 'Payment completed. Thank you!',
  },
  es: {
    cardNumberInvalid: 'El número de tarjeta no es válido.',
    expiryInvalid: 'La fecha de caducidad no es válida o la tarjeta ha caducado.',
    securityCodeInvalid:
      'El código de seguridad no es válido. Tiene 3 dígitos, o 4 en American Express.',
    holderRequired: 'Introduce el nombre del titular de la tarjeta.',
    declined: 'La tarjeta ha sido rechazada. Prueba con otra tarjeta.',
    challengeFailed: 'El código de verificación no es correcto.',
    sessionExpired: 'Esta sesión de pago ha caducado. Vuelve a la tienda e inténtalo de nuevo.',
    alreadyPaid: 'Este pago ya se ha realizado.',
    paid: 'Pago realizado. ¡Gracias!',
  },
  fr: {
    cardNumberInvalid: 'Le numéro de carte n’est pas valide.',
    expiryInvalid: 'La date d’expiration n’est pas valide, ou la carte a expiré.',
    securityCodeInvalid:
      'Le code de sécurité n’est pas valide. Il comporte 3 chiffres, ou 4 pour American Express.',
    holderRequired: 'Saisissez le nom du titulaire de la carte.',
    declined: 'La carte a été refusée. Veuillez essayer une autre carte.',
    challengeFailed: 'Le code de vérification est incorrect.',
    sessionExpired:
      'Cette session de paiement a expiré. Veuillez retourner sur la boutique et réessayer.',
    alreadyPaid: 'Ce paiement a déjà été effectué.',
    paid: 'Paiement effectué. Merci\u00a0!',
  },
  sv: {
    cardNumberInvalid: 'Kortnumret är ogiltigt.',
    expiryInvalid: 'Utgångsdatumet är ogiltigt, eller så har kortet gått ut.',
    securityCodeInvalid:
      'Säkerhetskoden är ogiltig. Den har 3 siffror, eller 4 för American Express.',
    holderRequired: 'Ange kortinnehavarens namn.',
    declined: 'Kortet nekades. Försök med ett annat kort.',
    challengeFailed: 'Verifieringskoden är felaktig.',
    sessionExpired: 'Betalningssessionen har gått ut. Gå tillbaka till butiken och försök igen.',
    alreadyPaid: 'Den här betalningen är redan genomförd.',
    paid: 'Betalningen är genomförd. Tack!',
  },
};

export function cardPageMessage(key: CardPageMessage, locale: Locale): string {
  return MESSAGES[locale][key];
}

export interface CardPageTexts {
  cardTitle: string;
  merchant: string;
  description: string;
  amount: string;
  holder: string;
  cardNumber: string;
  expiry: string;
  month: string;
  year: string;
  monthPlaceholder: string;
  yearPlaceholder: string;
  securityCode: string;
  securityCodeHint: string;
  pay: (amount: string) => string;
  /** The page with a provider's own forms (Redsys): the golfer pays on the bank's page. */
  providerIntro: string;
  payByCard: (amount: string) => string;
  payWithBizum: (amount: string) => string;
  testCardsTitle: string;
  testCardsIntro: string;
  testCardOk: string;
  testCardDeclined: string;
  testCardChallenge: string;
  testCardAmex: string;
  challengeTitle: string;
  challengeIntro: (amount: string) => string;
  challengeCode: string;
  challengeHint: (code: string) => string;
  confirm: string;
  resultOk: string;
  resultKo: string;
  returnLink: string;
  redirecting: string;
  closeWindow: string;
  savedCard: string;
  savedCardIntro: string;
  savedCardHint: string;
}

const TEXTS: Record<Locale, CardPageTexts> = {
  en: {
    cardTitle: 'Card payment',
    merchant: 'Merchant',
    description: 'Description',
    amount: 'Amount',
    holder: 'Cardholder name',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    month: 'Month',
    year: 'Year',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'YYYY',
    securityCode: 'Security code',
    securityCodeHint: '3 digits on the back of the card; 4 on the front for American Express.',
    pay: (amount) => `Pay ${amount}`,
    providerIntro: 'You will pay on your bank’s secure payment page.',
    payByCard: (amount) => `Pay ${amount} by card`,
    payWithBizum: (amount) => `Pay ${amount} with Bizum`,
    testCardsTitle: 'Test cards',
    testCardsIntro:
      'This is a sandbox: no card is charged. Use any future expiry date and any cardholder name.',
    testCardOk: 'payment succeeds',
    testCardDeclined: 'card declined',
    testCardChallenge: 'asks for a 3-D Secure verification',
    testCardAmex: 'American Express, 4-digit security code',
    challengeTitle: '3-D Secure verification',
    challengeIntro: (amount) =>
      `Your bank asks you to confirm this payment of ${amount}. Enter the one-time code you received.`,
    challengeCode: 'One-time code',
    challengeHint: (code) => `This is a sandbox: the code is ${code}.`,
    confirm: 'Confirm',
    resultOk: 'Payment completed',
    resultKo: 'Payment not completed',
    returnLink: 'Return to the shop',
    redirecting: 'You will be taken back to the shop automatically.',
    closeWindow: 'You can now close this window.',
    savedCard: 'Saved card',
    savedCardIntro: 'To pay with your saved card, enter its security code.',
    savedCardHint:
      'This is a sandbox: no card is charged. Any 3 digits do, or 4 for American Express.',
  },
  es: {
    cardTitle: 'Pago con tarjeta',
    merchant: 'Comercio',
    description: 'Concepto',
    amount: 'Importe',
    holder: 'Nombre del titular',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad',
    month: 'Mes',
    year: 'Año',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'AAAA',
    securityCode: 'Código de seguridad',
    securityCodeHint: '3 dígitos en el reverso de la tarjeta; 4 en el anverso en American Express.',
    pay: (amount) => `Pagar ${amount}`,
    providerIntro: 'Pagarás en la página de pago segura de tu banco.',
    payByCard: (amount) => `Pagar ${amount} con tarjeta`,
    payWithBizum: (amount) => `Pagar ${amount} con Bizum`,
    testCardsTitle: 'Tarjetas de prueba',
    testCardsIntro:
      'Este es un entorno de pruebas: no se cobra ninguna tarjeta. Usa cualquier fecha de caducidad futura y cualquier nombre de titular.',
    testCardOk: 'pago aceptado',
    testCardDeclined: 'tarjeta rechazada',
    testCardChallenge: 'pide una verificación 3-D Secure',
    testCardAmex: 'American Express, código de seguridad de 4 dígitos',
    challengeTitle: 'Verificación 3-D Secure',
    challengeIntro: (amount) =>
      `Tu banco te pide que confirmes este pago de ${amount}. Introduce el código de un solo uso que has recibido.`,
    challengeCode: 'Código de un solo uso',
    challengeHint: (code) => `Este es un entorno de pruebas: el código es ${code}.`,
    confirm: 'Confirmar',
    resultOk: 'Pago completado',
    resultKo: 'Pago no completado',
    returnLink: 'Volver a la tienda',
    redirecting: 'Volverás a la tienda automáticamente.',
    closeWindow: 'Ya puedes cerrar esta ventana.',
    savedCard: 'Tarjeta guardada',
    savedCardIntro: 'Para pagar con tu tarjeta guardada, introduce su código de seguridad.',
    savedCardHint:
      'Este es un entorno de pruebas: no se cobra ninguna tarjeta. Vale cualquier código de 3 dígitos, o 4 en American Express.',
  },
  fr: {
    cardTitle: 'Paiement par carte',
    merchant: 'Marchand',
    description: 'Description',
    amount: 'Montant',
    holder: 'Nom du titulaire',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration',
    month: 'Mois',
    year: 'Année',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'AAAA',
    securityCode: 'Code de sécurité',
    securityCodeHint: '3 chiffres au dos de la carte\u00a0; 4 au recto pour American Express.',
    pay: (amount) => `Payer ${amount}`,
    providerIntro: 'Vous paierez sur la page de paiement sécurisée de votre banque.',
    payByCard: (amount) => `Payer ${amount} par carte`,
    payWithBizum: (amount) => `Payer ${amount} avec Bizum`,
    testCardsTitle: 'Cartes de test',
    testCardsIntro:
      'Ceci est un environnement de test\u00a0: aucune carte n’est débitée. Utilisez n’importe quelle date d’expiration future et n’importe quel nom de titulaire.',
    testCardOk: 'paiement accepté',
    testCardDeclined: 'carte refusée',
    testCardChallenge: 'demande une vérification 3-D Secure',
    testCardAmex: 'American Express, code de sécurité à 4 chiffres',
    challengeTitle: 'Vérification 3-D Secure',
    challengeIntro: (amount) =>
      `Votre banque vous demande de confirmer ce paiement de ${amount}. Saisissez le code à usage unique reçu.`,
    challengeCode: 'Code à usage unique',
    challengeHint: (code) => `Ceci est un environnement de test\u00a0: le code est ${code}.`,
    confirm: 'Confirmer',
    resultOk: 'Paiement effectué',
    resultKo: 'Paiement non effectué',
    returnLink: 'Retour à la boutique',
    redirecting: 'Vous allez être redirigé automatiquement vers la boutique.',
    closeWindow: 'Vous pouvez maintenant fermer cette fenêtre.',
    savedCard: 'Carte enregistrée',
    savedCardIntro: 'Pour payer avec votre carte enregistrée, saisissez son code de sécurité.',
    savedCardHint:
      'Ceci est un environnement de test\u00a0: aucune carte n’est débitée. N’importe quels 3 chiffres conviennent, ou 4 pour American Express.',
  },
  sv: {
    cardTitle: 'Kortbetalning',
    merchant: 'Säljare',
    description: 'Beskrivning',
    amount: 'Belopp',
    holder: 'Kortinnehavarens namn',
    cardNumber: 'Kortnummer',
    expiry: 'Utgångsdatum',
    month: 'Månad',
    year: 'År',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'ÅÅÅÅ',
    securityCode: 'Säkerhetskod',
    securityCodeHint: '3 siffror på kortets baksida; 4 på framsidan för American Express.',
    pay: (amount) => `Betala ${amount}`,
    providerIntro: 'Du betalar på bankens säkra betalsida.',
    payByCard: (amount) => `Betala ${amount} med kort`,
    payWithBizum: (amount) => `Betala ${amount} med Bizum`,
    testCardsTitle: 'Testkort',
    testCardsIntro:
      'Det här är en testmiljö: inget kort debiteras. Ange valfritt framtida utgångsdatum och valfritt namn.',
    testCardOk: 'betalningen godkänns',
    testCardDeclined: 'kortet nekas',
    testCardChallenge: 'kräver 3-D Secure-verifiering',
    testCardAmex: 'American Express, säkerhetskod med 4 siffror',
    challengeTitle: '3-D Secure-verifiering',
    challengeIntro: (amount) =>
      `Din bank ber dig bekräfta betalningen på ${amount}. Ange engångskoden du har fått.`,
    challengeCode: 'Engångskod',
    challengeHint: (code) => `Det här är en testmiljö: koden är ${code}.`,
    confirm: 'Bekräfta',
    resultOk: 'Betalningen genomförd',
    resultKo: 'Betalningen genomfördes inte',
    returnLink: 'Tillbaka till butiken',
    redirecting: 'Du skickas automatiskt tillbaka till butiken.',
    closeWindow: 'Du kan nu stänga det här fönstret.',
    savedCard: 'Sparat kort',
    savedCardIntro: 'Ange säkerhetskoden för att betala med ditt sparade kort.',
    savedCardHint:
      'Det här är en testmiljö: inget kort debiteras. Valfria 3 siffror fungerar, eller 4 för American Express.',
  },
};

export function cardPageTexts(locale: Locale): CardPageTexts {
  return TEXTS[locale];
}
