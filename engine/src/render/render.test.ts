import { describe, it, expect } from 'vitest';
import { CULTURES, formatPrice, LOCALES, type Locale } from '@fairway/rules';
import { escapeHtml, html, htmlDocument as htmlDocumentRaw, raw } from './html.ts';
import { renderVoucher as renderVoucherRaw, utcOffsetLabel, type VoucherView } from './voucher.ts';
import { CARD_PAGE_MESSAGES, cardPageMessage } from '../i18n/card-page-texts.ts';
import {
  renderCardPage as renderCardPageRaw,
  renderChallengePage as renderChallengePageRaw,
  renderResultPage as renderResultPageRaw,
  renderSavedCardPage as renderSavedCardPageRaw,
  savedCardLabel,
  type CardPageView,
  type SavedCardPageView,
} from './card-page.ts';
import {
  accountWelcomeMail,
  cancellationMail,
  emailChangedMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
  passwordRecoveryMail,
  reviewInvitationMail,
  signUpAttemptMail,
  voucherMail,
  type MailContent,
} from './mail.ts';

/**
 * Drops the whitespace between tags, which carries no meaning here and which Prettier's
 * formatting of the `html` templates is free to change, so assertions can read exact markup.
 */
function compact(page: string): string {
  // Not \s: that would also eat the no-break spaces French and Swedish prices are grouped with.
  return page.replace(/>[ \t\r\n]+</g, '><').replace(/[ \t\r\n]+/g, ' ');
}

const htmlDocument = (...a: Parameters<typeof htmlDocumentRaw>): string =>
  compact(htmlDocumentRaw(...a));
const renderVoucher = (...a: Parameters<typeof renderVoucherRaw>): string =>
  compact(renderVoucherRaw(...a));
const renderCardPage = (...a: Parameters<typeof renderCardPageRaw>): string =>
  compact(renderCardPageRaw(...a));
const renderChallengePage = (...a: Parameters<typeof renderChallengePageRaw>): string =>
  compact(renderChallengePageRaw(...a));
const renderResultPage = (...a: Parameters<typeof renderResultPageRaw>): string =>
  compact(renderResultPageRaw(...a));
const renderSavedCardPage = (...a: Parameters<typeof renderSavedCardPageRaw>): string =>
  compact(renderSavedCardPageRaw(...a));

const EVIL = '<script>alert(1)</script>';
const ESCAPED_EVIL = '&lt;script&gt;alert(1)&lt;/script&gt;';

function voucher(overrides: Partial<VoucherView> = {}): VoucherView {
  return {
    locale: 'en',
    localizador: 'AB12CD34',
    status: 'confirmed',
    clubName: 'Real Club de Golf de Las Palmas',
    courseName: 'Championship',
    clubAddress: 'Carretera de Bandama, s/n, 35300 Santa Brígida',
    date: '2026-07-15',
    time: '09:10',
    timeZone: 'Atlantic/Canary',
    holes: 18,
    players: 2,
    holderName: 'Ann Holder',
    holderEmail: 'ann@example.com',
    rates: [{ name: 'Green fee 18 holes', unitPrice: 1234.5, quantity: 2, total: 2469 }],
    services: [{ name: 'Buggy', unitPrice: 45, quantity: 1, total: 45 }],
    discount: 10,
    promoCode: 'SUMMER26',
    fee: 2.99,
    total: 2506.99,
    bookedAt: '2026-07-01T10:00:00Z',
    cancellationPolicy: { allowed: true, deadlineHours: 48 },
    ...overrides,
  };
}

const LINKS = {
  manageUrl: 'https://shop.test/en/cancel-reservation?reference=AB12CD34&x=1',
  directionsUrl: 'https://shop.test/en/club/real-club-de-golf-de-las-palmas?idVP=3#contact',
};

/** A round on 15 July 2026 at 09:10 in Las Palmas (UTC+1), cancellable until 48 hours before. */
const ROUND = {
  clubName: 'Real Club de Golf de Las Palmas',
  courseName: 'Championship',
  clubAddress: 'Carretera de Bandama, s/n',
  date: '2026-07-15',
  time: '09:10',
  timeZone: 'Atlantic/Canary',
  holes: 18,
  deadline: '2026-07-13T08:10:00.000Z',
};

function cardPage(overrides: Partial<CardPageView> = {}): CardPageView {
  return {
    locale: 'en',
    sessionId: 'ps_123',
    amount: 1234.5,
    merchant: 'Fairway',
    description: 'Real Club de Golf de Las Palmas, 15/07/2026 09:10',
    action: '/sandbox/pay/ps_123',
    error: null,
    testCards: true,
    ...overrides,
  };
}

