import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from './catalog-loader.ts';
import { hasCatalog, intlFor } from './intl.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tree = { 'site.hello': [{ type: 0, value: 'Hej' }] };

describe('loading a catalog in the browser', () => {
  it('fetches a locale once, however many ask, and formats with it', async () => {
    const fetch = vi.fn(async () => Response.json(tree));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([loadCatalog('sv', '/i18n/sv.x.json'), loadCatalog('sv', '/i18n/sv.x.json')]);
    await loadCatalog('sv', '/i18n/sv.x.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(hasCatalog('sv')).toBe(true);
    expect(intlFor('sv').formatMessage({ id: 'site.hello', defaultMessage: 'Hello' })).toBe('Hej');
  });

  it('rejects on a failed answer, and tries again on the next call', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('Not found', { status: 404 }))
      .mockResolvedValueOnce(Response.json(tree));
    vi.stubGlobal('fetch', fetch);
    await expect(loadCatalog('fr', '/i18n/fr.old.json')).rejects.toThrow('404');
    expect(hasCatalog('fr')).toBe(false);
    await loadCatalog('fr', '/i18n/fr.new.json');
    expect(hasCatalog('fr')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
