/**
 * A minimal safe-HTML toolkit for the engine's server-rendered pages (voucher, sandbox card
 * pages, e-mail bodies). Everything is escaped by default, so a club name or a holder name typed
 * by someone else can never inject markup; only values wrapped by `raw()` or produced by `html`
 * itself pass through untouched.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in text and in quoted attribute values alike, which is all these templates use. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Markup that is already safe. A class rather than a branded string because the brand has to
 * survive at run time: nested `html` fragments must not be escaped a second time.
 */
export class SafeHtml {
  readonly value: string;

  constructor(value: string) {
    this.value = value;
  }

  toString(): string {
    return this.value;
  }
}

/** Marks trusted markup (a constant, or the output of another renderer) as not to be escaped. */
export function raw(s: string): SafeHtml {
  return new SafeHtml(s);
}

/**
 * What may be interpolated. `false`, `null` and `undefined` render nothing so that
 * `${cond && html`...`}` and optional values read naturally; arrays are concatenated.
 */
export type HtmlValue =
  SafeHtml | string | number | boolean | null | undefined | ReadonlyArray<HtmlValue>;

function renderValue(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'number') return escapeHtml(String(value));
  if (typeof value === 'string') return escapeHtml(value);
  return value.map(renderValue).join('');
}

export function html(strings: TemplateStringsArray, ...values: ReadonlyArray<HtmlValue>): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i += 1) {
    out += renderValue(values[i]) + (strings[i + 1] ?? '');
  }
  return new SafeHtml(out);
}

/**
 * Colours from the fairway theme (design-system/src/themes/fairway.css.ts), whose contrast
 * ratios are checked there; these pages cannot load the theme's CSS, so the values are repeated.
 * A system font stack because the pages load nothing from anywhere.
 */
const BASE_STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.5;color:#1b2421;background:#f3f5f1;overflow-wrap:break-word}
main{max-width:40rem;margin:0 auto;padding:1rem}
.card{background:#ffffff;border:1px solid #d5dcd7;border-radius:12px;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem;color:#143f27}
h2{font-size:1.125rem;line-height:1.3;margin:1.5rem 0 .5rem}
p{margin:.5rem 0}
a{color:#1a5a8a}
:focus-visible{outline:3px solid #1a5a8a;outline-offset:2px}
.brand{margin:0 0 .25rem;font-weight:700;letter-spacing:.02em;color:#1f5c3a}
.muted{color:#4a5852}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;border:1px solid #b3261e;background:#fdecea;color:#8c1d18;font-weight:600}
.success{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;border:1px solid #1d7a37;background:#e3f3e7;color:#145427;font-weight:600}
.button{display:inline-block;width:100%;min-height:48px;padding:.75rem 1rem;border:0;border-radius:8px;background:#1f5c3a;color:#ffffff;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.button:hover{background:#143f27}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:420px){main{padding:.5rem}.card{padding:1rem .75rem}}
@media (min-width:600px){main{padding:2rem 1.5rem}.card{padding:1.5rem 2rem}h1{font-size:1.75rem}}
`;

export interface HtmlDocumentOptions {
  /** A BCP 47 tag for `<html lang>`, e.g. 'es-ES'. */
  lang: string;
  title: string;
  /** Trusted markup: the output of `html`, or a string some renderer already made safe. */
  body: SafeHtml | string;
  /** Extra CSS, appended after the base sheet. Developer-written constants only. */
  styles?: string;
  /** Extra `<head>` markup, such as a `<meta http-equiv="refresh">`. */
  head?: SafeHtml;
}

export function htmlDocument(options: HtmlDocumentOptions): string {
  const { lang, title, body, styles, head } = options;
  const css = BASE_STYLES + (styles ?? '');
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${title}</title>
        ${head}
        <style>
          ${raw(css)}
        </style>
      </head>
      <body>
        ${typeof body === 'string' ? raw(body) : body}
      </body>
    </html> `.value;
}
