import { Footer } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { localePath } from '../../platform/locale.ts';

/** The shop's footer: its pages, the app stores and the cookie policy, which reopens the banner. */
export function SiteFooter({
  locale,
  year,
  onCookiePolicy,
}: {
  locale: Locale;
  year: number;
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
      professionalsHref="https://pro.fairway.example"
      appStoreHref={localePath(locale, '/app')}
      playStoreHref={localePath(locale, '/app')}
      onCookiePolicy={onCookiePolicy}
    />
  );
}
