/**
 * What a released or lapsed hold leaves at the payment providers: a page that would still take
 * the golfer's money (Stripe's Checkout Session). Each is closed once the release has committed,
 * as no provider is called inside a transaction; one the provider will not close is logged, and a
 * payment that still arrives is refunded (payments/apply.ts).
 */
import type { Logger } from 'pino';
import type { EngineConfig } from '../config.ts';
import type { AppDeps } from '../http/app.ts';
import { closeAtProvider } from '../payments/provider-follow-up.ts';
import { providerNamed } from '../payments/providers.ts';
import { sweepExpiredHolds, type ReleasedPayment } from './reservations.ts';

export async function closeReleasedPayments(
  engine: { config: EngineConfig; baseUrl: string; log: Logger },
  released: readonly ReleasedPayment[],
): Promise<void> {
  for (const payment of released)
    await closeAtProvider(providerNamed(payment.provider), payment, engine);
}

/** The engine's sweep of lapsed holds, then their open payments closed at the providers. */
export async function sweepLapsedHolds(deps: AppDeps): Promise<void> {
  const open = await sweepExpiredHolds(deps.db, deps.clock.now());
  await closeReleasedPayments({ ...deps, baseUrl: deps.baseUrl() }, open);
}
