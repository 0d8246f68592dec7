import { Button, CancellationSummary, TextField, useConfirm } from '@fairway/design-system';
import { FIELD_MAX, formatPrice, RULE_MESSAGES } from '@fairway/rules';
import type { RuleCode } from '@fairway/rules';
import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor, NoMessageValues } from 'react-intl';
import { Form, useNavigation, useOutletContext, useSubmit } from 'react-router';
import type { Route } from './+types/cancel-reservation';
import { SessionEventsContext } from '../data/fetch-json.ts';
import {
  hasErrors,
  isValidReference,
  normalizeReference,
  REFERENCE_LENGTH,
  validateCancellationForm,
} from '../lib/cancellation.ts';
import type {
  CancellationActionData,
  CancellationFieldErrors,
  CancellationMessage,
} from '../lib/cancellation.ts';
import { cancellationAction } from '../lib/cancellation.server.ts';
import { requestContextKey } from '../lib/contexts.ts';
import { failureMessages } from '../lib/failure-messages.ts';
import type { LayoutOutlet } from '../lib/layout-outlet.ts';
import { pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import * as styles from './cancel-reservation.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  lead: NoMessageValues;
  reference: NoMessageValues;
  referenceHint: { length: number };
  email: NoMessageValues;
  emailHint: NoMessageValues;
  find: NoMessageValues;
  finding: NoMessageValues;
  referenceNotValid: NoMessageValues;
  bookingNotFound: NoMessageValues;
  failedToCancel: NoMessageValues;
  confirmTitle: { reference: string };
  confirmMessage: { count: number; amount: string };
  confirmAccept: NoMessageValues;
  confirmKeep: NoMessageValues;
  noScriptWarning: NoMessageValues;
  noScriptCancel: NoMessageValues;
}>({
  title: { id: 'site.cancel.title', defaultMessage: 'Cancel a booking' },
  description: {
    id: 'site.cancel.description',
    defaultMessage:
      'Cancel your tee-time booking online with its reference and the e-mail you booked with.',
  },
  lead: {
    id: 'site.cancel.lead',
    defaultMessage:
      'Enter your booking reference and the e-mail address you booked with. You will see the booking and what is refunded before anything is cancelled.',
  },
  reference: { id: 'site.cancel.reference', defaultMessage: 'Booking reference' },
  referenceHint: {
    id: 'site.cancel.referenceHint',
    defaultMessage: '{length} letters and digits, as on your voucher',
  },
  email: { id: 'site.cancel.email', defaultMessage: 'E-mail' },
  emailHint: {
    id: 'site.cancel.emailHint',
    defaultMessage: 'The e-mail address the booking was made with',
  },
  find: { id: 'site.cancel.find', defaultMessage: 'Find my booking' },
  finding: { id: 'site.cancel.finding', defaultMessage: 'Looking for your booking…' },
  referenceNotValid: {
    id: 'site.cancel.referenceNotValid',
    defaultMessage: 'Reference number not valid',
  },
  bookingNotFound: { id: 'site.cancel.bookingNotFound', defaultMessage: 'Booking not found' },
  failedToCancel: {
    id: 'site.cancel.failedToCancel',
    defaultMessage: 'The booking could not be cancelled',
  },
  confirmTitle: { id: 'site.cancel.confirmTitle', defaultMessage: 'Cancel booking {reference}?' },
  confirmMessage: {
    id: 'site.cancel.confirmMessage',
    defaultMessage:
      '{count, plural, one {The tee time will be released} other {All # tee times will be released}} and {amount} refunded to your card. The transaction fee is not refunded. This cannot be undone.',
  },
  confirmAccept: { id: 'site.cancel.confirmAccept', defaultMessage: 'Yes, cancel it' },
  confirmKeep: { id: 'site.cancel.confirmKeep', defaultMessage: 'Keep my booking' },
  noScriptWarning: {
    id: 'site.cancel.noScriptWarning',
    defaultMessage: 'Cancelling cannot be undone.',
  },
  noScriptCancel: { id: 'site.cancel.noScriptCancel', defaultMessage: 'Yes, cancel this booking' },
});

