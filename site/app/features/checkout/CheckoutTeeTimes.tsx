import { CartLine } from '@fairway/design-system';
import { clubWallClock, formatDate, formatTime } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { CartPackLine } from '../cart/CartPackLine.tsx';
import type { CartView } from '../cart/cart.ts';
import { zoneName } from '../catalog/club-date.ts';
import type { CancellationPolicyView } from './booking.ts';
import { checkoutPageMessages as messages } from './checkout-page.messages.ts';
import * as styles from './checkout.css.ts';

/**
 * What is being booked, club by club, each tee time with the terms on which it can be cancelled
 * (in the club's own time zone), then the multipacks.
 */
export function CheckoutTeeTimes({
  cart,
  policies,
  locale,
  culture,
}: {
  cart: CartView;
  policies: Record<string, CancellationPolicyView | null>;
  locale: Locale;
  culture: string;
}) {
  const intl = useIntl();

  function policyText(policy: CancellationPolicyView | null, timeZone: string) {
    if (!policy) return intl.formatMessage(messages.policyUnknown);
    if (policy.kind === 'contactClub' || !policy.deadline)
      return intl.formatMessage(messages.policyContact);
    if (policy.kind === 'deadlinePassed') return intl.formatMessage(messages.policyPassed);
    const local = clubWallClock(policy.deadline, timeZone);
    return intl.formatMessage(messages.policyOnline, {
      date: formatDate(local.slice(0, 10), locale, 'long'),
      time: formatTime(local),
      // The zone's name on the deadline's own day: it can differ from the tee time's (DST).
      zone: zoneName(timeZone, local.slice(0, 10), culture),
    });
  }

  return (
    <section aria-labelledby="checkout-tee-times" className={styles.section}>
      <h2 id="checkout-tee-times" className={styles.subtitle}>
        {intl.formatMessage(messages.teeTimes)}
      </h2>
      {cart.groups.map((group) => (
        <section key={`${group.clubId}|${group.courseId}`} className={styles.section}>
          <h3 className={styles.groupTitle}>
            {intl.formatMessage(messages.group, {
              club: group.clubName,
              course: group.courseName,
            })}
          </h3>
          <ul className={styles.list}>
            {group.teeTimes.map((t) => (
              <li key={t.key} className={styles.section}>
                <CartLine
                  date={t.date}
                  time={t.time}
                  timeZoneName={zoneName(t.timeZone, t.date, culture)}
                  locale={locale}
                  players={t.players}
                  rates={t.rates}
                  services={t.services}
                  total={t.lineTotal}
                  headingLevel={4}
                />
                <p className={styles.policy}>{policyText(policies[t.key] ?? null, t.timeZone)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {(cart.packs ?? []).map((pack) => (
        <CartPackLine key={pack.key} pack={pack} locale={locale} headingLevel={3} />
      ))}
    </section>
  );
}
