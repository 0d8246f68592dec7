import { clsx } from 'clsx';
import { forwardRef } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Icon } from '../Icon';
import { Link, type LinkProps } from '../Link';
import * as styles from './CartButton.css';

const messages = defineMessages<{
  label: NoMessageValues;
  labelWithCount: { count: number };
  countOverflow: { max: string };
}>({
  label: { id: 'ds.cartButton.label', defaultMessage: 'Cart' },
  labelWithCount: {
    id: 'ds.cartButton.labelWithCount',
    defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}',
  },
  countOverflow: { id: 'ds.cartButton.countOverflow', defaultMessage: '{max}+' },
});

/** The badge stops here so it keeps its size; the accessible name still tells the real count. */
export const CART_BADGE_MAX = 99;

export type CartButtonTone = 'amber' | 'teal';

/**
 * docs/product.md#navigation: amber with a count badge when the cart holds at least one item, teal
 * when empty. A negative or NaN count (a broken cart response) counts as empty.
 */
export function cartButtonTone(count: number): CartButtonTone {
  return count >= 1 ? 'amber' : 'teal';
}

export interface CartButtonProps extends Omit<LinkProps, 'href' | 'children' | 'ref'> {
  /** The cart page. */
  href: string;
  /** Number of tee times in the cart. */
  count: number;
}

/** The always-visible link to the cart, coloured and badged by how many items it holds. */
export const CartButton = forwardRef<HTMLAnchorElement, CartButtonProps>(function CartButton(
  { href, count, className, ...rest },
  ref,
) {
  const intl = useIntl();
  const tone = cartButtonTone(count);
  const hasItems = tone === 'amber';
  const badgeText =
    count > CART_BADGE_MAX
      ? intl.formatMessage(messages.countOverflow, { max: intl.formatNumber(CART_BADGE_MAX) })
      : intl.formatNumber(count);

  return (
    <Link
      {...rest}
      ref={ref}
      href={href}
      // The name starts with the visible label (speech users say what they see) and adds the count
      // the badge only shows visually, in full even when the badge is capped at 99+.
      aria-label={
        hasItems
          ? intl.formatMessage(messages.labelWithCount, { count })
          : intl.formatMessage(messages.label)
      }
      data-tone={tone}
      className={clsx(styles.cartButton({ tone }), className)}
    >
      <span className={styles.iconRow}>
        <Icon className={styles.icon}>
          <path d="M2 3h3l2.6 12.2a1 1 0 0 0 1 .8h9.8a1 1 0 0 0 1-.8L21 7H6" />
          <circle cx="9.5" cy="20" r="1.5" />
          <circle cx="17.5" cy="20" r="1.5" />
        </Icon>
        {hasItems ? (
          // CSS draws the count from data-count. It repeats what the accessible name says in full,
          // and as text it would join the link's words ("99+ Cart" against "Cart, 120 items"),
          // which speech-control users rely on to address the link by what they see.
          <span className={styles.badge} data-count={badgeText} aria-hidden="true" />
        ) : null}
      </span>
      <span className={styles.label}>{intl.formatMessage(messages.label)}</span>
    </Link>
  );
});
