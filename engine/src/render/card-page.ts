import { formatCardExpiry, formatPrice } from '@fairway/design-system/rules';
import { html, htmlDocument, raw, type SafeHtml } from './html.ts';
import { cultureOf, labelSeparator, type RenderLocale } from './voucher.ts';

/** The names the card form posts, for the handler that reads it. */
export const CARD_FORM_FIELDS = {
  sessionId: 'sessionId',
  holder: 'holder',
  cardNumber: 'cardNumber',
  expiryMonth: 'expiryMonth',
  expiryYear: 'expiryYear',
  securityCode: 'securityCode',
} as const;

/** The names the 3-D Secure challenge form posts. */
export const CHALLENGE_FORM_FIELDS = {
  sessionId: 'sessionId',
  code: 'code',
} as const;

/** The one-time code the sandbox's 3-D Secure challenge accepts. */
export const SANDBOX_CHALLENGE_CODE = '1234';

export interface CardPageView {
  locale: RenderLocale;
  /** Payment session id, posted back as a hidden field. */
  sessionId: string;
  /** Euros. */
  amount: number;
  /** 'Fairway'. */
  merchant: string;
  /** E.g. club + date + time. */
  description: string;
  /** Form action path, e.g. '/sandbox/pay/{id}'. */
  action: string;
  /** An already-translated error message to show above the form, or null. */
  error: string | null;
  /** Refill after an error. The card number and the code are never refilled. */
  values?: { holder?: string; expiryMonth?: string; expiryYear?: string };
  /** Show the test-card hint box. */
  testCards: boolean;
}

/** The card page for a saved card: the card is shown, only its security code is asked. */
export interface SavedCardPageView {
  locale: RenderLocale;
  sessionId: string;
  amount: number;
  merchant: string;
  description: string;
  action: string;
  error: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number; holder: string };
  testCards: boolean;
}

export interface ChallengePageView {
  locale: RenderLocale;
  sessionId: string;
  action: string;
  amount: number;
  error: string | null;
}

export interface ResultPageView {
  locale: RenderLocale;
  outcome: 'ok' | 'ko';
  message: string;
  returnUrl: string | null;
}

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

