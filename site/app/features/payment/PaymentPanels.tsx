import { Button, ButtonLink, LinkProvider, PaymentMessage } from '@fairway/design-system';
import type { LinkProps } from '@fairway/design-system';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageTitle } from '../../platform/seo/page-title.ts';
import { usePaymentStatus } from './use-payment-status.ts';
import * as styles from './payment.css.ts';

/** Every page of the payment flow: one centred column under the page's title. */
export function PaymentPage({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      {children}
    </div>
  );
}

/**
 * A panel that says what happened and where to go: an expired hold, a booking not found, a card
 * page that could not be reached. `alert` reads the text out as soon as it appears.
 */
export function MessagePanel({
  title,
  text,
  alert = false,
  children,
}: {
  title: string;
  text: string;
  alert?: boolean;
  /** The ways on, after the text. */
  children: ReactNode;
}) {
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      <p role={alert ? 'alert' : undefined} className={styles.text}>
        {text}
      </p>
      {children}
    </div>
  );
}

/** The design system's link as a plain anchor: the browser loads the address itself. */
function DocumentAnchor({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}

/**
 * A document link that looks like the primary button, to the gateway: the gateway sends the
 * browser off-site, which neither a client-side navigation nor a form (CSP form-action 'self')
 * may follow.
 */
export function GatewayLink({
  href,
  fullWidth = false,
  children,
}: {
  href: string;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <LinkProvider value={DocumentAnchor}>
      <ButtonLink href={href} fullWidth={fullWidth}>
        {children}
      </ButtonLink>
    </LinkProvider>
  );
}

/** The reference as a QR code for the club's desk. */
export function QrCode({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={160} height={160} className={styles.qr} />;
}

/** The engine's voucher, under its heading. */
export function VoucherSection({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <section aria-labelledby={id} className={styles.others}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {/* Sanitized on the server by the one sanitizer module (platform/rendering/sanitize-html.server.ts). */}
      <div className={styles.voucher} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** The texts every subject's ok and ko pages have (each subject's own words). */
export interface OutcomeTexts {
  okTitle: MessageDescriptor;
  koTitle: MessageDescriptor;
  pendingTitle: MessageDescriptor;
  missingTitle: MessageDescriptor;
  missingText: MessageDescriptor;
  /** The way on from 'not found': home for a booking, the tournaments for an entry. */
  missingLink: MessageDescriptor;
}

/**
 * The ok and ko pages of any subject: the page titled for what it shows, and either the
 * subject's own panel (`children`: the booking or entry, the wait, the retry) or, when there is
 * nothing to show, the same 'not found' panel for all.
 */
export function OutcomePage({
  kind,
  texts,
  missingHref,
  children,
}: {
  kind: 'confirmed' | 'ko' | 'pending' | 'missing';
  texts: OutcomeTexts;
  missingHref: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const title = {
    confirmed: texts.okTitle,
    ko: texts.koTitle,
    pending: texts.pendingTitle,
    missing: texts.missingTitle,
  }[kind];
  return (
    <PaymentPage title={intl.formatMessage(title)}>
      {kind === 'missing' ? (
        <MessagePanel
          title={intl.formatMessage(texts.missingTitle)}
          text={intl.formatMessage(texts.missingText)}
        >
          <Link to={missingHref}>{intl.formatMessage(texts.missingLink)}</Link>
        </MessagePanel>
      ) : (
        children
      )}
    </PaymentPage>
  );
}

/** The texts of the wait on any subject's ok page (each subject's own words). */
export interface PendingTexts {
  pendingTitle: MessageDescriptor;
  pendingText: MessageDescriptor;
  checkAgain: MessageDescriptor;
}

/**
 * The payment is on its way: the blocking message while the browser asks the status endpoint
 * (use-payment-status.ts); when it gives up, the golfer is told it is still processing and may
 * check again.
 */
export function PendingPanel({ statusUrl, texts }: { statusUrl: string; texts: PendingTexts }) {
  const intl = useIntl();
  const { gaveUp, askAgain } = usePaymentStatus(statusUrl);
  if (!gaveUp) return <PaymentMessage className={styles.message} />;
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{intl.formatMessage(texts.pendingTitle)}</h1>
      <p className={styles.text}>{intl.formatMessage(texts.pendingText)}</p>
      <Button onClick={askAgain}>{intl.formatMessage(texts.checkAgain)}</Button>
    </div>
  );
}

/** The texts of one subject's gateway page. */
export interface GatewayTexts {
  title: MessageDescriptor;
  failed: MessageDescriptor;
  incident: MessageDescriptor;
  back: MessageDescriptor;
  otherCard?: MessageDescriptor;
}

/**
 * The gateway's own page, seen only when the card page could not be reached: the engine's reason
 * (e.g. the hold expired), already in the golfer's language, and the ways back.
 */
export function GatewayFailurePage({
  texts,
  message,
  backHref,
  otherCardHref,
}: {
  texts: GatewayTexts;
  message: string;
  backHref: string;
  otherCardHref: string | null;
}) {
  const intl = useIntl();
  return (
    <PaymentPage title={intl.formatMessage(texts.title)}>
      <MessagePanel
        title={intl.formatMessage(texts.failed)}
        text={message || intl.formatMessage(texts.incident)}
        alert
      >
        {otherCardHref && texts.otherCard ? (
          <Link to={otherCardHref}>{intl.formatMessage(texts.otherCard)}</Link>
        ) : null}
        <Link to={backHref}>{intl.formatMessage(texts.back)}</Link>
      </MessagePanel>
    </PaymentPage>
  );
}
