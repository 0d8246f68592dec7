/** One schema.org object (JSON-LD), as a page's structured data is made of. */
export type JsonLd = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json">: '<' escaped, so a name holding '</script>'
 * cannot end the element early.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
