import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageDescriptor,
  type MessageTag,
  type MessageValue,
} from 'react-intl';
import { formatCardExpiry, maskCardNumber, type CardBrand } from '@fairway/rules';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { SpinnerRing } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SavedCard.css';

const messages = defineMessages<{
  brand: { brand: CardBrand };
  card: { brand: CardBrand };
  number: { brand: string; number: MessageValue; hidden: MessageTag };
  expires: { date: string };
  expired: { date: string };
  delete: { card: string; last4: string; hidden: MessageTag };
  deleting: { card: string; last4: string; hidden: MessageTag };
}>({
  // Exported as cardBrandMessage: the site names saved cards the same way at checkout.
  brand: {
    id: 'ds.savedCard.brand',
    defaultMessage:
      '{brand, select, visa {Visa} mastercard {Mastercard} amex {American Express} discover {Discover} diners {Diners Club} jcb {JCB} maestro {Maestro} other {Card}}',
  },
  // The card inside a sentence; a card of unknown brand is just "card", not "Card card".
  card: {
    id: 'ds.savedCard.card',
    defaultMessage:
      '{brand, select, visa {Visa card} mastercard {Mastercard card} amex {American Express card} discover {Discover card} diners {Diners Club card} jcb {JCB card} maestro {Maestro card} other {card}}',
  },
  number: {
    id: 'ds.savedCard.number',
    defaultMessage: '{brand} <hidden>ending in</hidden> {number}',
  },
  expires: { id: 'ds.savedCard.expires', defaultMessage: 'Expires {date}' },
  expired: { id: 'ds.savedCard.expired', defaultMessage: 'Expired {date}' },
  delete: {
    id: 'ds.savedCard.delete',
    defaultMessage: 'Delete<hidden> the {card} ending in {last4}</hidden>',
  },
  deleting: {
    id: 'ds.savedCard.deleting',
    defaultMessage: 'Deleting…<hidden> the {card} ending in {last4}</hidden>',
  },
});

/** A card's brand as the golfer reads it ('Visa'; 'Card' when the brand is unknown). */
export const cardBrandMessage: MessageDescriptor = messages.brand;

export interface SavedCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The engine's `marca`, narrowed with the rules module's isCardBrand ('unknown' otherwise). */
  brand: CardBrand;
  /** The engine's masked `numeroTarjeta`, or the last four digits: only those four ever show. */
  number: string;
  /** Read from the engine's `caducidadTarjeta` with the rules module's parseCardExpiryText. */
  expiry: { month: number; year: number };
  /** The name on the card. */
  holder: string;
  /** Past its expiry month (the rules module's validateCardExpiry, by the site's clock). */
  expired?: boolean;
  /** The delete button was pressed; the site asks for confirmation before deleting. */
  onDelete: () => void;
  /** The deletion has been sent and its answer is awaited. */
  deleting?: boolean;
}

/** One of the golfer's saved cards in the private area, with its delete action. */
export function SavedCard({
  brand,
  number,
  expiry,
  holder,
  expired = false,
  onDelete,
  deleting = false,
  className,
  ...rest
}: SavedCardProps) {
  const intl = useIntl();
  const masked = maskCardNumber(number, 'short');
  const last4 = masked.slice(-4);
  const brandName = intl.formatMessage(messages.brand, { brand });
  const card = intl.formatMessage(messages.card, { brand });
  const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;
  const date = formatCardExpiry(expiry.month, expiry.year);

  return (
    // No aria-busy here: screen readers hold back a busy region's changes, and the status below
    // is the only place the deletion is announced.
    <div {...rest} className={clsx(styles.card({ deleting }), className)}>
      <span className={styles.mark}>
        <Icon className={styles.markIcon}>
          <rect x="2.5" y="5" width="19" height="14" rx="2" />
          <path d="M2.5 9.5h19M6 15h4" />
        </Icon>
      </span>
      <div className={styles.details}>
        <p className={styles.number}>
          <FormattedMessage
            {...messages.number}
            values={{
              brand: brandName,
              hidden,
              number: (
                <span className={styles.digits}>
                  <span aria-hidden="true">{masked.slice(0, -4)}</span>
                  {last4}
                </span>
              ),
            }}
          />
        </p>
        <p className={styles.facts}>
          <span className={styles.expiry({ expired })}>
            {expired && (
              <Icon className={styles.expiredIcon} viewBox="0 0 16 16" fill="currentColor">
                <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.25h1.5v1.5h-1.5v-1.5Z" />
              </Icon>
            )}
            {intl.formatMessage(expired ? messages.expired : messages.expires, { date })}
          </span>
          <span className={styles.holder}>{holder}</span>
        </p>
      </div>
      <Button
        variant="secondary"
        size="small"
        className={styles.deleteButton}
        // aria-disabled, not disabled, so the button keeps its focus while the card is deleted.
        aria-disabled={deleting || undefined}
        onClick={() => {
          if (!deleting) onDelete();
        }}
      >
        {deleting ? <SpinnerRing size="small" /> : <TrashIcon />}
        <FormattedMessage
          {...(deleting ? messages.deleting : messages.delete)}
          values={{ card, last4, hidden }}
        />
      </Button>
      {/* The button's new words are not read while it has focus: the status says them. */}
      <VisuallyHidden role="status">
        {deleting ? (
          <FormattedMessage
            {...messages.deleting}
            values={{ card, last4, hidden: (chunks: ReactNode[]) => <>{chunks}</> }}
          />
        ) : null}
      </VisuallyHidden>
    </div>
  );
}

function TrashIcon() {
  return (
    <Icon className={styles.buttonIcon}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Icon>
  );
}
