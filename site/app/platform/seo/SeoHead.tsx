/**
 * What search engines and link previews read in a page's head. React 19 hoists these <link> and
 * <meta> elements into <head> from wherever they render, as the pages' <title> already is.
 */
import { cultureFor } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useRouteLoaderData } from 'react-router';
import { pageLinks } from './seo.ts';
import { jsonLdText } from './json-ld.ts';
import type { JsonLd } from './json-ld.ts';

export const seoMessages = defineMessages({
  siteName: { id: 'site.seo.siteName', defaultMessage: 'Fairway' },
  home: { id: 'site.seo.home', defaultMessage: 'Golf tee times' },
});

/** The shop's public origin, which the locale layout's loader reads (SITE_PUBLIC_URL or the request's). */
export function useSiteOrigin(): string {
  const data = useRouteLoaderData<{ origin?: string }>('routes/locale-layout');
  return data?.origin ?? '';
}

/** An address on this site made absolute, for tags that crawlers read away from the page. */
export function absoluteUrl(origin: string, href: string): string {
  return origin ? new URL(href, origin).href : href;
}

/** This page's canonical address, for structured data that names the page. */
export function useCanonicalUrl(): string {
  const origin = useSiteOrigin();
  const location = useLocation();
  return pageLinks(origin, location.pathname, location.search).canonical;
}

/** The canonical link, the language alternates and the tags every page shares; in the layout. */
export function PageLinks({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const origin = useSiteOrigin();
  const location = useLocation();
  const { canonical, alternates } = pageLinks(origin, location.pathname, location.search);
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta property="og:site_name" content={intl.formatMessage(seoMessages.siteName)} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={cultureFor(locale).culture.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

export interface SocialMetaProps {
  title: string;
  description: string;
  /** The page's picture, relative to the site or absolute. */
  image?: string;
  type?: 'website' | 'place';
}

/** Open Graph and Twitter card tags with the page's own title, description and picture. */
export function SocialMeta({ title, description, image, type = 'website' }: SocialMetaProps) {
  const origin = useSiteOrigin();
  const picture = absoluteUrl(origin, image ?? '/favicon.svg');
  return (
    <>
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={picture} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}

/**
 * schema.org data for crawlers. A data block, never executed, so the CSP's script-src does not
 * apply to it and it needs no nonce (a nonce would also differ between render and hydration).
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with '<' escaped (jsonLdText), so it cannot close the element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
