import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localeMiddleware } from '../platform/request/locale-middleware.server.ts';
import { registerStubbedEngine, SESSION_COOKIES } from '../testing/route-test-engine.ts';
import type { Route as CheckoutRoute } from './+types/checkout';
import type { Route as LayoutRoute } from './+types/locale-layout';
import { loader as checkoutLoader } from './checkout.tsx';
import { loader as layoutLoader } from './locale-layout.tsx';
import { oneTeeTimeCartAnswer } from '../features/cart/cart-answer.fixture.ts';

const engine = registerStubbedEngine();

const CART = oneTeeTimeCartAnswer('CART2345');

const CART_CALLS = ['Carrito/ObtenerCarrito', 'Carrito/ModificarCarrito'];

/**
 * A checkout request as React Router runs it: the locale layout's middleware, then the layout's
 * and the page's loaders side by side with the one context it built.
 */
async function loadCheckout(method: 'GET' | 'POST') {
  const request = new Request('http://localhost:3200/es/checkout', {
    method,
    headers: { cookie: `${SESSION_COOKIES}; cartLocator=CART2345; cartPromo=CART2345:GOLF10` },
  });
  const context = new RouterContextProvider();
  // The loaders get a GET of the same address, whatever the request's method.
  const args = { request: new Request(request.url, request), params: { lang: 'es' }, context };
  const loaded: unknown[] = [];
  const middlewareArgs = { request, params: { lang: 'es' }, context };
  await localeMiddleware(
    middlewareArgs as unknown as Parameters<typeof localeMiddleware>[0],
    async () => {
      loaded.push(
        ...(await Promise.all([
          layoutLoader(args as unknown as LayoutRoute.LoaderArgs),
          checkoutLoader(args as unknown as CheckoutRoute.LoaderArgs),
        ])),
      );
      return new Response('page');
    },
  );
  return loaded as [
    Awaited<ReturnType<typeof layoutLoader>>,
    Awaited<ReturnType<typeof checkoutLoader>>,
  ];
}

describe('a checkout page load', () => {
  it('reads the cart once for the layout and the page, both showing it', async () => {
    engine.answers['Carrito/ModificarCarrito'] = CART;
    const [layout, page] = await loadCheckout('GET');
    const cartCalls = engine.calls.filter((c) => CART_CALLS.includes(c.path));
    expect(cartCalls).toHaveLength(1);
    expect(cartCalls[0]?.body).toMatchObject({ localizador: 'CART2345', promoCode: 'GOLF10' });
    expect(layout.cart).toMatchObject({ count: 1, locator: 'CART2345' });
    expect(page.cart).toMatchObject({ count: 1, locator: 'CART2345' });
  });

  it('reads it afresh for each loader after a form’s action, which may have changed it', async () => {
    engine.answers['Carrito/ModificarCarrito'] = CART;
    await loadCheckout('POST');
    expect(engine.calls.filter((c) => CART_CALLS.includes(c.path))).toHaveLength(2);
  });
});