/** Every `<input>` that is not hidden, with its id. */
function visibleInputs(page: string): string[] {
  return [...page.matchAll(/<input\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="hidden"/.test(tag));
}

function idOf(tag: string): string | undefined {
  return /\bid="([^"]+)"/.exec(tag)?.[1];
}

describe('html helper', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes interpolations, but not raw() nor nested html fragments', () => {
    const inner = html`<b>${EVIL}</b>`;
    const out = html`<p>
      ${EVIL}${raw('<i>ok</i>')}${inner}${[html`<br />`, 'a&b']}${null}${false}${3}
    </p>`;
    // All whitespace dropped: Prettier lays the template out over several lines.
    expect(out.toString().replace(/\s+/g, '')).toBe(
      `<p>${ESCAPED_EVIL}<i>ok</i><b>${ESCAPED_EVIL}</b><br/>a&amp;b3</p>`,
    );
  });

  it('builds a complete document with an escaped title and no external resources', () => {
    const doc = htmlDocument({ lang: 'es-ES', title: EVIL, body: html`<p>hi</p>` });
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc).toContain('<html lang="es-ES">');
    expect(doc).toMatch(/<meta charset="utf-8" ?\/?>/);
    expect(doc).toMatch(
      /<meta name="viewport" content="width=device-width, initial-scale=1" ?\/?>/,
    );
    expect(doc).toContain(`<title>${ESCAPED_EVIL}</title>`);
    expect(doc).toContain('system-ui');
    expect(doc).not.toMatch(/https?:\/\//);
  });
});

describe('escaping in every page', () => {
  it('never lets a <script> through', async () => {
    const pages = [
      renderVoucher(
        voucher({
          clubName: EVIL,
          courseName: EVIL,
          clubAddress: EVIL,
          holderName: EVIL,
          holderEmail: EVIL,
          promoCode: EVIL,
          rates: [{ name: EVIL, unitPrice: 1, quantity: 1, total: 1 }],
          services: [{ name: EVIL, unitPrice: 1, quantity: 1, total: 1 }],
        }),
      ),
      renderCardPage(
        cardPage({
          merchant: EVIL,
          description: EVIL,
          error: EVIL,
          sessionId: `"${EVIL}`,
          action: `/pay/"${EVIL}`,
          values: { holder: `"${EVIL}`, expiryMonth: EVIL, expiryYear: EVIL },
        }),
      ),
      renderChallengePage({
        locale: 'es',
        sessionId: EVIL,
        action: EVIL,
        amount: 1,
        error: EVIL,
      }),
      renderResultPage({ locale: 'fr', outcome: 'ko', message: EVIL, returnUrl: `/x"${EVIL}` }),
      (
        await voucherMail(
          voucher({
            clubName: EVIL,
            clubPhone: EVIL,
            rounds: [{ ...ROUND, clubName: EVIL, courseName: EVIL, clubAddress: EVIL }],
            tournament: { name: EVIL, rounds: [], players: [{ name: EVIL, handicap: 1 }] },
          }),
          { manageUrl: `https://shop.test/"${EVIL}`, directionsUrl: `https://shop.test/"${EVIL}` },
        )
      ).html,
      passwordRecoveryMail({
        locale: 'sv',
        name: EVIL,
        resetUrl: `https://shop.test/reset?t="${EVIL}`,
        expiresMinutes: 30,
      }).html,
      newsletterWelcomeMail({ locale: 'en', email: EVIL }).html,
      newsletterConfirmMail({
        locale: 'fr',
        email: EVIL,
        confirmUrl: `https://shop.test/fr/newsletter/confirm?token="${EVIL}`,
        expiresDays: 7,
      }).html,
      cancellationMail({
        locale: 'es',
        localizador: EVIL,
        cancellationReference: EVIL,
        clubName: EVIL,
        date: '2026-07-15',
        time: '09:10',
      }).html,
    ];
    for (const page of pages) {
      expect(page).not.toContain('<script');
      expect(page).toContain('&lt;script&gt;');
    }
  });
});

