import type { Locale } from '@fairway/rules';
import type { PageContext } from '../platform/engine/page-calls.server.ts';
import { cultureOf } from '../platform/locale.ts';

/**
 * A guest's page context for a server module's test: a session's credentials in the locale's
 * culture and nothing else set; `overrides` for what the test is about.
 */
export function testPageContext(locale: Locale, overrides: Partial<PageContext> = {}): PageContext {
  const culture = overrides.culture ?? cultureOf(locale);
  return {
    locale,
    culture,
    session: null,
    creds: { token: 't', culture, idVendedor: 1, idInicioSesion: 1 },
    setCookies: [],
    sessionStarted: false,
    loginExpired: false,
    cookieSecure: true,
    appMode: false,
    ...overrides,
  };
}