const MESSAGES: Record<RenderLocale, Record<CardPageMessage, string>> = {
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
    holderRequired: 'Introduzca el nombre del titular de la tarjeta.',
    declined: 'La tarjeta ha sido rechazada. Pruebe con otra tarjeta.',
    challengeFailed: 'El código de verificación no es correcto.',
    sessionExpired: 'Esta sesión de pago ha caducado. Vuelva a la tienda e inténtelo de nuevo.',
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

export function cardPageMessage(key: CardPageMessage, locale: RenderLocale): string {
  return MESSAGES[locale][key];
}

interface PageTexts {
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

const TEXTS: Record<RenderLocale, PageTexts> = {
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
    testCardsTitle: 'Tarjetas de prueba',
    testCardsIntro:
      'Este es un entorno de pruebas: no se cobra ninguna tarjeta. Use cualquier fecha de caducidad futura y cualquier nombre de titular.',
    testCardOk: 'pago aceptado',
    testCardDeclined: 'tarjeta rechazada',
    testCardChallenge: 'pide una verificación 3-D Secure',
    testCardAmex: 'American Express, código de seguridad de 4 dígitos',
    challengeTitle: 'Verificación 3-D Secure',
    challengeIntro: (amount) =>
      `Su banco le pide que confirme este pago de ${amount}. Introduzca el código de un solo uso que ha recibido.`,
    challengeCode: 'Código de un solo uso',
    challengeHint: (code) => `Este es un entorno de pruebas: el código es ${code}.`,
    confirm: 'Confirmar',
    resultOk: 'Pago completado',
    resultKo: 'Pago no completado',
    returnLink: 'Volver a la tienda',
    redirecting: 'Volverá a la tienda automáticamente.',
    closeWindow: 'Ya puede cerrar esta ventana.',
    savedCard: 'Tarjeta guardada',
    savedCardIntro: 'Para pagar con su tarjeta guardada, introduzca su código de seguridad.',
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

/** The test cards ARCHITECTURE.md section 2 promises, written the way card faces group them. */
type TestCardOutcome = 'testCardOk' | 'testCardDeclined' | 'testCardChallenge' | 'testCardAmex';

const TEST_CARDS: ReadonlyArray<{ number: string; outcome: TestCardOutcome }> = [
  { number: '4242 4242 4242 4242', outcome: 'testCardOk' },
  { number: '4000 0000 0000 0002', outcome: 'testCardDeclined' },
  { number: '4000 0027 6000 3184', outcome: 'testCardChallenge' },
  { number: '3782 822463 10005', outcome: 'testCardAmex' },
];

const FORM_STYLES = `
.summary{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
.summary dt{color:#4a5852}
.summary dd{margin:0;font-weight:600}
.summary .amount{font-size:1.25rem}
.field{margin:0 0 1rem}
.field label,.legend{display:block;margin-bottom:.25rem;font-weight:600}
.field input{display:block;width:100%;min-height:48px;padding:.625rem .75rem;border:1px solid #6c7a73;border-radius:8px;background:#ffffff;color:#1b2421;font:inherit;font-size:1.0625rem}
.field input:focus-visible{border-color:#1a5a8a}
.field .hint{margin:.25rem 0 0;font-size:.875rem;color:#4a5852}
fieldset{margin:0 0 1rem;padding:0;border:0;min-width:0}
.pair{display:flex;gap:.75rem}
.pair .field{flex:1 1 0;margin:0}
.pair label{font-weight:400}
.narrow input{max-width:10rem}
.test-cards{margin-top:1.5rem;padding:1rem;border:1px dashed #6c7a73;border-radius:8px;background:#fdf1dc}
.test-cards h2{margin-top:0}
.test-cards ul{margin:.5rem 0 0;padding-left:1.25rem}
.test-cards code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-weight:700;white-space:nowrap}
`;

/** Engine pages with a session id in them are nobody's search result. */
const NO_INDEX = raw('<meta name="robots" content="noindex, nofollow">\n');

function errorRegion(error: string | null): SafeHtml | null {
  return error === null ? null : html`<div class="alert" role="alert">${error}</div> `;
}

function page(locale: RenderLocale, title: string, body: SafeHtml, head?: SafeHtml): string {
  return htmlDocument({
    lang: cultureOf(locale),
    title: `${title} · Fairway`,
    body,
    styles: FORM_STYLES,
    head: head ? html`${NO_INDEX}${head}` : NO_INDEX,
  });
}

/** The end of both card forms: the security code, then Pay with the amount. */
function securityCodeAndPay(t: PageTexts, amount: string): SafeHtml {
  return html`<div class="field narrow">
      <label for="security-code">${t.securityCode}</label>
      <input
        id="security-code"
        name="${CARD_FORM_FIELDS.securityCode}"
        type="text"
        inputmode="numeric"
        autocomplete="cc-csc"
        maxlength="4"
        spellcheck="false"
        required
        aria-describedby="security-code-hint"
      />
      <p class="hint" id="security-code-hint">${t.securityCodeHint}</p>
    </div>
    <button type="submit" class="button">${t.pay(amount)}</button>`;
}

export function renderCardPage(v: CardPageView): string {
  const t = TEXTS[v.locale];
  const amount = formatPrice(v.amount, cultureOf(v.locale));
  const f = CARD_FORM_FIELDS;
  const values = v.values ?? {};
  const body = html`<main>
    <div class="card">
      <p class="brand">Fairway</p>
      <h1>${t.cardTitle}</h1>
      <dl class="summary">
        <dt>${t.merchant}</dt>
        <dd>${v.merchant}</dd>
        <dt>${t.description}</dt>
        <dd>${v.description}</dd>
        <dt>${t.amount}</dt>
        <dd class="amount">${amount}</dd>
      </dl>
      ${errorRegion(v.error)}
      <form method="post" action="${v.action}" novalidate>
        <input type="hidden" name="${f.sessionId}" value="${v.sessionId}" />
        <div class="field">
          <label for="holder">${t.holder}</label>
          <input
            id="holder"
            name="${f.holder}"
            type="text"
            autocomplete="cc-name"
            spellcheck="false"
            required
            value="${values.holder ?? ''}"
          />
        </div>
        <div class="field">
          <label for="card-number">${t.cardNumber}</label>
          <input
            id="card-number"
            name="${f.cardNumber}"
            type="text"
            inputmode="numeric"
            autocomplete="cc-number"
            maxlength="23"
            spellcheck="false"
            required
          />
        </div>
        <fieldset>
          <legend class="legend">${t.expiry}</legend>
          <div class="pair">
            <div class="field">
              <label for="expiry-month">${t.month}</label>
              <input
                id="expiry-month"
                name="${f.expiryMonth}"
                type="text"
                inputmode="numeric"
                autocomplete="cc-exp-month"
                maxlength="2"
                placeholder="${t.monthPlaceholder}"
                required
                value="${values.expiryMonth ?? ''}"
              />
            </div>
            <div class="field">
              <label for="expiry-year">${t.year}</label>
              <input
                id="expiry-year"
                name="${f.expiryYear}"
                type="text"
                inputmode="numeric"
                autocomplete="cc-exp-year"
                maxlength="4"
                placeholder="${t.yearPlaceholder}"
                required
                value="${values.expiryYear ?? ''}"
              />
            </div>
          </div>
        </fieldset>
        ${securityCodeAndPay(t, amount)}
      </form>
      ${
        v.testCards &&
        html`<aside class="test-cards" aria-labelledby="test-cards-title">
          <h2 id="test-cards-title">${t.testCardsTitle}</h2>
          <p>${t.testCardsIntro}</p>
          <ul>
            ${TEST_CARDS.map(
              (c) =>
                html`<li><code>${c.number}</code>${labelSeparator(v.locale)}${t[c.outcome]}</li> `,
            )}
          </ul>
        </aside> `
      }
    </div>
  </main>`;
  return page(v.locale, t.cardTitle, body);
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  maestro: 'Maestro',
};

/** A saved card as the golfer recognises it: 'Visa •••• 4242, 12/2028'. */
export function savedCardLabel(card: SavedCardPageView['card']): string {
  const brand = BRAND_NAMES[card.brand] ?? card.brand;
  return `${brand} •••• ${card.last4}, ${formatCardExpiry(card.expMonth, card.expYear)}`;
}

export function renderSavedCardPage(v: SavedCardPageView): string {
  const t = TEXTS[v.locale];
  const amount = formatPrice(v.amount, cultureOf(v.locale));
  const body = html`<main>
    <div class="card">
      <p class="brand">Fairway</p>
      <h1>${t.cardTitle}</h1>
      <dl class="summary">
        <dt>${t.merchant}</dt>
        <dd>${v.merchant}</dd>
        <dt>${t.description}</dt>
        <dd>${v.description}</dd>
        <dt>${t.amount}</dt>
        <dd class="amount">${amount}</dd>
        <dt>${t.savedCard}</dt>
        <dd>${savedCardLabel(v.card)}</dd>
        <dt>${t.holder}</dt>
        <dd>${v.card.holder}</dd>
      </dl>
      <p>${t.savedCardIntro}</p>
      ${errorRegion(v.error)}
      <form method="post" action="${v.action}" novalidate>
        <input type="hidden" name="${CARD_FORM_FIELDS.sessionId}" value="${v.sessionId}" />
        ${securityCodeAndPay(t, amount)}
      </form>
      ${
        v.testCards &&
        html`<aside class="test-cards" aria-labelledby="test-cards-title">
          <h2 id="test-cards-title">${t.testCardsTitle}</h2>
          <p>${t.savedCardHint}</p>
        </aside> `
      }
    </div>
  </main>`;
  return page(v.locale, t.cardTitle, body);
}

export function renderChallengePage(v: ChallengePageView): string {
  const t = TEXTS[v.locale];
  const amount = formatPrice(v.amount, cultureOf(v.locale));
  const f = CHALLENGE_FORM_FIELDS;
  const body = html`<main>
    <div class="card">
      <p class="brand">Fairway</p>
      <h1>${t.challengeTitle}</h1>
      <p>${t.challengeIntro(amount)}</p>
      ${errorRegion(v.error)}
      <form method="post" action="${v.action}" novalidate>
        <input type="hidden" name="${f.sessionId}" value="${v.sessionId}" />
        <div class="field narrow">
          <label for="code">${t.challengeCode}</label>
          <input
            id="code"
            name="${f.code}"
            type="text"
            inputmode="numeric"
            autocomplete="one-time-code"
            maxlength="8"
            spellcheck="false"
            required
            aria-describedby="code-hint"
          />
          <p class="hint" id="code-hint">${t.challengeHint(SANDBOX_CHALLENGE_CODE)}</p>
        </div>
        <button type="submit" class="button">${t.confirm}</button>
      </form>
    </div>
  </main>`;
  return page(v.locale, t.challengeTitle, body);
}

/**
 * Only http(s) and same-host paths may be followed: a `javascript:` URL in the link or the
 * refresh would run script on this page.
 */
function safeReturnUrl(url: string | null): string | null {
  if (url === null) return null;
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed) || /^\/(?![/\\])/.test(trimmed)) return trimmed;
  return null;
}

export function renderResultPage(v: ResultPageView): string {
  const t = TEXTS[v.locale];
  const ok = v.outcome === 'ok';
  const title = ok ? t.resultOk : t.resultKo;
  const returnUrl = safeReturnUrl(v.returnUrl);
  const body = html`<main>
    <div class="card">
      <p class="brand">Fairway</p>
      <h1>${title}</h1>
      <p class="${ok ? 'success' : 'alert'}" role="${ok ? 'status' : 'alert'}">${v.message}</p>
      ${
        returnUrl === null
          ? html`<p class="muted">${t.closeWindow}</p>`
          : html`<p class="muted">${t.redirecting}</p>
              <p><a class="button" href="${returnUrl}">${t.returnLink}</a></p>`
      }
    </div>
  </main>`;
  const head =
    returnUrl === null
      ? undefined
      : html`<meta http-equiv="refresh" content="2;url=${returnUrl}" /> `;
  return page(v.locale, title, body, head);
}