describe('renderVoucher', () => {
  it('formats every price with formatPrice in each locale', () => {
    for (const locale of LOCALES) {
      const culture = CULTURES[locale].culture;
      const page = renderVoucher(voucher({ locale }));
      for (const amount of [1234.5, 2469, 45, -10, 2.99, 2506.99]) {
        expect(page).toContain(formatPrice(amount, culture));
      }
    }
    expect(formatPrice(1234.5, CULTURES.es.culture)).toBe('1.234,50\u00a0€');
    expect(renderVoucher(voucher({ locale: 'es' }))).toContain('1.234,50\u00a0€');
    expect(renderVoucher(voucher({ locale: 'en' }))).toContain(
      formatPrice(1234.5, CULTURES.en.culture),
    );
  });

  it('lists the booking facts in the page language', () => {
    const page = renderVoucher(voucher({ locale: 'es' }));
    expect(page).toContain('<html lang="es-ES">');
    expect(page).toContain('AB12CD34');
    expect(page).toContain('Real Club de Golf de Las Palmas');
    expect(page).toContain('Championship');
    expect(page).toContain('Santa Brígida');
    expect(page).toContain('15 de julio de 2026');
    expect(page).toContain('Jugadores</dt><dd>2</dd>');
    expect(page).toContain('Green fee 18 holes');
    expect(page).toContain('Buggy');
    expect(page).toContain('Descuento (código promocional SUMMER26)');
    expect(renderVoucher(voucher({ locale: 'en' }))).toContain('15 July 2026');
    expect(renderVoucher(voucher({ locale: 'fr' }))).toContain('15 juillet 2026');
    expect(renderVoucher(voucher({ locale: 'sv' }))).toContain('15 juli 2026');
  });

  it('lists each tee time with its own club and players when a booking has several', () => {
    const page = renderVoucher(
      voucher({
        locale: 'es',
        players: 6,
        teeTimes: [
          {
            clubName: 'Real Club de Golf de Las Palmas',
            courseName: 'Championship',
            date: '2026-07-15',
            time: '09:10',
            timeZone: 'Atlantic/Canary',
            holes: 18,
            players: 2,
          },
          {
            clubName: 'Golf Santander',
            courseName: 'Norte',
            date: '2026-07-16',
            time: '11:30',
            timeZone: 'Europe/Madrid',
            holes: 9,
            players: 4,
          },
        ],
      }),
    );
    expect(page).toContain(
      'Salida 1</dt><dd>15 de julio de 2026, 09:10 (Atlantic/Canary, UTC+01:00), Real Club de Golf de Las Palmas, Championship, 18 hoyos</dd>',
    );
    expect(page).toContain('Jugadores</dt><dd>2</dd>');
    expect(page).toContain(
      'Salida 2</dt><dd>16 de julio de 2026, 11:30 (Europe/Madrid, UTC+02:00), Golf Santander, Norte, 9 hoyos</dd>',
    );
    expect(page).toContain('Jugadores</dt><dd>4</dd>');
    // Not the sum of both under the first club's name.
    expect(page).not.toContain('Jugadores</dt><dd>6</dd>');
    expect(page).not.toContain('Club</dt>');
  });

  it('does not move the date across midnight for any time zone', () => {
    const page = renderVoucher(
      voucher({ date: '2026-01-01', time: '23:50', timeZone: 'Atlantic/Azores' }),
    );
    expect(page).toContain('1 January 2026');
  });

  it('shows the local time with the zone and its UTC offset on that date', () => {
    const at = (date: string, timeZone: string): string =>
      renderVoucher(voucher({ date, time: '09:10', timeZone }));
    expect(at('2026-07-15', 'Atlantic/Canary')).toContain('09:10 (Atlantic/Canary, UTC+01:00)');
    expect(at('2026-01-15', 'Atlantic/Canary')).toContain('09:10 (Atlantic/Canary, UTC+00:00)');
    expect(at('2026-07-15', 'Europe/Madrid')).toContain('09:10 (Europe/Madrid, UTC+02:00)');
    expect(at('2026-01-15', 'Europe/Madrid')).toContain('09:10 (Europe/Madrid, UTC+01:00)');
    expect(at('2026-01-15', 'Atlantic/Azores')).toContain('09:10 (Atlantic/Azores, UTC-01:00)');
  });

  it('reads the offset at the local time on a daylight-saving change day', () => {
    // Madrid moves from +01:00 to +02:00 at 02:00 local on 29 March 2026.
    expect(utcOffsetLabel('2026-03-29', '01:30', 'Europe/Madrid')).toBe('UTC+01:00');
    expect(utcOffsetLabel('2026-03-29', '09:00', 'Europe/Madrid')).toBe('UTC+02:00');
    // And back at 03:00 local on 25 October 2026.
    expect(utcOffsetLabel('2026-10-25', '08:00', 'Europe/Madrid')).toBe('UTC+01:00');
  });

  it('shows a clear banner on a cancelled booking, and none on a confirmed one', () => {
    const banners: Record<Locale, string> = {
      en: 'Cancelled',
      es: 'Cancelada',
      fr: 'Annulée',
      sv: 'Avbokad',
    };
    for (const locale of LOCALES) {
      const cancelled = renderVoucher(voucher({ locale, status: 'cancelled' }));
      expect(cancelled).toMatch(
        new RegExp(`class="banner-cancelled" role="status"><strong>${banners[locale]}</strong>`),
      );
      expect(renderVoucher(voucher({ locale }))).not.toContain('class="banner-cancelled"');
    }
  });

  it('labels the transaction fee non-refundable in each language', () => {
    const labels: Record<Locale, string> = {
      en: 'Transaction fee (non-refundable)',
      es: 'Gastos de gestión (no reembolsables)',
      fr: 'Frais de transaction (non remboursables)',
      sv: 'Transaktionsavgift (återbetalas ej)',
    };
    for (const locale of LOCALES) {
      const page = renderVoucher(voucher({ locale }));
      expect(page).toContain(
        `${labels[locale]}</th><td class="num">${formatPrice(2.99, CULTURES[locale].culture)}`,
      );
    }
  });

  it('states the cancellation policy', () => {
    expect(renderVoucher(voucher())).toContain(
      'Online cancellation is possible until 48 hours before the tee time.',
    );
    expect(
      renderVoucher(voucher({ cancellationPolicy: { allowed: true, deadlineHours: 1 } })),
    ).toContain('until 1 hour before');
    const refused: Record<Locale, string> = {
      en: 'This golf course does not allow online cancellations. Please contact the golf course',
      es: 'Este campo de golf no permite cancelaciones en línea. Ponte en contacto con el campo de golf',
      fr: 'Ce parcours de golf n’accepte pas les annulations en ligne. Veuillez contacter le parcours de golf',
      sv: 'Den här golfbanan tillåter inte avbokning online. Kontakta golfbanan',
    };
    for (const locale of LOCALES) {
      const page = renderVoucher(
        voucher({ locale, cancellationPolicy: { allowed: false, deadlineHours: 0 } }),
      );
      expect(page).toContain(refused[locale]);
    }
  });

  it('leaves out an empty discount and an empty services section', () => {
    const page = renderVoucher(voucher({ discount: 0, promoCode: null, services: [] }));
    expect(page).not.toContain('Discount');
    expect(page).not.toContain('Services');
  });
});

