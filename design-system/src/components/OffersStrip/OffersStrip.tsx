import { clsx } from 'clsx';
import { useId, useRef, useState, type HTMLAttributes } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './OffersStrip.css';

const messages = defineMessages<{
  title: NoMessageValues;
  code: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  copiedStatus: { code: string };
  copyFailed: NoMessageValues;
}>({
  title: { id: 'ds.offersStrip.title', defaultMessage: 'Offers' },
  code: { id: 'ds.offersStrip.code', defaultMessage: 'Promocode' },
  copy: { id: 'ds.offersStrip.copy', defaultMessage: 'Copy code' },
  copied: { id: 'ds.offersStrip.copied', defaultMessage: 'Copied' },
  copiedStatus: {
    id: 'ds.offersStrip.copiedStatus',
    defaultMessage: 'Promocode {code} copied to the clipboard',
  },
  copyFailed: {
    id: 'ds.offersStrip.copyFailed',
    defaultMessage: 'Could not copy: the code is selected, copy it yourself',
  },
});

export interface Offer {
  id: string;
  title: string;
  text: string;
  /** A code the golfer types at checkout; shown ready to copy. */
  promoCode?: string | null;
}

export interface OffersStripProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Nothing renders without one. */
  offers: ReadonlyArray<Offer>;
  /** Level of the strip's heading; each offer's title is one level below. */
  headingLevel?: 2 | 3;
  /** Writes the code to the clipboard: the browser's clipboard unless given (tests, stories). */
  copyText?: (text: string) => Promise<void>;
}

function browserClipboard(text: string): Promise<void> {
  // Missing outside a secure context; treated like a refused write.
  if (!navigator.clipboard) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

type CopyState = { offerId: string; outcome: 'copied' | 'failed' } | null;

/** The seller's current offers side by side, each promocode ready to copy. */
export function OffersStrip({
  offers,
  headingLevel = 2,
  copyText = browserClipboard,
  className,
  ...rest
}: OffersStripProps) {
  const intl = useIntl();
  const headingId = useId();
  const [copy, setCopy] = useState<CopyState>(null);
  const codes = useRef(new Map<string, HTMLElement>());
  if (offers.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const OfferHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  async function copyCode(offer: Offer, code: string) {
    try {
      await copyText(code);
      setCopy({ offerId: offer.id, outcome: 'copied' });
    } catch {
      // The code is selected for the golfer, so a plain Ctrl+C or a long press still copies it.
      const element = codes.current.get(offer.id);
      if (element) window.getSelection()?.selectAllChildren(element);
      setCopy({ offerId: offer.id, outcome: 'failed' });
    }
  }

  const copiedOffer = offers.find((o) => o.id === copy?.offerId);
  let status = '';
  if (copy?.outcome === 'copied' && copiedOffer?.promoCode)
    status = intl.formatMessage(messages.copiedStatus, { code: copiedOffer.promoCode });
  else if (copy?.outcome === 'failed') status = intl.formatMessage(messages.copyFailed);

  return (
    <section aria-labelledby={headingId} className={clsx(styles.strip, className)} {...rest}>
      <Heading id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.title)}
      </Heading>
      <ul className={styles.list}>
        {offers.map((offer) => {
          const code = offer.promoCode;
          const outcome = copy?.offerId === offer.id ? copy.outcome : null;
          return (
            <li key={offer.id} className={styles.offer}>
              <OfferHeading className={styles.title}>{offer.title}</OfferHeading>
              <p className={styles.text}>{offer.text}</p>
              {code ? (
                <div className={styles.codeRow}>
                  <span className={styles.codeLabel}>{intl.formatMessage(messages.code)}</span>
                  <code
                    id={`${headingId}-code-${offer.id}`}
                    className={styles.code}
                    ref={(element) => {
                      if (element) codes.current.set(offer.id, element);
                      else codes.current.delete(offer.id);
                    }}
                  >
                    {code}
                  </code>
                  <button
                    type="button"
                    className={styles.copy}
                    data-copied={outcome === 'copied' ? '' : undefined}
                    // Several offers may each have a code: the button says which it copies.
                    aria-describedby={`${headingId}-code-${offer.id}`}
                    onClick={() => void copyCode(offer, code)}
                  >
                    {intl.formatMessage(outcome === 'copied' ? messages.copied : messages.copy)}
                  </button>
                  {outcome === 'failed' && (
                    <p className={styles.failed}>{intl.formatMessage(messages.copyFailed)}</p>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div role="status" className={visuallyHidden}>
        {status}
      </div>
    </section>
  );
}
