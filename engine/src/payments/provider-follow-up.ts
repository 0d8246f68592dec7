/**
 * The provider calls that follow a committed change of a payment: closing what a released hold
 * left open at the provider, and refunding money that arrived for a booking it could no longer
 * keep. Each is asked once the database has committed (no provider is called inside a
 * transaction), and a refusal is logged for the back office rather than thrown: the golfer's
 * request has already succeeded.
 */
import type { Logger } from 'pino';
import type { EngineConfig } from '../config.ts';
import type { PaymentProvider, PaymentToClose, PaymentToRefund } from './provider.ts';

interface Engine {
  config: EngineConfig;
  baseUrl: string;
  log: Logger;
}

/** What a refund needs beside: Connect's reversal of the clubs' shares records in the database. */
type RefundEngine = Parameters<PaymentProvider['refund']>[2];

/** Closes a released payment at its provider; a provider that leaves nothing open is not asked. */
export async function closeAtProvider(
  provider: PaymentProvider,
  payment: PaymentToClose,
  engine: Engine,
): Promise<void> {
  if (!provider.close) return;
  const closed = await provider.close(payment, engine);
  if (!closed.ok)
    engine.log.warn(
      { payment: payment.publicId, provider: provider.name, reason: closed.reason },
      'payment left open at the provider',
    );
}

/** Gives `cents` back; true once the provider took the refund. */
export async function refundAtProvider(
  provider: PaymentProvider,
  payment: PaymentToRefund,
  cents: number,
  engine: RefundEngine,
): Promise<boolean> {
  const result = await provider.refund(payment, cents, engine);
  if (!result.ok)
    engine.log.error(
      { payment: payment.publicId, provider: provider.name, cents, reason: result.reason },
      'refund refused by the provider',
    );
  return result.ok;
}