describe('renderCardPage', () => {
  it('gives every input an accessible label and the right autocomplete hints', () => {
    for (const locale of LOCALES) {
      const page = renderCardPage(cardPage({ locale }));
      const inputs = visibleInputs(page);
      expect(inputs).toHaveLength(5);
      for (const input of inputs) {
        const id = idOf(input);
        expect(id).toBeDefined();
        expect(page).toMatch(new RegExp(`<label for="${id ?? ''}">[^<]+</label>`));
      }
      expect(page).toMatch(
        /<input id="card-number"[^>]*inputmode="numeric"[^>]*autocomplete="cc-number"/,
      );
      expect(page).toMatch(/autocomplete="cc-exp-month"/);
      expect(page).toMatch(/autocomplete="cc-exp-year"/);
      expect(page).toMatch(
        /<input id="security-code"[^>]*inputmode="numeric"[^>]*autocomplete="cc-csc"[^>]*maxlength="4"/,
      );
      expect(page).toMatch(/<input type="hidden" name="sessionId" value="ps_123" ?\/?>/);
      expect(page).toContain('action="/sandbox/pay/ps_123"');
    }
  });

  it('shows the formatted amount on the pay button', () => {
    expect(renderCardPage(cardPage({ locale: 'es' }))).toContain(
      `<button type="submit" class="button">Pagar ${formatPrice(1234.5, 'es-ES')}</button>`,
    );
    expect(renderCardPage(cardPage())).toContain(`Pay ${formatPrice(1234.5, 'en-GB')}`);
  });

  it('shows the error in an alert region only when there is one', () => {
    const message = cardPageMessage('declined', 'fr');
    expect(renderCardPage(cardPage({ locale: 'fr', error: message }))).toContain(
      `<div class="alert" role="alert">${escapeHtml(message)}</div>`,
    );
    expect(renderCardPage(cardPage())).not.toContain('role="alert"');
  });

  it('refills holder and expiry after an error, but never the card number or the code', () => {
    // As a handler might pass the whole posted form back; the extra fields must be ignored.
    const posted = {
      holder: 'Ann Holder',
      expiryMonth: '12',
      expiryYear: '2030',
      cardNumber: '4000002760003184',
      securityCode: '987',
    };
    const page = renderCardPage(
      cardPage({ error: cardPageMessage('declined', 'en'), testCards: false, values: posted }),
    );
    expect(page).toContain('value="Ann Holder"');
    expect(page).toContain('value="12"');
    expect(page).toContain('value="2030"');
    expect(page).not.toContain('4000002760003184');
    expect(page).not.toContain('3184');
    expect(page).not.toContain('987');
    for (const input of visibleInputs(page)) {
      if (/cc-number|cc-csc/.test(input)) expect(input).not.toContain('value=');
    }
  });

  it('lists the test cards only when asked', () => {
    const page = renderCardPage(cardPage({ locale: 'sv' }));
    for (const number of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0027 6000 3184',
      '3782 822463 10005',
    ]) {
      expect(page).toContain(number);
    }
    expect(page).toContain('Testkort');
    expect(renderCardPage(cardPage({ testCards: false }))).not.toContain('4242');
  });

  it('is translated', () => {
    const titles: Record<Locale, string> = {
      en: 'Card payment',
      es: 'Pago con tarjeta',
      fr: 'Paiement par carte',
      sv: 'Kortbetalning',
    };
    for (const locale of LOCALES) {
      const page = renderCardPage(cardPage({ locale }));
      expect(page).toContain(`<h1>${titles[locale]}</h1>`);
      expect(page).toContain(`lang="${CULTURES[locale].culture}"`);
      expect(page).not.toMatch(/https?:\/\//);
      expect(page).not.toContain('<script');
    }
  });
});

