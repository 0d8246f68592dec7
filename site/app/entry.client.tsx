import { isLocale } from '@fairway/rules';
import { setNonce } from 'get-nonce';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CATALOG_LINK_ATTRIBUTE, loadCatalog } from './i18n/catalog-loader.ts';
import { reloadOnce } from './lib/chunk-reload.ts';

/*
 * The style elements a dialog adds (react-remove-scroll's, through react-style-singleton) carry the
 * page's CSP nonce: the policy (server.ts) allows no other inline style. Browsers hide a nonce
 * attribute from the DOM but keep it as the element's `nonce`.
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
if (nonce) setNonce(nonce);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/*
 * The page's texts come in its catalog file, not in its HTML (root.tsx), so hydration waits for
 * it; the layout's preload has it on its way before this script runs. Without it the page would
 * hydrate into other words; a page that cannot get it reloads once, and else stays as the server
 * rendered it, whose links and forms work without scripts.
 */
const link = document.querySelector<HTMLLinkElement>(`link[${CATALOG_LINK_ATTRIBUTE}]`);
const locale = link?.getAttribute(CATALOG_LINK_ATTRIBUTE);
if (link && isLocale(locale)) {
  loadCatalog(locale, link.href).then(hydrate, (error: unknown) => {
    if (!reloadOnce()) console.error(error);
  });
} else {
  hydrate();
}
