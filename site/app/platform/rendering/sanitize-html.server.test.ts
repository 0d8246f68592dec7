import { describe, expect, it } from 'vitest';
// The engine's own renderer and seed, so the tests check the shapes the site really receives.
import { renderVoucher, type VoucherView } from '../../../../engine/src/render/voucher.ts';
import { SEED_TEXTS } from '../../../../engine/src/seed/content-data.ts';
import { ID_PREFIX, sanitizeHtml, summaryText } from './sanitize-html.server.ts';

const VOUCHER: VoucherView = {
  locale: 'en',
  localizador: 'AB12CD34',
  status: 'confirmed',
  clubName: 'Real Club <b onmouseover="alert(1)">Las Brisas</b>',
  courseName: 'Old Course',
  clubAddress: 'Calle del Golf 1, Marbella',
  date: '2026-12-05',
  time: '09:10',
  timeZone: 'Europe/Madrid',
  holes: 18,
  players: 2,
  holderName: '<img src=x onerror=alert(1)>',
  holderEmail: 'golfer@example.com',
  rates: [{ name: 'Green fee', unitPrice: 80, quantity: 2, total: 160 }],
  services: [{ name: 'Buggy', unitPrice: 30, quantity: 1, total: 30 }],
  discount: 0,
  promoCode: null,
  fee: 2.5,
  total: 192.5,
  bookedAt: '2026-11-23T10:00:00Z',
  cancellationPolicy: { allowed: true, deadlineHours: 48 },
};

describe('sanitizeHtml: hostile input', () => {
  it.each([
    ['a script element and its content', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an event handler', '<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'a javascript: link hidden by entities and a tab',
      '<a href="jav&#x09;ascript&colon;alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'a protocol-relative link',
      '<a href="//evil.example/">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'a backslash protocol-relative link',
      '<a href="/\\evil.example/">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'an svg with a script',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>ok',
      'ok',
    ],
    ['an svg onload', '<svg onload="alert(1)"></svg><p>t</p>', '<p>t</p>'],
    ['a math element', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    [
      'a style expression',
      '<p style="width:expression(alert(1));background:url(javascript:alert(1))">t</p>',
      '<p>t</p>',
    ],
    ['a style element', '<style>body{display:none}</style><p>t</p>', '<p>t</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>t</p>', '<p>t</p>'],
    [
      'a form with a button',
      '<form action="https://evil.example"><input name="p"><button>Go</button></form>',
      '',
    ],
    ['a third-party image', '<img src="https://tracker.example/p.gif">', '<img />'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>t</p>',
      '<p>t</p>',
    ],
    ['a base element', '<base href="https://evil.example/"><p>t</p>', '<p>t</p>'],
    ['an unknown class', '<p class="visually-hidden voucher">t</p>', '<p class="voucher">t</p>'],
    [
      'a target attribute',
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    ],
    ['an HTML comment', '<!-- <script>alert(1)</script> --><p>t</p>', '<p>t</p>'],
    [
      'a noscript trick',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '',
    ],
  ])('drops %s', (_label, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('escapes text that looks like markup after decoding', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('prefixes ids and their references so engine markup cannot clobber globals or page ids', () => {
    const out = sanitizeHtml(
      '<h2 id="cookie">T</h2><table aria-labelledby="cookie"><tr><th id="h">a</th><td headers="h">1</td></tr></table><a href="#cookie">up</a>',
    );
    expect(out).toContain(`id="${ID_PREFIX}cookie"`);
    expect(out).toContain(`aria-labelledby="${ID_PREFIX}cookie"`);
    expect(out).toContain(`headers="${ID_PREFIX}h"`);
    expect(out).toContain(`href="#${ID_PREFIX}cookie"`);
  });

  it('keeps only the status and note roles', () => {
    expect(sanitizeHtml('<div role="status">a</div><div role="button">b</div>')).toBe(
      '<div role="status">a</div><div>b</div>',
    );
  });
});

describe('sanitizeHtml: the engine shapes keep their structure', () => {
  it('keeps the voucher document body, drops its head, style and landmarks', () => {
    const out = sanitizeHtml(renderVoucher(VOUCHER));
    // The document shell goes: the page has its own html, head, main and h1.
    expect(out).not.toMatch(/<(html|head|body|style|title|meta|main|header)\b/);
    expect(out).not.toContain('<h1');
    expect(out).not.toContain('Booking voucher AB12CD34'); // the document title, not shown
    // The structure the page styles stays.
    expect(out).toContain('<article class="card voucher">');
    expect(out).toContain('<h2>Booking voucher</h2>');
    expect(out).toContain('<strong>AB12CD34</strong>');
    expect(out).toContain('<dl class="facts">');
    expect(out).toContain(`<h2 id="${ID_PREFIX}breakdown-title">Price breakdown</h2>`);
    expect(out).toContain(
      `<table class="breakdown" aria-labelledby="${ID_PREFIX}breakdown-title">`,
    );
    expect(out).toContain('<th scope="colgroup" colspan="3">Rates</th>');
    expect(out).toContain('<td class="num">2 × 80.00\u00a0€</td>');
    expect(out).toContain('<tr class="grand">');
    expect(out).toContain('<p class="policy">');
    // Names typed by others stay text.
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toMatch(/<(img|b)\b/);
    expect(out).toContain('Real Club &lt;b onmouseover="alert(1)"&gt;Las Brisas&lt;/b&gt;');
  });

  it('keeps the cancelled banner as a status', () => {
    const out = sanitizeHtml(renderVoucher({ ...VOUCHER, status: 'cancelled' }));
    expect(out).toContain('<div class="banner-cancelled" role="status">');
  });

  it('leaves every seeded information text unchanged but for link rel', () => {
    for (const text of SEED_TEXTS) {
      for (const html of Object.values(text.html)) {
        const expected = html
          .replace(/<a href="([^"]*)">/g, '<a href="$1" rel="noopener noreferrer">')
          .trim();
        expect(sanitizeHtml(html)).toBe(expected);
      }
    }
  });
});

describe('summaryText', () => {
  it('reads markup as words, blocks apart, entities decoded, scripts dropped', () => {
    expect(
      summaryText(
        '<h2>About&nbsp;us</h2><p>Tee times at <b>Los Naranjos</b> &amp; more.</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('About us Tee times at Los Naranjos & more. One Two');
  });

  it('cuts a long text at a word, with an ellipsis, within the length', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const summary = summaryText(`<p>${words}</p>`, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('…')).toBe(true);
    expect(words.startsWith(summary.slice(0, -1))).toBe(true);
    expect(summary.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('keeps a short text whole', () => {
    expect(summaryText('<p>Short.</p>')).toBe('Short.');
  });
});