function savedCardPage(overrides: Partial<SavedCardPageView> = {}): SavedCardPageView {
  return {
    ...cardPage(),
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028, holder: 'ANA GARCIA' },
    ...overrides,
  };
}

describe('renderSavedCardPage', () => {
  it('shows the saved card and asks only for its security code', () => {
    for (const locale of LOCALES) {
      const page = renderSavedCardPage(savedCardPage({ locale }));
      expect(page).toContain('Visa •••• 4242, 12/2028');
      expect(page).toContain('ANA GARCIA');
      const inputs = visibleInputs(page);
      expect(inputs).toHaveLength(1);
      expect(inputs[0]).toMatch(/id="security-code"[^>]*autocomplete="cc-csc"/);
      expect(page).toMatch(/<label for="security-code">[^<]+<\/label>/);
      expect(page).toContain('action="/sandbox/pay/ps_123"');
      expect(page).not.toContain('4242 4242');
    }
    expect(renderSavedCardPage(savedCardPage({ locale: 'es' }))).toContain('Tarjeta guardada');
    expect(
      savedCardLabel({ brand: 'amex', last4: '0005', expMonth: 3, expYear: 2030, holder: 'A' }),
    ).toBe('American Express •••• 0005, 03/2030');
  });

  it('escapes the holder and the error', () => {
    const page = renderSavedCardPage(
      savedCardPage({
        error: EVIL,
        card: { brand: EVIL, last4: '4242', expMonth: 1, expYear: 2030, holder: EVIL },
      }),
    );
    expect(page).not.toContain('<script');
    expect(page).toContain('&lt;script&gt;');
  });
});

describe('renderChallengePage', () => {
  it('asks for the one-time code and gives the sandbox code', () => {
    for (const locale of LOCALES) {
      const page = renderChallengePage({
        locale,
        sessionId: 'ps_9',
        action: '/sandbox/pay/ps_9/challenge',
        amount: 50,
        error: null,
      });
      expect(page).toMatch(/<label for="code">[^<]+<\/label>/);
      expect(page).toContain('autocomplete="one-time-code"');
      expect(page).toContain('1234');
      expect(page).toContain(formatPrice(50, CULTURES[locale].culture));
      expect(page).not.toContain('role="alert"');
    }
    const failed = renderChallengePage({
      locale: 'es',
      sessionId: 'ps_9',
      action: '/x',
      amount: 50,
      error: cardPageMessage('challengeFailed', 'es'),
    });
    expect(failed).toContain('role="alert">El código de verificación no es correcto.</div>');
  });
});

