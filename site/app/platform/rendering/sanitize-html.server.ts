import sanitize, { type Attributes, type IOptions } from 'sanitize-html';

/**
 * The one HTML sanitizer for markup the engine sends the site: the information pages' texts
 * (`ObtenerTexto`) and the booking voucher (`ObtenerVoucher`). The engine escapes what it renders,
 * but its texts are edited in a back office and a voucher carries club and holder names typed by
 * others, so the site treats both as untrusted and keeps only an allow-list of structure.
 *
 * Server-only on purpose: pages sanitize in their loader, so the browser receives clean markup and
 * never downloads the sanitizer.
 */

/**
 * Ids in engine markup get this prefix so they can neither collide with the page's own ids nor
 * clobber globals (an element with id="x" becomes `window.x`); references to them are rewritten
 * the same way so aria-labelledby and in-page links keep working.
 */
export const ID_PREFIX = 'engine-';

/**
 * The voucher's class names (engine/src/render/voucher.ts), kept so the page can style the
 * voucher under its own wrapper. Anything else is dropped so engine markup cannot borrow the
 * site's global classes.
 */
const VOUCHER_CLASSES = [
  'voucher',
  'card',
  'voucher-head',
  'brand',
  'ref',
  'banner-cancelled',
  'facts',
  'breakdown',
  'num',
  'section',
  'grand',
  'policy',
];

const TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'small',
  'sub',
  'sup',
  'abbr',
  'code',
  'span',
  'div',
  'article',
  'section',
  'a',
  'img',
];
const TABLE_TAGS = [
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * Landmark elements become plain blocks: the page already has its own main, header and footer,
 * and a second `main` or a top-level `header` would confuse screen-reader navigation. The page
 * also owns the one h1, so an engine h1 (the voucher title) becomes an h2.
 */
const RENAMED: Readonly<Record<string, string>> = {
  h1: 'h2',
  main: 'div',
  header: 'div',
  footer: 'div',
  nav: 'div',
  aside: 'div',
};

const ALLOWED_ROLES = new Set(['status', 'note']);

function prefixIds(value: string): string {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => ID_PREFIX + id)
    .join(' ');
}

function transformAny(
  tagName: string,
  attribs: Attributes,
): { tagName: string; attribs: Attributes } {
  const next: Attributes = { ...attribs };
  if (next.id) next.id = prefixIds(next.id);
  if (next['aria-labelledby']) next['aria-labelledby'] = prefixIds(next['aria-labelledby']);
  if (next['aria-describedby']) next['aria-describedby'] = prefixIds(next['aria-describedby']);
  if (next.headers) next.headers = prefixIds(next.headers);
  // sanitize-html keeps a disallowed attribute value as an empty attribute, so roles are
  // filtered here: only the voucher's live status (and a note) may come from the engine.
  if (next.role !== undefined && !ALLOWED_ROLES.has(next.role)) delete next.role;
  if (tagName === 'a') {
    const href = next.href?.trim();
    if (href?.startsWith('#') && href.length > 1) next.href = `#${ID_PREFIX}${href.slice(1)}`;
    // No target is allowed, but a link that still opens elsewhere must not get window.opener.
    next.rel = 'noopener noreferrer';
  }
  return { tagName: RENAMED[tagName] ?? tagName, attribs: next };
}

const OPTIONS: IOptions = {
  allowedTags: [...TEXT_TAGS, ...TABLE_TAGS],
  // `discard` keeps the text of a dropped wrapper (html, body, font, …) but the tags below lose
  // their content too: a document's <title> or <style> must not turn into visible text, and the
  // content of script-like or foreign (svg, math) elements is never meant as prose.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'title',
    'head',
    'textarea',
    'option',
    'select',
    'noscript',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'form',
    'button',
  ],
  allowedAttributes: {
    '*': [
      'id',
      'class',
      'title',
      'lang',
      'dir',
      'aria-labelledby',
      'aria-describedby',
      'aria-label',
    ],
    a: ['href', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan', 'headers'],
    td: ['colspan', 'rowspan', 'headers'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed'],
    abbr: ['title'],
    // The voucher's cancelled banner is a live status; other roles are dropped in transformAny.
    div: ['role'],
  },
  allowedClasses: { '*': VOUCHER_CLASSES },
  // Links: web and mail only. Images: same-origin paths only (no scheme at all), so engine markup
  // cannot make the golfer's browser call a third party or carry a data: payload.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // '//evil.example' (and its backslash variants) would leave the origin while looking relative.
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  transformTags: { '*': transformAny },
};

/** Clean engine HTML (a fragment or a whole document) down to the allow-list above. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

const TEXT_ONLY: IOptions = { allowedTags: [], allowedAttributes: {} };
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The opening words of engine markup as plain text, for a page's description and link previews:
 * no tags, whitespace collapsed, cut at a word before `max` characters. Block ends become spaces,
 * so 'Title</h2><p>Text' does not read 'TitleText'.
 */
export function summaryText(html: string, max = 160): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi, ' $&');
  const text = sanitize(spaced, TEXT_ONLY)
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
