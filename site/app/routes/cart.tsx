import { Button, CartLine, OrderSummary, PromocodeField, useConfirm } from '@fairway/design-system';
import { formatDate } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link, useOutletContext, useParams } from 'react-router';
import { CartPackLine } from '../components/CartPackLine.tsx';
import { ApiError } from '../data/fetch-json.ts';
import { useCart } from '../data/use-cart.ts';
import type { CartAction, CartPackView, CartTeeTimeView } from '../lib/cart.ts';
import { zoneName } from '../lib/club-date.ts';
import { failureMessages } from '../lib/failure-messages.ts';
import type { LayoutOutlet } from '../lib/layout-outlet.ts';
import { cultureOf, localeFromParam, localePath } from '../lib/locale.ts';
import { pageTitle } from '../lib/page-title.ts';
import * as styles from './cart.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  loading: NoMessageValues;
  unavailable: NoMessageValues;
  retry: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  findTeeTime: NoMessageValues;
  checkout: NoMessageValues;
  emptyCart: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyMessage: NoMessageValues;
  removeTitle: NoMessageValues;
  removeMessage: { club: string; date: string; time: string };
  remove: NoMessageValues;
  removed: { time: string };
  emptied: NoMessageValues;
  failed: NoMessageValues;
}>({
  title: { id: 'site.cart.title', defaultMessage: 'Your cart' },
  description: {
    id: 'site.cart.description',
    defaultMessage: 'The tee times you have chosen, with their players, extras and prices.',
  },
  loading: { id: 'site.cart.loading', defaultMessage: 'Loading your cart…' },
  unavailable: { id: 'site.cart.unavailable', defaultMessage: 'Your cart could not be loaded' },
  retry: { id: 'site.cart.retry', defaultMessage: 'Try again' },
  empty: { id: 'site.cart.empty', defaultMessage: 'Your cart is empty' },
  emptyHint: {
    id: 'site.cart.emptyHint',
    defaultMessage: 'Search for a club or an area and choose a tee time.',
  },
  findTeeTime: { id: 'site.cart.findTeeTime', defaultMessage: 'Find a tee time' },
  checkout: { id: 'site.cart.checkout', defaultMessage: 'Continue to checkout' },
  emptyCart: { id: 'site.cart.emptyCart', defaultMessage: 'Empty the cart' },
  emptyTitle: { id: 'site.cart.emptyTitle', defaultMessage: 'Empty the cart?' },
  emptyMessage: {
    id: 'site.cart.emptyMessage',
    defaultMessage: 'Every tee time will leave your cart.',
  },
  removeTitle: { id: 'site.cart.removeTitle', defaultMessage: 'Remove this tee time?' },
  removeMessage: {
    id: 'site.cart.removeMessage',
    defaultMessage: '{club}, {date} at {time}, will leave your cart.',
  },
  remove: { id: 'site.cart.remove', defaultMessage: 'Remove' },
  removed: { id: 'site.cart.removed', defaultMessage: 'The tee time at {time} left your cart.' },
  emptied: { id: 'site.cart.emptied', defaultMessage: 'Your cart is empty now.' },
  failed: {
    id: 'site.cart.failed',
    defaultMessage: 'The cart could not be changed. Please try again.',
  },
});

const packMessages = defineMessages<{
  removeTitle: NoMessageValues;
  removeMessage: { name: string };
  removed: { name: string };
}>({
  removeTitle: {
    id: 'site.multipacks.cart.removeTitle',
    defaultMessage: 'Remove this multipack?',
  },
  removeMessage: {
    id: 'site.multipacks.cart.removeMessage',
    defaultMessage: '{name}, with all its rounds, will leave your cart.',
  },
  removed: {
    id: 'site.multipacks.cart.removed',
    defaultMessage: 'The multipack {name} left your cart.',
  },
});

