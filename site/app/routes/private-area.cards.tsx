import { ButtonLink, SavedCard, useConfirm } from '@fairway/design-system';
import { formatCardExpiry, maskCardNumber } from '@fairway/rules';
import { parseId } from '@fairway/rules';
import { useContext, useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/private-area.cards';
import { SessionEventsContext } from '../data/fetch-json.ts';
import { localePath } from '../lib/locale.ts';
import { pageCalls } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { savedCardViews } from '../lib/user-cards.ts';
import type { SavedCardView } from '../lib/user-cards.ts';
import { deleteUserCard, readUserCards } from '../lib/user-cards.server.ts';
import { requireUser } from '../lib/user-session.server.ts';
import * as styles from './private-area.pages.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  empty: NoMessageValues;
  book: NoMessageValues;
  failedToRetrieve: NoMessageValues;
  failedToDelete: NoMessageValues;
  deleted: { card: string };
  confirmTitle: NoMessageValues;
  confirmMessage: { card: string; expiry: string; holder: string };
  confirmAccept: NoMessageValues;
  confirmKeep: NoMessageValues;
}>({
  title: { id: 'site.cards.title', defaultMessage: 'Saved cards' },
  lead: {
    id: 'site.cards.lead',
    defaultMessage:
      'Cards you chose to save when paying. The payment provider keeps them; we only see the last four digits.',
  },
  empty: {
    id: 'site.cards.empty',
    defaultMessage: 'You have no saved cards. You can save the card you pay with at checkout.',
  },
  book: { id: 'site.cards.book', defaultMessage: 'Find a tee time' },
  failedToRetrieve: {
    id: 'site.cards.failedToRetrieve',
    defaultMessage: 'Failed to retrieve your cards',
  },
  failedToDelete: { id: 'site.cards.failedToDelete', defaultMessage: 'Failed to delete the card' },
  deleted: { id: 'site.cards.deleted', defaultMessage: 'The card {card} has been deleted.' },
  confirmTitle: { id: 'site.cards.confirmTitle', defaultMessage: 'Delete this card?' },
  confirmMessage: {
    id: 'site.cards.confirmMessage',
    defaultMessage:
      'The card {card} ({holder}, expires {expiry}) will no longer be offered at checkout.',
  },
  confirmAccept: { id: 'site.cards.confirmAccept', defaultMessage: 'Delete the card' },
  confirmKeep: { id: 'site.cards.confirmKeep', defaultMessage: 'Keep it' },
});

/** The golfer's cards: no shared cache may keep them. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const cards = await readUserCards(calls);
  return {
    locale: ctx.locale,
    cards: cards.ok ? savedCardViews(cards.data, new Date()) : null,
    notice: calls.notice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const form = await request.formData();
  const id = parseId(String(form.get('card') ?? ''));
  const deleted = id === null ? false : (await deleteUserCard(calls, id)).ok;
  return { deleted, relogin: calls.notice.relogin, last4: String(form.get('last4') ?? '') };
}

export default function CardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, cards } = loaderData;
  const { onRelogin } = useContext(SessionEventsContext);
  const confirm = useConfirm();
  const submit = useSubmit();
  const navigation = useNavigation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const deleting =
    navigation.state !== 'idle' ? String(navigation.formData?.get('card') ?? '') : null;

  useEffect(() => {
    if (actionData?.relogin) onRelogin();
    else if (actionData) statusRef.current?.focus();
  }, [actionData, onRelogin]);

  async function askToDelete(card: SavedCardView) {
    const masked = maskCardNumber(card.last4, 'short');
    const yes = await confirm({
      title: intl.formatMessage(messages.confirmTitle),
      message: intl.formatMessage(messages.confirmMessage, {
        card: masked,
        holder: card.holder,
        expiry: formatCardExpiry(card.expiry.month, card.expiry.year),
      }),
      acceptLabel: intl.formatMessage(messages.confirmAccept),
      cancelLabel: intl.formatMessage(messages.confirmKeep),
    });
    if (!yes) return;
    await submit({ card: String(card.id), last4: card.last4 }, { method: 'post' });
  }

  const title = intl.formatMessage(messages.title);
  const outcome =
    actionData && !actionData.relogin
      ? actionData.deleted
        ? intl.formatMessage(messages.deleted, {
            card: maskCardNumber(actionData.last4 || '0000', 'short'),
          })
        : intl.formatMessage(messages.failedToDelete)
      : null;
  return (
    <section aria-labelledby="private-area-cards" className={styles.section}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <h2 id="private-area-cards" className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      <p
        ref={statusRef}
        tabIndex={-1}
        role={actionData?.deleted === false ? 'alert' : 'status'}
        className={actionData?.deleted === false ? styles.error : styles.lead}
      >
        {outcome}
      </p>
      {cards === null ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.failedToRetrieve)}
        </p>
      ) : cards.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.lead}>{intl.formatMessage(messages.empty)}</p>
          <ButtonLink href={localePath(locale, '/')} variant="secondary">
            {intl.formatMessage(messages.book)}
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.id}>
              <SavedCard
                brand={card.brand}
                number={card.last4}
                expiry={card.expiry}
                holder={card.holder}
                expired={card.expired}
                deleting={deleting === String(card.id)}
                onDelete={() => void askToDelete(card)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
