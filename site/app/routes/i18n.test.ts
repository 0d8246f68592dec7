import { describe, expect, it } from 'vitest';
import { currentCatalogPath } from '../i18n/catalog-loader.ts';
import { catalogFor } from '../i18n/catalog.server.ts';
import { loader } from './i18n.ts';

async function get(path: string): Promise<Response> {
  const request = new Request(`http://shop.example${path}`);
  return (await loader({ request } as Parameters<typeof loader>[0])) as Response;
}

describe('a catalog as the browser fetches it', () => {
  it('is kept for good at its content-named address', async () => {
    const answer = await get(catalogFor('fr').path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe(catalogFor('fr').text);
  });

  it('is asked for again at the locale’s own address, whose content a deploy changes', async () => {
    const answer = await get(currentCatalogPath('fr'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await answer.text()).toBe(catalogFor('fr').text);
  });

  it('is gone (404, not stored) at an address from before a deploy', async () => {
    const answer = await get('/i18n/fr.AAAAAAAAAAAA.json');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