export default function CartPage() {
  const intl = useIntl();
  const locale: Locale = localeFromParam(useParams().lang) ?? 'en';
  const { setAlert, search } = useOutletContext<LayoutOutlet>();
  const confirm = useConfirm();
  const { cart, error, isLoading, mutateCart, refresh } = useCart();
  const [removing, setRemoving] = useState<string | null>(null);
  const [emptying, setEmptying] = useState(false);
  const [promoBusy, setPromoBusy] = useState(false);
  const [promoError, setPromoError] = useState<string | null>(null);

  // The layout seeds the cart; when its read failed, the page asks once more, and says so if that fails too.
  const asked = useRef(false);
  useEffect(() => {
    if (cart || asked.current) return;
    asked.current = true;
    void refresh().catch(() => undefined);
  }, [cart, refresh]);
  useEffect(() => {
    if (error && !error.reload && !error.relogin)
      setAlert({
        visible: true,
        type: 'error',
        message: intl.formatMessage(failureMessages.cart),
      });
  }, [error, intl, setAlert]);

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
          (failure instanceof ApiError && failure.message) || intl.formatMessage(messages.failed),
      });
      return false;
    }
  }

  async function remove(line: CartTeeTimeView) {
    const yes = await confirm({
      title: intl.formatMessage(messages.removeTitle),
      message: intl.formatMessage(messages.removeMessage, {
        club: line.clubName,
        date: formatDate(line.date, locale, 'long'),
        time: line.time,
      }),
      acceptLabel: intl.formatMessage(messages.remove),
    });
    if (!yes) return;
    setRemoving(line.key);
    const done = await change({ action: 'remove', key: line.key });
    setRemoving(null);
    if (done)
      setAlert({
        visible: true,
        type: 'success',
        message: intl.formatMessage(messages.removed, { time: line.time }),
      });
  }

  /** A multipack leaves as one item, all its rounds with it. */
  async function removePack(pack: CartPackView) {
    const yes = await confirm({
      title: intl.formatMessage(packMessages.removeTitle),
      message: intl.formatMessage(packMessages.removeMessage, { name: pack.name }),
      acceptLabel: intl.formatMessage(messages.remove),
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
      title: intl.formatMessage(messages.emptyTitle),
      message: intl.formatMessage(messages.emptyMessage),
      acceptLabel: intl.formatMessage(messages.emptyCart),
    });
    if (!yes) return;
    setEmptying(true);
    const done = await change({ action: 'empty' });
    setEmptying(false);
    if (done)
      setAlert({ visible: true, type: 'success', message: intl.formatMessage(messages.emptied) });
  }

  async function promo(code: string) {
    setPromoBusy(true);
    setPromoError(null);
    try {
      await mutateCart({ action: 'promo', code });
    } catch (failure) {
      if (!(failure instanceof ApiError && (failure.reload || failure.relogin)))
        setPromoError(
          (failure instanceof ApiError && failure.message) || intl.formatMessage(messages.failed),
        );
    } finally {
      setPromoBusy(false);
    }
  }

  const head = (
    <>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
      <meta name="description" content={intl.formatMessage(messages.description)} />
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
    </>
  );

  if (!cart)
    return (
      <div className={styles.page}>
        {head}
        <div className={styles.unavailable}>
          <p role="status">{intl.formatMessage(error ? messages.unavailable : messages.loading)}</p>
          {error && !isLoading ? (
            <Button variant="secondary" onClick={() => void refresh().catch(() => undefined)}>
              {intl.formatMessage(messages.retry)}
            </Button>
          ) : null}
        </div>
      </div>
    );

  if (cart.count === 0)
    return (
      <div className={styles.page}>
        {head}
        <section className={styles.empty} aria-labelledby="cart-empty">
          <h2 id="cart-empty" className={styles.emptyText}>
            {intl.formatMessage(messages.empty)}
          </h2>
          <p>{intl.formatMessage(messages.emptyHint)}</p>
          {search}
          <Link
            className={`${styles.buttonLink} ${styles.emptyActions}`}
            to={localePath(locale, '/')}
          >
            {intl.formatMessage(messages.findTeeTime)}
          </Link>
        </section>
      </div>
    );

  const culture = cultureOf(locale);
  const { totals } = cart;
  return (
    <div className={styles.page}>
      {head}
      <div className={styles.layout}>
        <div className={styles.lines}>
          {cart.groups.map((group) => (
            <section
              key={`${group.clubId}|${group.courseId}`}
              className={styles.group}
              aria-labelledby={`cart-group-${group.courseId}`}
            >
              <div>
                <h2 id={`cart-group-${group.courseId}`} className={styles.groupTitle}>
                  {group.clubName}
                </h2>
                <p className={styles.groupCourse}>{group.courseName}</p>
              </div>
              <ul className={styles.list}>
                {group.teeTimes.map((line) => (
                  <li key={line.key}>
                    <CartLine
                      date={line.date}
                      time={line.time}
                      timeZoneName={zoneName(line.timeZone, line.date, culture)}
                      locale={locale}
                      players={line.players}
                      rates={line.rates}
                      services={line.services}
                      total={line.lineTotal}
                      onRemove={() => void remove(line)}
                      removing={removing === line.key}
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {(cart.packs ?? []).length > 0 ? (
            <ul className={styles.list}>
              {(cart.packs ?? []).map((pack) => (
                <li key={pack.key}>
                  <CartPackLine
                    pack={pack}
                    locale={locale}
                    onRemove={() => void removePack(pack)}
                    removing={removing === pack.key}
                    headingLevel={2}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <Button
            variant="secondary"
            className={styles.emptyActions}
            disabled={emptying}
            onClick={() => void empty()}
          >
            {intl.formatMessage(messages.emptyCart)}
          </Button>
        </div>
        <aside className={styles.aside}>
          <PromocodeField
            locale={locale}
            onApply={(code) => void promo(code)}
            onRemove={() => void promo('')}
            busy={promoBusy}
            applied={
              totals.promoValid && totals.promoCode
                ? { code: totals.promoCode, discount: totals.discount }
                : null
            }
            error={promoError ?? (totals.promoValid === false ? totals.promoMessage : null)}
          />
          <OrderSummary
            locale={locale}
            itemCount={cart.count}
            subtotal={totals.subtotal}
            discount={totals.discount}
            promoCode={totals.promoValid ? totals.promoCode : null}
            fee={totals.fee}
            total={totals.total}
          >
            <Link className={styles.checkout} to={localePath(locale, '/checkout')}>
              {intl.formatMessage(messages.checkout)}
            </Link>
          </OrderSummary>
        </aside>
      </div>
    </div>
  );
}
