import { redirect } from 'react-router';
import type { Route } from './+types/payment';
import { cartStepMessages } from '../features/payment/cart.messages.ts';
import { paymentStep } from '../features/payment/flow.server.ts';
import { PaymentStepPage } from '../features/payment/PaymentStepPage.tsx';
import { cookieLocale, ssrRedirectPath } from '../features/payment/ssr-paths.server.ts';
import { cartSubject } from '../features/payment/subjects/cart.server.ts';

/** The holder's name, e-mail and booking are behind this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The tee-time cart's payment step (see features/payment/flow.server.ts). */
export async function loader(args: Route.LoaderArgs) {
  const ssr = ssrRedirectPath(
    new URL(args.request.url).pathname,
    cookieLocale(args.request),
    Date.now(),
  );
  if (ssr) throw redirect(ssr);
  return paymentStep(cartSubject, args);
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  return <PaymentStepPage texts={cartStepMessages} data={loaderData} />;
}