describe('renderResultPage', () => {
  it('escapes the return URL in the refresh and the link', () => {
    const page = renderResultPage({
      locale: 'en',
      outcome: 'ok',
      message: cardPageMessage('paid', 'en'),
      returnUrl: 'https://shop.test/en/payment-controller/ok?a=1&b="><script>x</script>',
    });
    const escaped =
      'https://shop.test/en/payment-controller/ok?a=1&amp;b=&quot;&gt;&lt;script&gt;x&lt;/script&gt;';
    expect(page).toMatch(
      new RegExp(
        `<meta http-equiv="refresh" content="2;url=${escaped.replace(/[?]/g, '\\?')}" ?/?>`,
      ),
    );
    expect(page).toContain(`href="${escaped}"`);
    expect(page).not.toContain('<script');
  });

  it('follows no script URL and offers no link without a return URL', () => {
    const js = renderResultPage({
      locale: 'en',
      outcome: 'ko',
      message: 'x',
      returnUrl: 'javascript:alert(1)',
    });
    expect(js).not.toContain('javascript:');
    expect(js).not.toContain('http-equiv="refresh"');
    const none = renderResultPage({ locale: 'sv', outcome: 'ko', message: 'x', returnUrl: null });
    expect(none).not.toContain('http-equiv="refresh"');
    expect(none).not.toContain('<a ');
    expect(none).toContain('role="alert"');
  });
});

describe('cardPageMessage', () => {
  it('has every message in 4 languages, different between en and es', () => {
    for (const key of CARD_PAGE_MESSAGES) {
      const texts = LOCALES.map((locale) => cardPageMessage(key, locale));
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(0);
      expect(cardPageMessage(key, 'en')).not.toBe(cardPageMessage(key, 'es'));
      expect(new Set(texts).size).toBe(4);
    }
  });
});

/** Every mail the engine sends, in one language, with the links it would carry. */
async function everyMail(locale: Locale): Promise<Record<string, MailContent>> {
  const url = (page: string) => `https://shop.test/${locale}/${page}`;
  return {
    voucher: await voucherMail(voucher({ locale, clubPhone: '+34 928 351 050', rounds: [ROUND] }), {
      manageUrl: url('cancel-reservation?reference=AB12CD34'),
      directionsUrl: url('club/real-club-de-golf-de-las-palmas?idVP=3#contact'),
    }),
    accountWelcome: accountWelcomeMail({
      locale,
      name: 'Ana',
      email: 'ana@example.com',
      accountUrl: url('private-area'),
    }),
    passwordRecovery: passwordRecoveryMail({
      locale,
      name: 'Ana',
      resetUrl: url('reset-password?token=t'),
      expiresMinutes: 30,
    }),
    newsletterWelcome: newsletterWelcomeMail({ locale, email: 'ana@example.com' }),
    newsletterConfirm: newsletterConfirmMail({
      locale,
      email: 'ana@example.com',
      confirmUrl: url('newsletter/confirm?token=t'),
      expiresDays: 7,
    }),
    cancellation: cancellationMail({
      locale,
      localizador: 'AB12CD34',
      cancellationReference: 'CX12',
      clubName: 'Real Club de Golf de Las Palmas',
      date: '2026-07-15',
      time: '09:10',
    }),
    signUpAttempt: signUpAttemptMail({
      locale,
      name: 'Ana',
      email: 'ana@example.com',
      loginUrl: url('login'),
      recoveryUrl: url('forgot-password'),
    }),
    emailChanged: emailChangedMail({
      locale,
      name: 'Ana',
      oldEmail: 'ana@example.com',
      newEmail: 'ana@example.org',
      contactUrl: url('contact-info'),
    }),
    reviewInvitation: reviewInvitationMail({
      locale,
      name: 'Ana',
      course: 'Championship',
      club: 'Real Club de Golf de Las Palmas',
      playDate: '2026-07-15',
      reviewUrl: url('private-area/bookings?review=AB12CD34'),
    }),
  };
}

describe('every e-mail', () => {
  it('is HTML in the golfer’s language with a plain-text twin carrying the same links, in four languages, each language its own', async () => {
    const byLocale = new Map<Locale, Record<string, MailContent>>();
    for (const locale of LOCALES) byLocale.set(locale, await everyMail(locale));
    const kinds = Object.keys(byLocale.get('en') ?? {});
    expect(kinds).toHaveLength(9);
    for (const kind of kinds) {
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const mail = byLocale.get(locale)?.[kind];
        if (!mail) throw new Error(`${kind} missing in ${locale}`);
        subjects.add(mail.subject);
        expect(mail.html, `${kind} ${locale}`).toContain(
          `<html lang="${CULTURES[locale].culture}">`,
        );
        expect(mail.html, `${kind} ${locale}`).not.toMatch(/<script|javascript:/i);
        expect(mail.text.trim().length, `${kind} ${locale}`).toBeGreaterThan(40);
        expect(mail.text, `${kind} ${locale}`).not.toMatch(/<[a-z/]/i);
        // Every link of the HTML is written out in the text, for a client that shows no HTML.
        const links = [...mail.html.matchAll(/href="(https?:[^"]+)"/g)].map((m) =>
          (m[1] ?? '').replaceAll('&amp;', '&'),
        );
        for (const link of links) expect(mail.text, `${kind} ${locale}`).toContain(link);
      }
      expect(subjects.size, kind).toBe(4);
    }
  });
});

