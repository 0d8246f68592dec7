/** The configured payment provider, by its name in PAYMENT_PROVIDER. */
import type { EngineConfig } from '../config.ts';
import { braintreeProvider } from './braintree.ts';
import type { PaymentProvider, PaymentProviderName } from './provider.ts';
import { redsysProvider } from './redsys.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';

const PROVIDERS: Record<PaymentProviderName, PaymentProvider> = {
  sandbox: sandboxProvider,
  redsys: redsysProvider,
  stripe: stripeProvider,
  braintree: braintreeProvider,
};

export function providerNamed(name: string): PaymentProvider {
  const provider = PROVIDERS[name as PaymentProviderName] as PaymentProvider | undefined;
  if (!provider) throw new Error(`unknown payment provider: ${name}`);
  return provider;
}

export function configuredProvider(config: EngineConfig): PaymentProvider {
  return PROVIDERS[config.PAYMENT_PROVIDER];
}
