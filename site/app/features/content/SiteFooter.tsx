import { Footer } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import type { FrontConfig } from '../../platform/engine/front-config.ts';
import { localePath } from '../../platform/locale.ts';

/**
 * The shop's footer: its pages, the company and the links as the engine's configuration gives them
 * (none given, none shown), and the cookie policy, which reopens the banner.
 */
export function SiteFooter({
  locale,
  year,
  config,
  onCookiePolicy,
}: {
  locale: Locale;
  year: number;
  config: FrontConfig | null;
  onCookiePolicy: () => void;
}) {
  return (
    <Footer
      year={year}
      hrefs={{
        about: localePath(locale, '/about'),
        contact: localePath(locale, '/contact-info'),
        legal: localePath(locale, '/legal-advice'),
        privacy: localePath(locale, '/privacy-policy'),
        terms: localePath(locale, '/terms-and-conditions'),
        cancelReservation: localePath(locale, '/cancel-reservation'),
      }}
      company={config?.company ?? null}
      professionalsHref={config?.professionalsUrl}
      apps={{
        pageHref: localePath(locale, '/app'),
        appStoreHref: config?.appStoreUrl,
        googlePlayHref: config?.googlePlayUrl,
      }}
      onCookiePolicy={onCookiePolicy}
    />
  );
}
