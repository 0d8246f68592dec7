import { cardBrandMessage, Checkbox, VisuallyHidden } from '@fairway/design-system';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SavedCardView } from './booking.ts';
import type { Holder } from './booking.server.ts';
import type { CheckoutAnswer } from './checkout.server.ts';
import { checkoutPageMessages as messages } from './checkout-page.messages.ts';
import * as styles from './checkout.css.ts';

/**
 * A logged-in golfer's part of checkout: who the booking is for (their account, not a form), and
 * which card pays: one of their saved cards, or a new one they may keep for next time.
 */
export function AccountSections({
  account,
  cards,
  bookingsHref,
  answer,
}: {
  account: Holder | null;
  cards: SavedCardView[];
  bookingsHref: string;
  answer: CheckoutAnswer | undefined;
}) {
  const intl = useIntl();
  const usable = cards.filter((c) => !c.expired);
  const [choice, setChoice] = useState(
    answer?.values.card ?? (usable[0] ? String(usable[0].id) : 'new'),
  );
  const offered = cards.some((c) => String(c.id) === choice && !c.expired) ? choice : 'new';
  const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;
  const masked = (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>;

  return (
    <>
      <section aria-labelledby="checkout-holder" className={styles.section}>
        <h2 id="checkout-holder" className={styles.subtitle}>
          {intl.formatMessage(messages.holder)}
        </h2>
        {account ? (
          <>
            <p className={styles.login} data-testid="checkout-account">
              {intl.formatMessage(messages.bookingAs, {
                name: `${account.name} ${account.surname}`.trim(),
                email: account.email,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <p className={styles.policy}>
              {intl.formatMessage(messages.bookingsNote, {
                link: (chunks) => <Link to={bookingsHref}>{chunks}</Link>,
              })}
            </p>
          </>
        ) : (
          <p className={styles.error}>{intl.formatMessage(messages.accountUnavailable)}</p>
        )}
      </section>
      <section aria-labelledby="checkout-card" className={styles.section}>
        <h2 id="checkout-card" className={styles.subtitle}>
          {intl.formatMessage(messages.cardTitle)}
        </h2>
        {cards.length > 0 ? (
          <fieldset className={styles.cardOptions}>
            <legend className={styles.legend}>{intl.formatMessage(messages.payWith)}</legend>
            {cards.map((card) => (
              <label key={card.id} className={styles.cardOption}>
                <input
                  type="radio"
                  name="card"
                  value={String(card.id)}
                  className={styles.radio}
                  disabled={card.expired}
                  checked={offered === String(card.id)}
                  onChange={() => setChoice(String(card.id))}
                />
                <span className={styles.cardNumber}>
                  {intl.formatMessage(messages.cardNumber, {
                    brand: intl.formatMessage(cardBrandMessage, { brand: card.brand }),
                    last4: card.last4,
                    masked,
                    hidden,
                  })}
                </span>
                <span className={styles.cardFacts}>
                  {intl.formatMessage(card.expired ? messages.cardExpired : messages.cardExpires, {
                    date: card.expiry,
                    holder: card.holder,
                  })}
                </span>
              </label>
            ))}
            <label className={styles.cardOption}>
              <input
                type="radio"
                name="card"
                value="new"
                className={styles.radio}
                checked={offered === 'new'}
                onChange={() => setChoice('new')}
              />
              <span className={styles.cardNumber}>{intl.formatMessage(messages.newCard)}</span>
            </label>
          </fieldset>
        ) : (
          <input type="hidden" name="card" value="new" />
        )}
        {offered === 'new' ? (
          <Checkbox
            name="saveCard"
            defaultChecked={answer?.values.saveCard ?? false}
            label={intl.formatMessage(messages.saveCard)}
            hint={intl.formatMessage(messages.saveCardHint)}
          />
        ) : null}
      </section>
    </>
  );
}