/** A rule's code is its message id (the design system's catalogs translate it). */
function ruleMessage(code: RuleCode): MessageDescriptor {
  return { id: code, defaultMessage: RULE_MESSAGES[code] };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  // A link from the voucher or the ok page may carry the reference; the e-mail never travels in a URL.
  const given = normalizeReference(new URL(request.url).searchParams.get('reference') ?? '');
  return { locale: ctx?.locale ?? 'en', reference: isValidReference(given) ? given : '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  return cancellationAction(await request.formData(), pageCalls(ctx, request), ctx.culture);
}

/** True once React runs in the browser: the summary's button needs it, the no-script form does not. */
const noSubscription = () => () => undefined;
function useHydrated(): boolean {
  // False in the server's HTML and while hydrating, true from then on: no effect, no extra render.
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function Message({ message }: { message: CancellationMessage }) {
  const intl = useIntl();
  if (message.kind === 'engine') return <>{message.text}</>;
  if (message.kind === 'bookingNotFound')
    return <>{intl.formatMessage(messages.bookingNotFound)}</>;
  return (
    <>
      <span className={styles.messageTitle}>{intl.formatMessage(messages.failedToCancel)}</span>
      {message.detail ? <span>{message.detail}</span> : null}
    </>
  );
}

export default function CancelReservationPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = loaderData;
  const { setAlert } = useOutletContext<LayoutOutlet>();
  const { onRelogin } = useContext(SessionEventsContext);
  const confirm = useConfirm();
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const referenceRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const answer: CancellationActionData | undefined = actionData;
  // Errors from the last answer, replaced by the browser's own checks as the golfer corrects them.
  const [shownAnswer, setShownAnswer] = useState(answer);
  const [errors, setErrors] = useState<CancellationFieldErrors>(answer?.errors ?? {});
  if (shownAnswer !== answer) {
    setShownAnswer(answer);
    setErrors(answer?.errors ?? {});
  }

  const submittingIntent =
    navigation.state === 'idle' ? null : navigation.formData?.get('intent')?.toString();
  const booking = answer?.booking ?? null;

  // What the engine's failures mean for the layout: its alert or its re-login modal.
  useEffect(() => {
    if (!answer) return;
    if (answer.relogin) onRelogin();
    else if (answer.alert)
      setAlert({
        visible: true,
        type: 'error',
        message: intl.formatMessage(failureMessages[answer.alert]),
      });
  }, [answer, intl, onRelogin, setAlert]);

  // Each answer moves the golfer to what changed: the field to correct, or the result.
  useEffect(() => {
    if (!answer) return;
    if (answer.errors.reference) referenceRef.current?.focus();
    else if (answer.errors.email) emailRef.current?.focus();
    else resultRef.current?.focus();
  }, [answer]);

  function errorText(field: keyof CancellationFieldErrors): string | undefined {
    const code = errors[field];
    if (!code) return undefined;
    if (code === 'referenceNotValid') return intl.formatMessage(messages.referenceNotValid);
    return intl.formatMessage(ruleMessage(code));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const next = validateCancellationForm({
      reference: String(form.get('reference') ?? ''),
      email: String(form.get('email') ?? ''),
    });
    setErrors(next);
    if (!hasErrors(next)) return;
    // Told at once, without a round trip to the engine.
    event.preventDefault();
    (next.reference ? referenceRef : emailRef).current?.focus();
  }

  function onReferenceBlur(value: string) {
    if (value.trim() === '') return;
    const code = validateCancellationForm({ reference: value, email: 'x@x.xx' }).reference;
    setErrors((e) => ({ ...e, reference: code }));
  }

  async function askToCancel() {
    if (!booking || !answer) return;
    const yes = await confirm({
      title: intl.formatMessage(messages.confirmTitle, { reference: booking.reference }),
      message: intl.formatMessage(messages.confirmMessage, {
        count: booking.lines.length,
        amount: formatPrice(booking.refund, locale),
      }),
      // 'Accept' and 'Cancel' would be ambiguous in a dialog about cancelling.
      acceptLabel: intl.formatMessage(messages.confirmAccept),
      cancelLabel: intl.formatMessage(messages.confirmKeep),
    });
    if (!yes) return;
    await submit(
      { intent: 'cancel', reference: booking.reference, email: answer.values.email },
      { method: 'post' },
    );
  }

  const defaults = answer?.values ?? { reference: loaderData.reference, email: '' };
  const title = intl.formatMessage(messages.title);
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="description" content={intl.formatMessage(messages.description)} />
      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </div>

      <Form method="post" noValidate className={styles.form} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="lookup" />
        <TextField
          ref={referenceRef}
          name="reference"
          label={intl.formatMessage(messages.reference)}
          hint={intl.formatMessage(messages.referenceHint, { length: REFERENCE_LENGTH })}
          error={errorText('reference')}
          defaultValue={defaults.reference}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className={styles.reference}
          onBlur={(e) => onReferenceBlur(e.currentTarget.value)}
          onChange={() => errors.reference && setErrors((e) => ({ ...e, reference: undefined }))}
        />
        <TextField
          ref={emailRef}
          type="email"
          name="email"
          label={intl.formatMessage(messages.email)}
          hint={intl.formatMessage(messages.emailHint)}
          error={errorText('email')}
          defaultValue={defaults.email}
          required
          autoComplete="email"
          maxLength={FIELD_MAX.email}
          onChange={() => errors.email && setErrors((e) => ({ ...e, email: undefined }))}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={submittingIntent === 'lookup'}>
            {intl.formatMessage(submittingIntent === 'lookup' ? messages.finding : messages.find)}
          </Button>
        </div>
      </Form>

      <div ref={resultRef} tabIndex={-1} className={styles.result}>
        {answer?.message ? (
          <p role="alert" className={styles.message}>
            <Message message={answer.message} />
          </p>
        ) : null}
        {booking ? (
          <>
            <CancellationSummary
              locale={locale}
              {...booking}
              busy={submittingIntent === 'cancel'}
              // The button asks the layout's dialog, which needs JavaScript; without it the form
              // below does the same with a plain POST.
              {...(hydrated ? { onCancel: () => void askToCancel() } : {})}
            />
            {booking.status === 'active' && booking.policy.kind === 'online' ? (
              <noscript>
                <Form method="post" className={styles.noScript}>
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="reference" value={booking.reference} />
                  <input type="hidden" name="email" value={answer?.values.email ?? ''} />
                  <p className={styles.warning}>{intl.formatMessage(messages.noScriptWarning)}</p>
                  <Button type="submit" variant="critical">
                    {intl.formatMessage(messages.noScriptCancel)}
                  </Button>
                </Form>
              </noscript>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
