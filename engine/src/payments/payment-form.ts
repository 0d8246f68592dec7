/**
 * GET /pasarela/formulario/{idPago}: the engine's page that takes the golfer to a provider paid
 * through a self-posting form (Redsys), for callers that hand the browser one address
 * (ObtenerDatosPasarelaPreReserva, ObtenerIFrameREserva). The forms are made afresh from the
 * stored payment, so the page holds nothing the payment does not.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Locale } from '@fairway/rules';
import { payments, reservations } from '../db/schema.ts';
import type { AppDeps } from '../http/app.ts';
import { cardPageMessage } from '../i18n/card-page-texts.ts';
import { renderProviderFormPage, renderResultPage } from '../render/card-page.ts';
import { paymentToStart } from '../services/payment-start.ts';
import { holdIsLive } from '../services/reservations.ts';
import { browserStepFor } from './kept-cards.ts';
import { providerNamed } from './providers.ts';

/** Its own inline sheet by hash, forms only to the provider's page, framed by the shop alone. */
function formPageCsp(page: string, formOrigins: readonly string[], siteOrigins: readonly string[]) {
  const hashes = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `style-src ${hashes.join(' ') || "'none'"}`,
    "base-uri 'none'",
    `form-action 'self' ${formOrigins.join(' ')} ${siteOrigins.join(' ')}`,
    `frame-ancestors ${siteOrigins.join(' ')}`,
  ].join('; ');
}

export function paymentFormRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/pasarela/formulario/:id', async (c) => {
    const [found] = await deps.db
      .select({ payment: payments, reservation: reservations })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .where(eq(payments.publicId, c.req.param('id')));
    if (!found) return c.text('Not found', 404);
    const locale = found.reservation.locale as Locale;
    const siteOrigins = deps.config.ENGINE_SITE_ORIGINS;
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    const open =
      found.payment.status === 'pending' && holdIsLive(found.reservation, deps.clock.now());
    const step = open
      ? await browserStepFor(
          providerNamed(found.payment.provider),
          paymentToStart(found.payment, found.reservation.localizador),
          found.reservation,
          { config: deps.config, baseUrl: deps.baseUrl(), db: deps.db },
        )
      : null;
    if (step?.kind !== 'form') {
      const page = renderResultPage({
        locale,
        outcome: 'ko',
        message: cardPageMessage('sessionExpired', locale),
        returnUrl: found.payment.returnUrlKo,
      });
      c.header('Content-Security-Policy', formPageCsp(page, [], siteOrigins));
      return c.html(page);
    }
    const forms = [
      { method: 'card' as const, ...step.form },
      ...step.alternatives.map((a) => ({ method: a.method, ...a.form })),
    ];
    const page = renderProviderFormPage({
      locale,
      amount: found.payment.amount,
      description: found.reservation.localizador,
      forms,
    });
    const formOrigins = [...new Set(forms.map((f) => new URL(f.action).origin))];
    c.header('Content-Security-Policy', formPageCsp(page, formOrigins, siteOrigins));
    return c.html(page);
  });
  return app;
}
