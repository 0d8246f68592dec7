import { comun } from '@fairway/contract';
import { z } from 'zod';
import { cachedValue } from './cached.server.ts';
import type { CacheDeps } from './cached.server.ts';
import type { PageCalls } from './page.server.ts';
import { sanitizeHtml } from './sanitize-html.server.ts';

export function cookieTextKey(culture: string): string {
  return `cookie-text:v2:${culture}`;
}

/**
 * The banner's text out of the engine's cookie text: its first paragraph, sanitized. The engine
 * sends the whole policy (headings, the list of cookies), which the policy page shows; a banner
 * holds only the opening statement. Read from the sanitizer's output, so the markup is already
 * normalised and a paragraph cannot hold another.
 */
export function bannerParagraph(html: string): string | null {
  const paragraph = /<p(?:\s[^>]*)?>[\s\S]*?<\/p>/.exec(sanitizeHtml(html))?.[0];
  return paragraph && paragraph.replace(/<[^>]*>/g, '').trim() !== '' ? paragraph : null;
}

/**
 * Textos/ObtenerTextoGenericoCookies (client credentials) in the golfer's culture, cached for as
 * long as the names: every first visit shows the banner, and the text changes only when the
 * seller edits it. Null when the call fails: the banner keeps the site's own text.
 */
export async function cookieBannerHtml(
  calls: PageCalls,
  deps: CacheDeps & { culture: string },
): Promise<string | null> {
  return cachedValue(deps, cookieTextKey(deps.culture), z.string(), async () => {
    const answer = await calls.call(
      comun.obtenerTextoGenericoCookies,
      {},
      { action: 'page', noShow: true },
    );
    return answer.ok ? bannerParagraph(answer.data.datos.texto) : null;
  });
}
