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
    route('cart', 'routes/api.cart.ts'),
    route('tee-time-services', 'routes/api.tee-time-services.ts'),
    route('buggies', 'routes/api.buggies.ts'),
    route('language', 'routes/api.language.ts'),
    route('logout', 'routes/api.logout.ts'),
    route('favourites', 'routes/api.favourites.ts'),
    route('booking-status', 'routes/api.booking-status.ts'),
    route('booking-calendar', 'routes/api.booking-calendar.ts'),
    route('*', 'routes/api.own.ts'),
  ]),
  route('images/*', 'routes/images.ts'),
  route('i18n/:file', 'routes/i18n.ts'),
  // Read by search engines; top level, so the locale layout never takes them for a language.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('region/:slug?', 'routes/region.tsx'),
    route('club/:slug?', 'routes/club.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('about', 'routes/info.tsx', { id: 'info-about' }),
    route('contact-info', 'routes/info.tsx', { id: 'info-contact' }),
    route('legal-advice', 'routes/info.tsx', { id: 'info-legal' }),
    route('privacy-policy', 'routes/info.tsx', { id: 'info-privacy' }),
    route('terms-and-conditions', 'routes/info.tsx', { id: 'info-terms' }),
    route('cookies-policy', 'routes/info.tsx', { id: 'info-cookies' }),
    route('cancel-reservation', 'routes/cancel-reservation.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:titulo', 'routes/blog-post.tsx'),
    route('login', 'routes/login.tsx'),
    route('sign-up', 'routes/sign-up.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('private-area', 'routes/private-area.tsx', [
      index('routes/private-area.index.ts'),
      route('bookings', 'routes/private-area.bookings.tsx'),
      route('cards', 'routes/private-area.cards.tsx'),
      route('my-profile', 'routes/private-area.my-profile.tsx'),
      route('favourite-courses', 'routes/private-area.favourites.tsx'),
    ]),
    route('checkout', 'routes/checkout.tsx', { id: 'checkout' }),
    route('booking-page', 'routes/checkout.tsx', { id: 'booking-page' }),
    route('payment', 'routes/payment.tsx', { id: 'payment' }),
    route('payment/bodyPrereserva', 'routes/payment.tsx', { id: 'payment-body' }),
    route('payment/:ssr', 'routes/payment.tsx', { id: 'payment-ssr' }),
    route('payment-gateway', 'routes/payment-gateway.tsx', { id: 'payment-gateway' }),
    route('payment-gateway/:ssr', 'routes/payment-gateway.tsx', { id: 'payment-gateway-ssr' }),
    route('payment-controller', 'routes/payment-controller.tsx', { id: 'payment-controller' }),
    route('payment-controller/ok', 'routes/payment-controller.tsx', { id: 'payment-ok' }),
    route('payment-controller/ko', 'routes/payment-controller.tsx', { id: 'payment-ko' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