describe('mail', () => {
  it('sends the voucher with a translated subject and a plain-text twin', async () => {
    const subjects: Record<Locale, string> = {
      en: 'Your Fairway booking AB12CD34',
      es: 'Tu reserva de Fairway AB12CD34',
      fr: 'Votre réservation Fairway AB12CD34',
      sv: 'Din Fairway-bokning AB12CD34',
    };
    for (const locale of LOCALES) {
      const mail = await voucherMail(voucher({ locale }), LINKS);
      expect(mail.subject).toBe(subjects[locale]);
      expect(compact(mail.html)).toContain(renderVoucher(voucher({ locale })).slice(0, 40));
      expect(mail.text).toContain(formatPrice(2506.99, CULTURES[locale].culture));
      expect(mail.text).toContain('09:10 (Atlantic/Canary, UTC+01:00)');
      expect(mail.text).not.toContain('<');
    }
  });

  it('gives the voucher e-mail its QR code inline, the club’s phone, the way there, each round’s deadline on the club’s clock, the manage link and the calendar, in four languages', async () => {
    const expected: Record<Locale, { phone: string; manage: string; deadline: RegExp }> = {
      en: {
        phone: 'Phone',
        manage: 'Manage or cancel this booking',
        deadline: /13 July 2026.*09:10/,
      },
      es: {
        phone: 'Teléfono',
        manage: 'Gestionar o cancelar esta reserva',
        deadline: /13 de julio de 2026.*9:10/,
      },
      fr: {
        phone: 'Téléphone',
        manage: 'Gérer ou annuler cette réservation',
        deadline: /13 juillet 2026.*09:10/,
      },
      sv: {
        phone: 'Telefon',
        manage: 'Hantera eller avboka den här bokningen',
        deadline: /13 juli 2026.*09:10/,
      },
    };
    for (const locale of LOCALES) {
      const view = voucher({ locale, clubPhone: '+34 928 351 050', rounds: [ROUND] });
      const mail = await voucherMail(view, LINKS);
      const want = expected[locale];
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('+34 928 351 050');
        expect(part).toContain(want.phone);
        expect(part).toContain(want.manage);
        expect(part).toMatch(want.deadline);
      }
      expect(mail.html).toContain(`href="${LINKS.manageUrl.replace('&', '&amp;')}"`);
      expect(mail.html).toContain(`href="${LINKS.directionsUrl}"`);
      expect(mail.text).toContain(LINKS.manageUrl);
      expect(mail.text).toContain(LINKS.directionsUrl);
      // The QR code is a PNG attached under the cid the HTML shows; the calendar an .ics file.
      const [qr, ics] = mail.attachments ?? [];
      expect(qr).toMatchObject({ contentType: 'image/png', cid: 'qr-AB12CD34@fairway' });
      expect(mail.html).toContain('src="cid:qr-AB12CD34@fairway"');
      expect(
        Buffer.from(qr?.base64 ?? '', 'base64')
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      expect(ics).toMatchObject({ filename: 'fairway-AB12CD34.ics' });
      expect(ics?.cid).toBeUndefined();
      const calendar = Buffer.from(ics?.base64 ?? '', 'base64').toString('utf8');
      // 09:10 in Las Palmas in July (UTC+1) is 08:10 UTC.
      expect(calendar).toContain('DTSTART:20260715T081000Z');
      expect(calendar).toContain('Real Club de Golf de Las Palmas');
      expect(mail.html).not.toMatch(/<script/i);
    }
  });

  it('says when a club takes no online cancellation, and drops the manage link and calendar once cancelled', async () => {
    const noOnline = await voucherMail(voucher({ rounds: [{ ...ROUND, deadline: null }] }), LINKS);
    expect(noOnline.text).toContain('not online: contact the club');
    const cancelled = await voucherMail(voucher({ status: 'cancelled', rounds: [ROUND] }), LINKS);
    expect(cancelled.text).not.toContain(LINKS.manageUrl);
    expect(cancelled.html).not.toContain('Manage or cancel');
    expect(cancelled.attachments?.map((a) => a.contentType)).toEqual(['image/png']);
  });

  it('names a tournament entry’s tournament, rounds and players with their handicaps, in four languages', async () => {
    const handicaps: Record<Locale, string> = {
      en: 'Ana Ruiz (handicap 12.4)',
      es: 'Ana Ruiz (hándicap 12,4)',
      fr: 'Ana Ruiz (handicap 12,4)',
      sv: 'Ana Ruiz (handicap 12,4)',
    };
    for (const locale of LOCALES) {
      const mail = await voucherMail(
        voucher({
          locale,
          tournament: {
            name: 'Copa Bandama',
            rounds: [
              {
                date: '2026-07-15',
                time: '09:00',
                courseName: 'Championship',
                format: 'stableford',
              },
              {
                date: '2026-07-16',
                time: '09:00',
                courseName: 'Championship',
                format: 'stableford',
              },
            ],
            players: [
              { name: 'Ana Ruiz', handicap: 12.4 },
              { name: 'Bo Berg', handicap: 3 },
            ],
          },
        }),
        LINKS,
      );
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Copa Bandama');
        expect(part).toContain(handicaps[locale]);
        expect(part).toMatch(/Bo Berg \((handicap|hándicap) 3[.,]0\)/);
      }
    }
  });

  it('welcomes a new account in four languages, HTML and plain text, with its link', () => {
    const subjects: Record<Locale, string> = {
      en: 'Welcome to Fairway',
      es: 'Te damos la bienvenida a Fairway',
      fr: 'Bienvenue chez Fairway',
      sv: 'Välkommen till Fairway',
    };
    for (const locale of LOCALES) {
      const accountUrl = `https://shop.test/${locale}/private-area`;
      const mail = accountWelcomeMail({
        locale,
        name: 'Ana',
        email: 'ana@example.com',
        accountUrl,
      });
      expect(mail.subject).toBe(subjects[locale]);
      expect(mail.html).toContain(`<html lang="${CULTURES[locale].culture}">`);
      expect(mail.html).toContain(`href="${accountUrl}"`);
      expect(mail.text).toContain(accountUrl);
      expect(mail.text).toContain('ana@example.com');
      expect(mail.text).not.toContain('<');
    }
  });

  it('writes the password recovery link and its validity', () => {
    const mail = passwordRecoveryMail({
      locale: 'es',
      name: 'Ana',
      resetUrl: 'https://shop.test/es/reset?token=a&b',
      expiresMinutes: 30,
    });
    expect(mail.subject).toBe('Restablece tu contraseña de Fairway');
    expect(mail.text).toContain('https://shop.test/es/reset?token=a&b');
    expect(mail.text).toContain('30 minutos');
    expect(mail.html).toContain('href="https://shop.test/es/reset?token=a&amp;b"');
  });

  it('welcomes a newsletter subscriber in each language', () => {
    const subjects = LOCALES.map(
      (locale) => newsletterWelcomeMail({ locale, email: 'a@b.test' }).subject,
    );
    expect(new Set(subjects).size).toBe(4);
    expect(newsletterWelcomeMail({ locale: 'fr', email: 'a@b.test' }).text).toContain('a@b.test');
  });

  it('asks a newsletter subscriber to confirm, with the link, in each language', () => {
    const url = 'https://shop.test/sv/newsletter/confirm?token=abc';
    const mails = LOCALES.map((locale) =>
      newsletterConfirmMail({ locale, email: 'a@b.test', confirmUrl: url, expiresDays: 7 }),
    );
    expect(new Set(mails.map((m) => m.subject)).size).toBe(4);
    for (const mail of mails) {
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('a@b.test');
      expect(mail.html).toContain(`href="${url}"`);
    }
  });

  it('confirms a cancellation with its reference', () => {
    const mail = cancellationMail({
      locale: 'fr',
      localizador: 'AB12CD34',
      cancellationReference: 'CX99ZZ11',
      clubName: 'Golf de Sotogrande',
      date: '2026-07-15',
      time: '09:10',
    });
    expect(mail.subject).toBe('Votre réservation Fairway AB12CD34 a été annulée');
    expect(mail.text).toContain('15 juillet 2026');
    expect(mail.text).toContain('CX99ZZ11');
    expect(mail.html).toContain('CX99ZZ11');
    expect(mail.html).toContain('<html lang="fr-FR">');
  });
});
