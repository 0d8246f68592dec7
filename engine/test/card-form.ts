/**
 * Submits the sandbox's hosted card page the way a browser's autofill would: it reads the form
 * the page renders (action, hidden fields, inputs by their `autocomplete` purpose) and posts it.
 * A field renamed on one side and not the other fails here, as it would for a golfer.
 */
export interface Card {
  holder?: string;
  number: string;
  expiryMonth?: string;
  expiryYear?: string;
  cvc?: string;
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

/** The first form of a page: where it posts and its fields, each with its attributes. */
export function readForm(
  html: string,
  pageUrl: string,
): { action: string; fields: Record<string, string>[] } {
  const form = /<form[^>]*>/.exec(html);
  if (!form) throw new Error('the page has no form');
  const action = new URL(attributes(form[0]).action ?? '', pageUrl).toString();
  const fields = [...html.matchAll(/<(?:input|select)\b[^>]*>/g)].map((m) => attributes(m[0]));
  return { action, fields };
}

/**
 * The card page's form filled as a golfer's browser fills it: the hidden fields as they are, each
 * card field found by its autocomplete purpose. Where it is sent, and the body to send.
 */
export function cardFormBody(
  html: string,
  pageUrl: string,
  card: Card,
): { action: string; body: URLSearchParams } {
  const { action, fields } = readForm(html, pageUrl);
  const byPurpose: Record<string, string> = {
    'cc-name': card.holder ?? 'Ada Lovelace',
    'cc-number': card.number,
    'cc-exp-month': card.expiryMonth ?? '12',
    'cc-exp-year': card.expiryYear ?? String(new Date().getUTCFullYear() + 2),
    'cc-csc': card.cvc ?? '123',
  };
  const body = new URLSearchParams();
  for (const f of fields) {
    if (!f.name) continue;
    const value = f.type === 'hidden' ? f.value : byPurpose[f.autocomplete ?? ''];
    if (value !== undefined) body.set(f.name, value);
  }
  return { action, body };
}

export async function submitCardForm(pageUrl: string, card: Card): Promise<Response> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`card page answered ${page.status}`);
  const { action, body } = cardFormBody(await page.text(), pageUrl, card);
  return fetch(action, { method: 'POST', body });
}

/** Answers the 3-D Secure challenge page the card page led to, with a one-time code. */
export async function submitChallenge(
  challengeHtml: string,
  pageUrl: string,
  code: string,
): Promise<Response> {
  const { action, fields } = readForm(challengeHtml, pageUrl);
  const body = new URLSearchParams();
  for (const f of fields) {
    if (!f.name) continue;
    body.set(f.name, f.type === 'hidden' ? (f.value ?? '') : code);
  }
  return fetch(action, { method: 'POST', body });
}
