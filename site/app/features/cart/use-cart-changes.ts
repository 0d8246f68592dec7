import { useConfirm } from '@fairway/design-system';
import type { AlertState } from '@fairway/design-system';
import { formatDate } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { UseCart } from './use-cart.ts';
import { ApiError } from '../../platform/browser/fetch-json.ts';
import type { CartAction, CartPackView, CartTeeTimeView } from './cart.ts';
import { cartPageMessages, packMessages } from './cart-page.messages.ts';

/**
 * The cart page's changes: remove a tee time or a multipack, empty the cart, apply or drop a
 * promocode. Each asks first where the page does, goes through the one cart hook, and says how it
 * went in the layout's alert (a refusal in red, with the endpoint's message).
 */
export function useCartChanges(
  locale: Locale,
  setAlert: (alert: AlertState) => void,
  mutateCart: UseCart['mutateCart'],
) {
  const intl = useIntl();
  const confirm = useConfirm();
  const [removing, setRemoving] = useState<string | null>(null);
  const [emptying, setEmptying] = useState(false);
  const [promoBusy, setPromoBusy] = useState(false);
  const [promoError, setPromoError] = useState<string | null>(null);

  /** A change through the one cart hook; a refusal shows the endpoint's message in red. */
  async function change(action: CartAction): Promise<boolean> {
    try {
      await mutateCart(action);
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && (failure.reload || failure.relogin)) return false;
      setAlert({
        visible: true,
        type: 'error',
        message:
          (failure instanceof ApiError && failure.message) ||
          intl.formatMessage(cartPageMessages.failed),
      });
      return false;
    }
  }

  async function remove(line: CartTeeTimeView) {
    const yes = await confirm({
      title: intl.formatMessage(cartPageMessages.removeTitle),
      message: intl.formatMessage(cartPageMessages.removeMessage, {
        club: line.clubName,
        date: formatDate(line.date, locale, 'long'),
        time: line.time,
      }),
      acceptLabel: intl.formatMessage(cartPageMessages.remove),
    });
    if (!yes) return;
    setRemoving(line.key);
    const done = await change({ action: 'remove', key: line.key });
    setRemoving(null);
    if (done)
      setAlert({
        visible: true,
        type: 'success',
        message: intl.formatMessage(cartPageMessages.removed, { time: line.time }),
      });
  }

  /** A multipack leaves as one item, all its rounds with it. */
  async function removePack(pack: CartPackView) {
    const yes = await confirm({
      title: intl.formatMessage(packMessages.removeTitle),
      message: intl.formatMessage(packMessages.removeMessage, { name: pack.name }),
      acceptLabel: intl.formatMessage(cartPageMessages.remove),
    });
    if (!yes) return;
    setRemoving(pack.key);
    const done = await change({ action: 'remove', key: pack.key });
    setRemoving(null);
    if (done)
      setAlert({
        visible: true,
        type: 'success',
        message: intl.formatMessage(packMessages.removed, { name: pack.name }),
      });
  }

  async function empty() {
    const yes = await confirm({
      title: intl.formatMessage(cartPageMessages.emptyTitle),
      message: intl.formatMessage(cartPageMessages.emptyMessage),
      acceptLabel: intl.formatMessage(cartPageMessages.emptyCart),
    });
    if (!yes) return;
    setEmptying(true);
    const done = await change({ action: 'empty' });
    setEmptying(false);
    if (done)
      setAlert({
        visible: true,
        type: 'success',
        message: intl.formatMessage(cartPageMessages.emptied),
      });
  }

  async function promo(code: string) {
    setPromoBusy(true);
    setPromoError(null);
    try {
      await mutateCart({ action: 'promo', code });
    } catch (failure) {
      if (!(failure instanceof ApiError && (failure.reload || failure.relogin)))
        setPromoError(
          (failure instanceof ApiError && failure.message) ||
            intl.formatMessage(cartPageMessages.failed),
        );
    } finally {
      setPromoBusy(false);
    }
  }

  return { removing, emptying, promoBusy, promoError, remove, removePack, empty, promo };
}
