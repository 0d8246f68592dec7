import {
  BookingConfirmation,
  Button,
  HoldCountdown,
  LinkProvider,
  PaymentMessage,
} from '@fairway/design-system';
import type { LinkProps } from '@fairway/design-system';
import { clubWallClock, formatDate } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { data, Form, Link as RouterLink, redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/payment-controller';
import { useCart } from '../features/cart/use-cart.ts';
import { holdIsLive } from '../features/checkout/booking.ts';
import type { BookingLineView, CancellationPolicyView } from '../features/checkout/booking.ts';
import {
  bookingCookie,
  bookingLocatorOf,
  bookingPolicy,
  cardChoiceOf,
  holdCart,
  ownerProof,
  parseReference,
  qrCodeDataUri,
  readBooking,
  readPaymentOutcome,
  voucherHtml,
} from '../features/checkout/booking.server.ts';
import {
  cartLocatorOf,
  clearCartCookie,
  clearCartPromoCookie,
  emptyCart,
} from '../features/cart/cart.server.ts';
import { zoneName } from '../features/catalog/club-date.ts';
import { localePath } from '../platform/locale.ts';
import { useHydrated } from '../platform/browser/use-hydrated.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import type { PageCalls, PageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { sanitizeHtml } from '../platform/rendering/sanitize-html.server.ts';
import * as styles from './payment.css.ts';

const messages = defineMessages<{
  okTitle: NoMessageValues;
  koTitle: NoMessageValues;
  koText: NoMessageValues;
  koRetryText: NoMessageValues;
  retry: NoMessageValues;
  backToCart: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingText: NoMessageValues;
  checkAgain: NoMessageValues;
  missingTitle: NoMessageValues;
  missingText: NoMessageValues;
  home: NoMessageValues;
  qrAlt: { reference: string };
  others: NoMessageValues;
  otherLine: { club: string; course: string; date: string; time: string; zone: string };
  voucher: NoMessageValues;
  incident: NoMessageValues;
}>({
  okTitle: { id: 'site.paymentOk.title', defaultMessage: 'Booking confirmed' },
  koTitle: { id: 'site.paymentKo.title', defaultMessage: 'The payment could not be completed' },
  koText: {
    id: 'site.paymentKo.text',
    defaultMessage: 'The payment was not completed, so no booking was made.',
  },
  koRetryText: {
    id: 'site.paymentKo.retryText',
    defaultMessage: 'Your cart still holds the tee times: you can try again with another card.',
  },
  retry: { id: 'site.paymentKo.retry', defaultMessage: 'Try again' },
  backToCart: { id: 'site.paymentKo.backToCart', defaultMessage: 'Back to the cart' },
  pendingTitle: {
    id: 'site.paymentOk.pendingTitle',
    defaultMessage: 'Your payment is still being processed',
  },
  pendingText: {
    id: 'site.paymentOk.pendingText',
    defaultMessage:
      'The bank has not confirmed it yet. Check again in a moment; the confirmation also reaches you by e-mail.',
  },
  checkAgain: { id: 'site.paymentOk.checkAgain', defaultMessage: 'Check again' },
  missingTitle: { id: 'site.paymentOk.missingTitle', defaultMessage: 'Booking not found' },
  missingText: {
    id: 'site.paymentOk.missingText',
    defaultMessage:
      'We cannot show this booking here. The confirmation e-mail has its details, and the reference lets you manage it.',
  },
  home: { id: 'site.paymentOk.home', defaultMessage: 'Back to the home page' },
  qrAlt: { id: 'site.paymentOk.qrAlt', defaultMessage: 'QR code of booking {reference}' },
  others: { id: 'site.paymentOk.others', defaultMessage: 'Also in this booking' },
  otherLine: {
    id: 'site.paymentOk.otherLine',
    defaultMessage: '{club} · {course}: {date} at {time} ({zone})',
  },
  voucher: { id: 'site.paymentOk.voucher', defaultMessage: 'Your voucher' },
  incident: {
    id: 'site.paymentKo.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
});

/** How long, and how often, the ok page asks whether the payment has been confirmed. */
const POLL_LIMIT_MS = 20_000;
const POLL_EVERY_MS = 500;

type Outcome = 'ok' | 'ko';

function outcomeOf(pathname: string): Outcome {
  return pathname.replace(/\/+$/, '').endsWith('/ko') ? 'ko' : 'ok';
}

async function koView(ctx: PageContext, calls: PageCalls, reference: string, request: Request) {
  const booking = await readBooking(calls, reference, ownerProof(request), 'booking');
  if (!booking.ok) {
    if (booking.cod === 2) return { kind: 'missing' as const };
    criticalFailure(booking, calls.notice);
  }
  if (booking.data.status === 'confirmed') {
    // Paid after all (e.g. a retry in another tab): the ko address must not hide a booking.
    const url = new URL(request.url);
    throw redirect(`${localePath(ctx.locale, '/payment-controller/ok')}${url.search}`);
  }
  const live = holdIsLive(booking.data, Date.now());
  return {
    kind: 'ko' as const,
    live,
    expiresAt: live ? booking.data.holdExpiresAt : null,
    gatewayPath: localePath(ctx.locale, '/payment-gateway'),
    timestamp: Date.now(),
  };
}

async function confirmedView(
  ctx: PageContext,
  calls: PageCalls,
  reference: string,
  request: Request,
) {
  const proof = ownerProof(request);
  const [booking, policy, voucher, qr] = await Promise.all([
    readBooking(calls, reference, proof, 'booking'),
    bookingPolicy(calls, reference, proof),
    voucherHtml(calls, reference, proof),
    qrCodeDataUri(reference),
  ]);
  if (!booking.ok) criticalFailure(booking, calls.notice);
  return {
    kind: 'confirmed' as const,
    reference,
    amountPaid: booking.data.total,
    lines: booking.data.lines,
    policy,
    // The engine escapes what it renders, but the voucher carries names others typed: sanitized.
    voucher: voucher === null ? null : sanitizeHtml(voucher),
    qr,
    calendarHref: `/api/booking-calendar?ref=${reference}&locale=${ctx.locale}`,
  };
}

/** The holder's name, e-mail and booking are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const url = new URL(request.url);
  const base = {
    locale: ctx.locale,
    culture: ctx.culture,
    cartHref: localePath(ctx.locale, '/cart'),
    homeHref: localePath(ctx.locale, '/'),
    notice: calls.notice,
  };
  // The card page appends the reference; the cookie covers a bare visit (or the app's webview).
  const reference =
    parseReference(url.searchParams.get('localizador')) ?? bookingLocatorOf(request);
  if (!reference) return { ...base, view: { kind: 'missing' as const } };
  if (outcomeOf(url.pathname) === 'ko')
    return { ...base, view: await koView(ctx, calls, reference, request) };

  const state = await readPaymentOutcome(calls, reference, ownerProof(request));
  if (!state.ok) {
    if (state.cod === 2) return { ...base, view: { kind: 'missing' as const } };
    criticalFailure(state, calls.notice);
  }
  if (state.data === 'pending')
    return {
      ...base,
      view: {
        kind: 'pending' as const,
        statusUrl: `/api/booking-status?ref=${reference}&locale=${ctx.locale}`,
      },
    };
  if (state.data === 'failed')
    return { ...base, view: await koView(ctx, calls, reference, request) };

  const view = await confirmedView(ctx, calls, reference, request);
  // Paid: the cart is done with. The booking cookie stays, so a reload shows the same booking
  // (the engine queued the confirmation e-mail once, when the payment confirmed it).
  const headers = new Headers();
  const cartLocator = cartLocatorOf(request);
  if (cartLocator) {
    await emptyCart(calls, cartLocator);
    headers.append('Set-Cookie', clearCartCookie(ctx.cookieSecure));
    headers.append('Set-Cookie', clearCartPromoCookie(ctx.cookieSecure));
  }
  return data({ ...base, view }, { headers });
}

/**
 * 'Try again' after a declined card. A hold that still lives goes back to the gateway;
 * one the decline released is made again from the same cart for the same holder (the golfer
 * accepted the terms for this order at checkout), then on to the payment page and the gateway.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  // Back through the payment page (same origin), which moves on to the gateway by script: a form's
  // redirect chain may not leave the site (CSP form-action 'self').
  const payment = `${localePath(ctx.locale, '/payment')}?timestamp=${Date.now()}`;
  const cartHref = localePath(ctx.locale, '/cart');
  const reference = bookingLocatorOf(request);
  if (!reference) throw redirect(cartHref);
  const previous = await readBooking(calls, reference, ownerProof(request), 'payment');
  if (!previous.ok) return { retryError: previous.msg };
  if (previous.data.status === 'confirmed')
    throw redirect(localePath(ctx.locale, '/payment-controller/ok'));
  if (holdIsLive(previous.data, Date.now())) throw redirect(payment);
  const cartLocator = cartLocatorOf(request);
  if (!cartLocator) throw redirect(cartHref);
  const hold = await holdCart(calls, {
    cartLocator,
    holder: previous.data.holder,
    promoCode: previous.data.promoCode,
  });
  if (!hold.ok) return { retryError: hold.msg };
  const expires = new Date(ctx.session?.tokenExpires ?? Date.now() + 3_600_000);
  throw redirect(payment, {
    // The new hold is paid the way checkout was told (a saved card, or keep the new one).
    headers: {
      'Set-Cookie': bookingCookie(
        hold.data.reference,
        expires,
        ctx.cookieSecure,
        cardChoiceOf(request),
      ),
    },
  });
}

/** The .ics link must be a real download, not a client-side navigation to a resource route. */
function DownloadAwareLink({ href = '', download, children, ...rest }: LinkProps) {
  if (download !== undefined)
    return (
      <a href={href} download={download} {...rest}>
        {children}
      </a>
    );
  return <RouterLink to={href} {...rest} />;
}

export default function PaymentControllerPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { view, locale, culture, cartHref, homeHref } = loaderData;
  const title =
    view.kind === 'confirmed'
      ? messages.okTitle
      : view.kind === 'ko'
        ? messages.koTitle
        : view.kind === 'pending'
          ? messages.pendingTitle
          : messages.missingTitle;
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(title) })}</title>
      {view.kind === 'confirmed' ? (
        <Confirmed view={view} locale={locale} culture={culture} />
      ) : view.kind === 'pending' ? (
        <Pending statusUrl={view.statusUrl} />
      ) : view.kind === 'ko' ? (
        <div className={styles.panel}>
          <h1 className={styles.title}>{intl.formatMessage(messages.koTitle)}</h1>
          <p className={styles.text}>{intl.formatMessage(messages.koText)}</p>
          <p className={styles.text}>{intl.formatMessage(messages.koRetryText)}</p>
          {view.live && view.expiresAt ? <Countdown expiresAt={view.expiresAt} /> : null}
          {actionData?.retryError !== undefined ? (
            <p role="alert" className={styles.text}>
              {actionData.retryError || intl.formatMessage(messages.incident)}
            </p>
          ) : null}
          <div className={styles.actions}>
            {view.live ? (
              // A document link: the gateway sends the browser off-site (see payment.css.ts).
              <a
                href={`${view.gatewayPath}?timestamp=${view.timestamp}`}
                className={styles.linkButton}
              >
                {intl.formatMessage(messages.retry)}
              </a>
            ) : (
              <Form method="post" reloadDocument>
                <Button type="submit">{intl.formatMessage(messages.retry)}</Button>
              </Form>
            )}
            <RouterLink to={cartHref}>{intl.formatMessage(messages.backToCart)}</RouterLink>
          </div>
        </div>
      ) : (
        <div className={styles.panel}>
          <h1 className={styles.title}>{intl.formatMessage(messages.missingTitle)}</h1>
          <p className={styles.text}>{intl.formatMessage(messages.missingText)}</p>
          <RouterLink to={homeHref}>{intl.formatMessage(messages.home)}</RouterLink>
        </div>
      )}
    </div>
  );
}

