import { index, prefix, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

/**
 * Every page once, mounted unprefixed (English) and under a locale through the optional `:lang`
 * segment; the locale layout answers 404 for any other first segment.
 */
export default [
  ...prefix('api', [
    route('suggestions', 'routes/api.suggestions.ts'),
    route('tee-times', 'routes/api.tee-times.ts'),
    route('language', 'routes/api.language.ts'),
    route('logout', 'routes/api.logout.ts'),
    route('*', 'routes/api.own.ts'),
  ]),
  route('images/*', 'routes/images.ts'),
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('region/:slug?', 'routes/region.tsx'),
    route('club/:slug?', 'routes/club.tsx'),
    route('about', 'routes/info.tsx', { id: 'info-about' }),
    route('contact-info', 'routes/info.tsx', { id: 'info-contact' }),
    route('legal-advice', 'routes/info.tsx', { id: 'info-legal' }),
    route('privacy-policy', 'routes/info.tsx', { id: 'info-privacy' }),
    route('terms-and-conditions', 'routes/info.tsx', { id: 'info-terms' }),
    route('cookies-policy', 'routes/info.tsx', { id: 'info-cookies' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
