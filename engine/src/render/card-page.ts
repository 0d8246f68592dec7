import { cultureFor, formatCardExpiry, formatPrice, type Locale } from '@fairway/rules';
import { cardPageTexts, type CardPageTexts } from '../i18n/card-page-texts.ts';
import { labelSeparator } from '../i18n/locale-rules.ts';
import { html, htmlDocument, raw, type SafeHtml } from './html.ts';

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
  locale: Locale;
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
  locale: Locale;
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
  locale: Locale;
  sessionId: string;
  action: string;
  amount: number;
  error: string | null;
}

export interface ResultPageView {
  locale: Locale;
  outcome: 'ok' | 'ko';
  message: string;
  returnUrl: string | null;
}

/**
 * The test cards of docs/engine-contract.md#other-routes, written the way card faces group them.
 */
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

function page(locale: Locale, title: string, body: SafeHtml, head?: SafeHtml): string {
  return htmlDocument({
    lang: cultureFor(locale).culture,
    title: `${title} · Fairway`,
    body,
    styles: FORM_STYLES,
    head: head ? html`${NO_INDEX}${head}` : NO_INDEX,
  });
}

/** The end of both card forms: the security code, then Pay with the amount. */
function securityCodeAndPay(t: CardPageTexts, amount: string): SafeHtml {
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
  const t = cardPageTexts(v.locale);
  const amount = formatPrice(v.amount, cultureFor(v.locale).culture);
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
  const t = cardPageTexts(v.locale);
  const amount = formatPrice(v.amount, cultureFor(v.locale).culture);
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
  const t = cardPageTexts(v.locale);
  const amount = formatPrice(v.amount, cultureFor(v.locale).culture);
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
  const t = cardPageTexts(v.locale);
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

export interface ProviderFormPageView {
  locale: Locale;
  amount: number;
  description: string;
  /** The card form, then Bizum's when offered: each posts itself to the provider's page. */
  forms: { method: 'card' | 'bizum'; action: string; fields: Record<string, string> }[];
}

/**
 * The way to a provider's own payment page (Redsys): one button per way to pay, each a form that
 * posts the signed fields there. No script: the golfer's click is the post.
 */
export function renderProviderFormPage(v: ProviderFormPageView): string {
  const t = cardPageTexts(v.locale);
  const amount = formatPrice(v.amount, cultureFor(v.locale).culture);
  const forms = v.forms.map(
    (f) =>
      html`<form method="post" action="${f.action}">
        ${Object.entries(f.fields).map(
          ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
        )}
        <button type="submit" class="button">
          ${f.method === 'bizum' ? t.payWithBizum(amount) : t.payByCard(amount)}
        </button>
      </form>`,
  );
  const body = html`<main>
    <div class="card">
      <p class="brand">Fairway</p>
      <h1>${t.cardTitle}</h1>
      <dl class="summary">
        <dt>${t.description}</dt>
        <dd>${v.description}</dd>
        <dt>${t.amount}</dt>
        <dd class="amount">${amount}</dd>
      </dl>
      <p class="muted">${t.providerIntro}</p>
      ${forms}
    </div>
  </main>`;
  return page(v.locale, t.cardTitle, body);
}
