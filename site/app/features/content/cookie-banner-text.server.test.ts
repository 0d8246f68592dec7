import { describe, expect, it, vi } from 'vitest';
import { bannerParagraph, cookieBannerHtml, cookieTextKey } from './cookie-banner-text.server.ts';
import { createEngineClient } from '../../platform/engine/engine.server.ts';
import { createLruCache } from '../../platform/cache/key-value-store.server.ts';
import { pageCalls } from '../../platform/engine/page-calls.server.ts';
import { testPageContext } from '../../testing/page-context.ts';

const POLICY = `<h2>Which cookies we use</h2>
<p>Fairway only sets the cookies the shop needs. They are <strong>strictly necessary</strong>.</p>
<ul><li><strong>token</strong>: the session.</li></ul>
<p>Second paragraph.</p>`;

const ctx = testPageContext('fr');

function setup(answer: unknown) {
  const fetchSpy = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    void init;
    return Response.json(answer);
  });
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: fetchSpy,
  });
  const calls = pageCalls(ctx, new Request('http://shop.test/fr'), client);
  return { calls, fetchSpy };
}

describe('the cookie banner’s text', () => {
  it('is the opening paragraph of the engine’s cookie text, sanitized', () => {
    expect(bannerParagraph(POLICY)).toBe(
      '<p>Fairway only sets the cookies the shop needs. They are <strong>strictly necessary</strong>.</p>',
    );
    expect(bannerParagraph('<p onclick="x()">Hi <script>alert(1)</script>there</p>')).toBe(
      '<p>Hi there</p>',
    );
    expect(bannerParagraph('<h2>No paragraph</h2>')).toBeNull();
    expect(bannerParagraph('<p> </p>')).toBeNull();
  });

  it('is asked with client credentials in the golfer’s culture, then kept per culture', async () => {
    const cache = createLruCache();
    const deps = { cache, ttlSeconds: 60, culture: 'fr-FR' };
    const { calls, fetchSpy } = setup({ cod: 1, msg: 'OK', datos: { titulo: 'C', texto: POLICY } });
    const first = await cookieBannerHtml(calls, deps);
    const again = await cookieBannerHtml(calls, deps);
    expect(again).toBe(first);
    expect(first).toContain('strictly necessary');
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://engine.test/Textos/ObtenerTextoGenericoCookies');
    expect(JSON.parse(String(init?.body))).toMatchObject({ culture: 'fr-FR', idCliente: 0 });
    expect(JSON.parse((await cache.get(cookieTextKey('fr-FR'))) ?? 'null')).toMatchObject({
      v: first,
    });
  });

  it('is null when the engine fails, so the banner keeps the site’s text, and is asked again', async () => {
    const cache = createLruCache();
    const deps = { cache, ttlSeconds: 60, culture: 'fr-FR' };
    const { calls, fetchSpy } = setup({ cod: 4, msg: 'Boom' });
    expect(await cookieBannerHtml(calls, deps)).toBeNull();
    expect(calls.notice.failed).toEqual([]);
    expect(await cookieBannerHtml(calls, deps)).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
