import { Button, CartLine, OrderSummary, PromocodeField } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useOutletContext, useParams } from 'react-router';
import { CartPackLine } from '../features/cart/CartPackLine.tsx';
import { orderItems } from '../features/cart/cart.ts';
import { useCart } from '../features/cart/use-cart.ts';
import { zoneName } from '../features/catalog/club-date.ts';
import { failureMessages } from '../platform/engine/failure-messages.ts';
import type { LayoutOutlet } from '../platform/rendering/layout-outlet.ts';
import { cultureOf, localeFromParam, localePath } from '../platform/locale.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import * as styles from './cart.css.ts';
import { cartPageMessages } from '../features/cart/cart-page.messages.ts';
import { useCartChanges } from '../features/cart/use-cart-changes.ts';

export default function CartPage() {
  const intl = useIntl();
  const locale: Locale = localeFromParam(useParams().lang) ?? 'en';
  const { setAlert, search } = useOutletContext<LayoutOutlet>();
  const { cart, error, isLoading, mutateCart, refresh } = useCart();
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

  const { removing, emptying, promoBusy, promoError, remove, removePack, empty, promo } =
    useCartChanges(locale, setAlert, mutateCart);

  const head = (
    <>
      <title>
        {intl.formatMessage(pageTitle, { title: intl.formatMessage(cartPageMessages.title) })}
      </title>
      <meta name="description" content={intl.formatMessage(cartPageMessages.description)} />
      <h1 className={styles.title}>{intl.formatMessage(cartPageMessages.title)}</h1>
    </>
  );

  if (!cart)
    return (
      <div className={styles.page}>
        {head}
        <div className={styles.unavailable}>
          <p role="status">
            {intl.formatMessage(error ? cartPageMessages.unavailable : cartPageMessages.loading)}
          </p>
          {error && !isLoading ? (
            <Button variant="secondary" onClick={() => void refresh().catch(() => undefined)}>
              {intl.formatMessage(cartPageMessages.retry)}
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
            {intl.formatMessage(cartPageMessages.empty)}
          </h2>
          <p>{intl.formatMessage(cartPageMessages.emptyHint)}</p>
          {search}
          <Link
            className={`${styles.buttonLink} ${styles.emptyActions}`}
            to={localePath(locale, '/')}
          >
            {intl.formatMessage(cartPageMessages.findTeeTime)}
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
            {intl.formatMessage(cartPageMessages.emptyCart)}
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
            {...orderItems(cart)}
            subtotal={totals.subtotal}
            discount={totals.discount}
            promoCode={totals.promoValid ? totals.promoCode : null}
            fee={totals.fee}
            total={totals.total}
          >
            <Link className={styles.checkout} to={localePath(locale, '/checkout')}>
              {intl.formatMessage(cartPageMessages.checkout)}
            </Link>
          </OrderSummary>
        </aside>
      </div>
    </div>
  );
}
