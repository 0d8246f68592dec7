import {
  Button,
  CancellationSummary,
  ruleMessage,
  TextField,
  useConfirm,
} from '@fairway/design-system';
import { REFERENCE } from '@fairway/contract/codes';
import { FIELD_MAX, formatPrice } from '@fairway/rules';
import { useContext, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Form, useNavigation, useOutletContext, useSubmit } from 'react-router';
import type { Route } from './+types/cancel-reservation';
import { SessionEventsContext } from '../platform/browser/fetch-json.ts';
import {
  hasErrors,
  isValidReference,
  normalizeReference,
  validateCancellationForm,
} from '../features/private-area/cancellation.ts';
import type {
  CancellationActionData,
  CancellationFieldErrors,
} from '../features/private-area/cancellation.ts';
import { cancellationAction } from '../features/private-area/cancellation.server.ts';
import { requestContextKey } from '../platform/request/request-context.server.ts';
import { failureMessages } from '../platform/engine/failure-messages.ts';
import type { LayoutOutlet } from '../platform/rendering/layout-outlet.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { useHydrated } from '../platform/browser/use-hydrated.ts';
import * as styles from '../features/private-area/cancel-reservation.css.ts';
import { CancellationMessageText } from '../features/private-area/CancellationMessageText.tsx';
import { cancelPageMessages } from '../features/private-area/cancel-reservation-page.messages.ts';

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
    if (code === 'referenceNotValid')
      return intl.formatMessage(cancelPageMessages.referenceNotValid);
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
      title: intl.formatMessage(cancelPageMessages.confirmTitle, { reference: booking.reference }),
      message: intl.formatMessage(cancelPageMessages.confirmMessage, {
        count: booking.lines.length,
        amount: formatPrice(booking.refund, locale),
      }),
      // 'Accept' and 'Cancel' would be ambiguous in a dialog about cancelling.
      acceptLabel: intl.formatMessage(cancelPageMessages.confirmAccept),
      cancelLabel: intl.formatMessage(cancelPageMessages.confirmKeep),
    });
    if (!yes) return;
    await submit(
      { intent: 'cancel', reference: booking.reference, email: answer.values.email },
      { method: 'post' },
    );
  }

  const defaults = answer?.values ?? { reference: loaderData.reference, email: '' };
  const title = intl.formatMessage(cancelPageMessages.title);
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <meta name="description" content={intl.formatMessage(cancelPageMessages.description)} />
      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(cancelPageMessages.lead)}</p>
      </div>

      <Form method="post" noValidate className={styles.form} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="lookup" />
        <TextField
          ref={referenceRef}
          name="reference"
          label={intl.formatMessage(cancelPageMessages.reference)}
          hint={intl.formatMessage(cancelPageMessages.referenceHint, { length: REFERENCE.length })}
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
          label={intl.formatMessage(cancelPageMessages.email)}
          hint={intl.formatMessage(cancelPageMessages.emailHint)}
          error={errorText('email')}
          defaultValue={defaults.email}
          required
          autoComplete="email"
          maxLength={FIELD_MAX.email}
          onChange={() => errors.email && setErrors((e) => ({ ...e, email: undefined }))}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={submittingIntent === 'lookup'}>
            {intl.formatMessage(
              submittingIntent === 'lookup' ? cancelPageMessages.finding : cancelPageMessages.find,
            )}
          </Button>
        </div>
      </Form>

      <div ref={resultRef} tabIndex={-1} className={styles.result}>
        {answer?.message ? (
          <p role="alert" className={styles.message}>
            <CancellationMessageText message={answer.message} />
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
                  <p className={styles.warning}>
                    {intl.formatMessage(cancelPageMessages.noScriptWarning)}
                  </p>
                  <Button type="submit" variant="critical">
                    {intl.formatMessage(cancelPageMessages.noScriptCancel)}
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
