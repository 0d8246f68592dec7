import { useCallback, useContext } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import type { CartAction, CartView } from './cart.ts';
import { cartKey, SeededCartContext } from './seeded-cart.ts';
import { ApiError, fetchJson, useSessionErrors } from '../../platform/browser/fetch-json.ts';

async function fetchCart(url: string): Promise<CartView> {
  return (await fetchJson<{ ok: true; cart: CartView }>(url)).cart;
}

/** POSTs a change; the answer is the whole cart as the engine now prices it. */
async function postCart(url: string, change: CartAction): Promise<CartView> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(change),
  });
  const body = (await response.json().catch(() => ({}))) as {
    ok?: unknown;
    cart?: CartView;
    msg?: string;
    reload?: unknown;
    relogin?: unknown;
  };
  if (body.ok !== true || !body.cart) throw new ApiError(body);
  return body.cart;
}

export interface UseCart {
  /** Undefined until known: not yet read, or the last read failed. */
  cart: CartView | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  /**
   * Changes the cart through POST /api/cart and puts the answer in the one cache at once, so
   * the header's count, the chooser and the cart page agree. Rejects with the endpoint's message
   * (an ApiError) for the caller to show; a renewed session or an expired login is handled here.
   */
  mutateCart: (change: CartAction) => Promise<CartView>;
  /** Reads the cart again (the cart page's retry). */
  refresh: () => Promise<CartView | undefined>;
}

/**
 * The one cart of the header's button, the chooser and the cart page. The layout's loader seeds it
 * (SeededCartContext), so it is not asked again at hydration; only changes and
 * an explicit refresh reach the endpoint.
 */
export function useCart(): UseCart {
  const { locale } = useIntl();
  const key = cartKey(locale);
  const sessionErrors = useSessionErrors();
  const seeded = useContext(SeededCartContext) as CartView | undefined;
  const { data, error, isLoading, isValidating, mutate } = useSWR<CartView, ApiError>(
    key,
    fetchCart,
    {
      fallbackData: seeded,
      revalidateOnMount: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      onError: (failure: ApiError) => void sessionErrors(failure),
    },
  );
  const mutateCart = useCallback(
    async (change: CartAction) => {
      try {
        const cart = await postCart(key, change);
        await mutate(cart, { revalidate: false });
        return cart;
      } catch (failure) {
        sessionErrors(failure);
        throw failure instanceof ApiError ? failure : new ApiError({ msg: '' });
      }
    },
    [key, mutate, sessionErrors],
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return { cart: data, error, isLoading: isLoading || isValidating, mutateCart, refresh };
}
