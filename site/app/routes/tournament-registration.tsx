import {
  Button,
  Checkbox,
  HolderFields,
  OpensInNewTab,
  ruleMessage,
  TextField,
} from '@fairway/design-system';
import { cultureFor, FIELD_MAX, formatPrice } from '@fairway/rules';
import type { RuleCode } from '@fairway/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/tournament-registration';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { tournamentMessages } from '../features/tournaments/messages.ts';
import { registrationPageMessages as messages } from '../features/tournaments/registration-page.messages.ts';
import { EMPTY_PLAYER, rowsOf } from '../features/tournaments/registration-rows.ts';
import type { Row } from '../features/tournaments/registration-rows.ts';
import { readRegistration, register } from '../features/tournaments/registration.server.ts';
import type { RegistrationAnswer } from '../features/tournaments/registration.server.ts';
import { RegistrationPlayers } from '../features/tournaments/RegistrationPlayers.tsx';
import * as styles from '../features/tournaments/tournaments.css.ts';

/** The holder's name, e-mail and the players' phones are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  return readRegistration(ctx, pageCalls(ctx, request), request, params.slug);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(context);
  return register(ctx, pageCalls(ctx, request), request, params.slug);
}

/**
 * As checkout's: a form sent back to be corrected changes nothing the loader read, so the
 * tournament is not asked again. The engine's refusal is the exception: places may have gone or
 * the window closed, and the form offers what is left.
 */
export function shouldRevalidate({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as Partial<RegistrationAnswer> | undefined;
  if (typeof answer?.formError === 'string') return true;
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export default function TournamentRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const {
    locale,
    tournament: t,
    block,
    maxRows,
    account,
    guest,
    tournamentHref,
    termsHref,
  } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const newTabHintId = useId();
  const answered = actionData?.players;
  const [rows, setRows] = useState<Row[]>(() =>
    answered && answered.length > 0
      ? rowsOf(answered, actionData.problems)
      : rowsOf([EMPTY_PLAYER]),
  );
  // A new answer brings the rows the server saw (and their problems): show exactly those.
  const [seenAnswer, setSeenAnswer] = useState(actionData);
  if (actionData !== seenAnswer) {
    setSeenAnswer(actionData);
    if (answered && answered.length > 0) setRows(rowsOf(answered, actionData.problems));
  }
  const formRef = useRef<HTMLFormElement>(null);
  // A refused form takes the golfer to its first marked field, so a keyboard or screen reader
  // user starts where the correction is (the alert above the button says why).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);
  const holderErrors = actionData?.holderErrors ?? {};
  const values = actionData?.holder ?? {
    name: guest?.name ?? '',
    surname: guest?.surname ?? '',
    email: guest?.email ?? '',
    phone: '',
    terms: false,
  };
  const ruleText = (code: RuleCode | undefined) =>
    code ? intl.formatMessage(ruleMessage(code)) : undefined;
  const hasErrors =
    Object.keys(holderErrors).length > 0 || rows.some((r) => Object.keys(r.problems).length > 0);
  const heading = intl.formatMessage(messages.title, { name: t.name });

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: heading })}</title>
      {/* A form with personal data: nothing here for a search engine to keep. */}
      <meta name="robots" content="noindex" />
      <Link className={styles.link} to={tournamentHref}>
        {intl.formatMessage(messages.back)}
      </Link>
      <h1 className={styles.title}>{heading}</h1>
      {block !== null ? (
        <p className={styles.note} role="status">
          {block === 'notYet'
            ? intl.formatMessage(tournamentMessages.notYet, {
                date: new Intl.DateTimeFormat(cultureFor(locale).culture, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  timeZone: t.timeZone,
                }).format(new Date(t.registrationOpensAt)),
              })
            : intl.formatMessage(tournamentMessages[block])}
        </p>
      ) : (
        <Form ref={formRef} method="post" noValidate className={styles.page}>
          <section className={styles.section} aria-labelledby="registration-holder">
            <h2 id="registration-holder" className={styles.heading}>
              {intl.formatMessage(messages.holder)}
            </h2>
            {account ? (
              <p className={styles.text}>
                {intl.formatMessage(messages.account, {
                  name: `${account.name} ${account.surname}`,
                  email: account.email,
                })}
              </p>
            ) : (
              <>
                <p className={styles.text}>{intl.formatMessage(messages.holderIntro)}</p>
                <div className={styles.facts}>
                  <HolderFields defaultValues={values} errors={holderErrors} />
                  <TextField
                    name="phone"
                    type="tel"
                    label={intl.formatMessage(messages.phone)}
                    autoComplete="tel"
                    maxLength={FIELD_MAX.phone}
                    defaultValue={values.phone}
                  />
                </div>
              </>
            )}
          </section>

          <RegistrationPlayers
            tournament={t}
            locale={locale}
            rows={rows}
            setRows={setRows}
            maxRows={maxRows}
            busy={busy}
          />

          <Checkbox
            name="terms"
            required
            defaultChecked={values.terms}
            error={ruleText(holderErrors.terms)}
            label={intl.formatMessage(messages.terms, {
              link: (chunks) => (
                <Link to={termsHref} target="_blank" aria-describedby={newTabHintId}>
                  {chunks}
                </Link>
              ),
            })}
          />
          <OpensInNewTab id={newTabHintId} />
          {hasErrors ? (
            <p role="alert" className={styles.note}>
              {intl.formatMessage(messages.fixErrors)}
            </p>
          ) : null}
          {actionData?.formError !== undefined && actionData.formError !== null ? (
            <p role="alert" className={styles.note}>
              {actionData.formError || intl.formatMessage(messages.incident)}
            </p>
          ) : null}
          <p className={styles.text} aria-live="polite">
            {intl.formatMessage(messages.entryFees, {
              count: rows.length,
              total: formatPrice(t.fee * rows.length, locale),
            })}
          </p>
          <div>
            <Button type="submit" disabled={busy} aria-disabled={busy}>
              {intl.formatMessage(busy ? messages.paying : messages.pay)}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