/** The hold's clock reads the browser's time: rendered after hydration so both renders agree. */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const hydrated = useHydrated();
  return hydrated ? <HoldCountdown expiresAt={expiresAt} /> : null;
}

type ConfirmedView = {
  reference: string;
  amountPaid: number;
  lines: BookingLineView[];
  policy: CancellationPolicyView | null;
  voucher: string | null;
  qr: string;
  calendarHref: string;
};

function Confirmed({
  view,
  locale,
  culture,
}: {
  view: ConfirmedView;
  locale: Locale;
  culture: string;
}) {
  const intl = useIntl();
  const { refresh } = useCart();
  // The layout read the cart while this page's loader was emptying it: read it again, so the
  // header's button says 0.
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const [first, ...others] = view.lines;
  if (!first) return null;
  const deadline =
    view.policy?.allowed && view.policy.deadline
      ? clubWallClock(view.policy.deadline, first.timeZone)
      : null;
  return (
    <LinkProvider value={DownloadAwareLink}>
      <BookingConfirmation
        locale={locale}
        headingLevel={1}
        reference={view.reference}
        clubName={first.clubName}
        courseName={first.courseName}
        date={first.date}
        time={first.time}
        timeZoneName={zoneName(first.timeZone, first.date, culture)}
        players={first.players}
        services={first.services.map((s) => ({ name: s.name, units: s.units }))}
        amountPaid={view.amountPaid}
        cancellation={{ allowed: view.policy?.allowed ?? false, deadline }}
        calendarHref={view.calendarHref}
        qrCode={
          <img
            src={view.qr}
            alt={intl.formatMessage(messages.qrAlt, { reference: view.reference })}
            width={160}
            height={160}
            className={styles.qr}
          />
        }
      >
        {others.length > 0 ? (
          <section aria-labelledby="booking-others" className={styles.others}>
            <h2 id="booking-others" className={styles.title}>
              {intl.formatMessage(messages.others)}
            </h2>
            <ul>
              {others.map((line) => (
                <li key={`${line.courseId}|${line.date}|${line.time}`}>
                  {intl.formatMessage(messages.otherLine, {
                    club: line.clubName,
                    course: line.courseName,
                    date: formatDate(line.date, locale, 'long'),
                    time: line.time,
                    zone: zoneName(line.timeZone, line.date, culture),
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {view.voucher ? (
          <section aria-labelledby="booking-voucher" className={styles.others}>
            <h2 id="booking-voucher" className={styles.title}>
              {intl.formatMessage(messages.voucher)}
            </h2>
            {/* Sanitized on the server by the one sanitizer module (lib/sanitize-html.server.ts). */}
            <div className={styles.voucher} dangerouslySetInnerHTML={{ __html: view.voucher }} />
          </section>
        ) : null}
      </BookingConfirmation>
    </LinkProvider>
  );
}

/**
 * The payment is on its way: the blocking message while the browser asks the site (never the
 * engine) every half second, for at most 20 s; then the loader runs again to show the outcome,
 * or the golfer is told it is still processing and may check again.
 */
function Pending({ statusUrl }: { statusUrl: string }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    async function ask() {
      while (!stopped && Date.now() - started < POLL_LIMIT_MS) {
        try {
          const response = await fetch(statusUrl, { headers: { accept: 'application/json' } });
          const body = (await response.json()) as { ok?: boolean; outcome?: string };
          if (body.ok && body.outcome !== 'pending') {
            if (!stopped) void revalidator.revalidate();
            return;
          }
        } catch {
          // A dropped request is one missed look; the next one decides.
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
      }
      if (!stopped) setGaveUp(true);
    }
    void ask();
    return () => {
      stopped = true;
    };
    // The revalidator changes identity on every state change; the poll must not restart with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statusUrl, round]);

  if (!gaveUp) return <PaymentMessage className={styles.message} />;
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{intl.formatMessage(messages.pendingTitle)}</h1>
      <p className={styles.text}>{intl.formatMessage(messages.pendingText)}</p>
      <Button
        onClick={() => {
          setGaveUp(false);
          setRound((r) => r + 1);
        }}
      >
        {intl.formatMessage(messages.checkAgain)}
      </Button>
    </div>
  );
}
