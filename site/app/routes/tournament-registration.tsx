import {
  Button,
  Checkbox,
  HolderFields,
  OpensInNewTab,
  PLAYER_FIELD_NAMES,
  PlayersTable,
  PlayersTableRow,
  ruleMessage,
  TextField,
  VisuallyHidden,
} from '@fairway/design-system';
import {
  checkPlayerRows,
  cultureFor,
  FIELD_MAX,
  formatHandicap,
  formatPrice,
  hasProblems,
  parseHandicap,
} from '@fairway/rules';
import type { PlayerInput, PlayerProblems, RuleCode } from '@fairway/rules';
import { torneos } from '@fairway/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/tournament-registration';
import {
  accountHolder,
  guestCookies,
  guestOf,
  validateHolder,
} from '../features/checkout/booking.server.ts';
import type { Holder, HolderErrors } from '../features/checkout/booking.server.ts';
import { localePath } from '../platform/locale.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import type { PageCalls, PageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { playerProblemMessages, tournamentMessages } from '../features/tournaments/messages.ts';
import {
  contractPlayer,
  registrationBlock,
  registrationPath,
  tournamentIdOfSlug,
  tournamentSlug,
} from '../features/tournaments/tournaments.ts';
import type { TournamentDetailView } from '../features/tournaments/tournaments.ts';
import {
  readTournament,
  registerPlayers,
  registrationCookie,
} from '../features/tournaments/tournaments.server.ts';
import * as styles from '../features/tournaments/tournaments.css.ts';

const messages = defineMessages<{
  title: { name: string };
  back: NoMessageValues;
  holder: NoMessageValues;
  holderIntro: NoMessageValues;
  account: { name: string; email: string };
  phone: NoMessageValues;
  players: NoMessageValues;
  playersIntro: { fee: string; left: number };
  addPlayer: NoMessageValues;
  terms: { link: MessageTag };
  entryFees: { count: number; total: string };
  pay: NoMessageValues;
  paying: NoMessageValues;
  fixErrors: NoMessageValues;
  incident: NoMessageValues;
}>({
  title: { id: 'site.registration.title', defaultMessage: 'Register for {name}' },
  back: { id: 'site.registration.back', defaultMessage: 'Back to the tournament' },
  holder: { id: 'site.registration.holder', defaultMessage: 'Your details' },
  holderIntro: {
    id: 'site.registration.holderIntro',
    defaultMessage: 'The confirmation and the voucher are sent to this e-mail.',
  },
  account: {
    id: 'site.registration.account',
    defaultMessage: 'Registered by {name} ({email}).',
  },
  phone: { id: 'site.registration.phone', defaultMessage: 'Phone (optional)' },
  players: { id: 'site.registration.players', defaultMessage: 'Players' },
  playersIntro: {
    id: 'site.registration.playersIntro',
    defaultMessage:
      'Every player needs name, surname, handicap, level, sex, preferred time and cell phone. The entry fee is {fee} per player; {left, plural, one {# place is} other {# places are}} left.',
  },
  addPlayer: { id: 'site.registration.addPlayer', defaultMessage: 'Add a player' },
  terms: {
    id: 'site.registration.terms',
    defaultMessage: 'I accept the <link>terms and conditions</link>',
  },
  entryFees: {
    id: 'site.registration.entryFees',
    defaultMessage:
      'Entry fees: {total} for {count, plural, one {# player} other {# players}}. The card page shows the total with the booking fee before you pay.',
  },
  pay: { id: 'site.registration.pay', defaultMessage: 'Register and pay' },
  paying: { id: 'site.registration.paying', defaultMessage: 'Registering…' },
  fixErrors: {
    id: 'site.registration.fixErrors',
    defaultMessage: 'Some details are missing or not valid: check the marked fields.',
  },
  incident: {
    id: 'site.registration.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
});

const EMPTY_PLAYER: PlayerInput = {
  name: '',
  surname: '',
  handicap: '',
  level: '',
  sex: '',
  turn: '',
  phone: '',
  email: '',
};

interface ActionAnswer {
  holder: Holder & { phone: string; terms: boolean };
  players: PlayerInput[];
  holderErrors: HolderErrors;
  problems: PlayerProblems[];
  /** The engine's refusal in the golfer's language; '' for one with no words. */
  formError: string | null;
}

/** The holder's name, e-mail and the players' phones are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

async function tournamentOf(
  calls: PageCalls,
  slug: string,
): Promise<{ tournament: TournamentDetailView; canonical: string }> {
  const id = tournamentIdOfSlug(slug);
  if (id === null) throw data(null, { status: 404 });
  const found = await readTournament(calls, id);
  if (!found.ok) criticalFailure(found, calls.notice);
  return {
    tournament: found.data,
    canonical: tournamentSlug(found.data.name, found.data.id),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const { tournament, canonical } = await tournamentOf(calls, params.slug);
  if (canonical !== params.slug)
    throw redirect(localePath(ctx.locale, registrationPath(tournament.name, tournament.id)), 301);
  const loggedIn = Boolean(ctx.session?.userToken);
  const account = loggedIn ? await accountHolder(calls) : null;
  return {
    locale: ctx.locale,
    tournament,
    block: registrationBlock(tournament, Date.now()),
    maxRows: Math.min(torneos.MAX_JUGADORES_INSCRIPCION, Math.max(1, tournament.placesLeft)),
    account: account?.ok ? account.data : null,
    guest: loggedIn ? null : guestOf(request),
    tournamentHref: localePath(ctx.locale, tournament.path),
    termsHref: localePath(ctx.locale, '/terms-and-conditions'),
    notice: calls.notice,
  };
}

/** Each player's fields, row by row, as the table's repeated inputs send them. */
function playersOf(form: FormData): PlayerInput[] {
  const column = (field: keyof PlayerInput) =>
    form.getAll(PLAYER_FIELD_NAMES[field]).map((v) => (typeof v === 'string' ? v : ''));
  const names = column('name');
  const fields = Object.keys(EMPTY_PLAYER) as (keyof PlayerInput)[];
  const columns = Object.fromEntries(fields.map((f) => [f, column(f)])) as Record<
    keyof PlayerInput,
    string[]
  >;
  return names.map((_, i) => {
    const row = { ...EMPTY_PLAYER };
    for (const f of fields) row[f] = (columns[f][i] ?? '').slice(0, 254);
    return row;
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const { tournament } = await tournamentOf(calls, params.slug);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const loggedIn = Boolean(ctx.session?.userToken);
  const players = playersOf(form).slice(0, torneos.MAX_JUGADORES_INSCRIPCION);
  const typed = {
    name: text('name'),
    surname: text('surname'),
    email: text('email').trim(),
    phone: text('phone').trim(),
    terms: form.get('terms') === 'on',
  };
  // A logged-in golfer registers as their account: the browser's name and e-mail are not asked.
  const account = loggedIn ? await accountHolder(calls) : null;
  const holder = account?.ok ? { ...typed, ...account.data } : typed;
  const answer = (part: Partial<ActionAnswer>) =>
    // Answered 200 like checkout's corrections: nothing failed, the golfer has more to do.
    data<ActionAnswer>({
      holder,
      players,
      holderErrors: {},
      problems: [],
      formError: null,
      ...part,
    });
  if (loggedIn && !account?.ok) return answer({ formError: '' });

  const holderErrors = validateHolder(holder, holder.terms);
  const problems = checkPlayerRows(players, {
    handicapMin: tournament.handicapMin,
    handicapMax: tournament.handicapMax,
  });
  if (Object.keys(holderErrors).length > 0 || hasProblems(problems) || players.length === 0)
    return answer({ holderErrors, problems });

  const entries = players.map((row) => contractPlayer(row, parseHandicap(row.handicap) ?? 0));
  if (entries.some((e) => e === null)) return answer({ problems, formError: '' });
  const held = await registerPlayers(calls, {
    idTorneo: tournament.id,
    nombre: holder.name.trim(),
    apellidos: holder.surname.trim(),
    email: holder.email.trim(),
    ...(holder.phone ? { telefono: holder.phone } : {}),
    aceptaCondiciones: true,
    jugadores: entries.filter((e) => e !== null),
  });
  // The engine names what it refused (a player already entered, places gone, the window
  // closed) in the golfer's language; nothing is held then.
  if (!held.ok) return answer({ formError: held.msg });
  return payRegistration(ctx, holder, held.data.reference);
}

function payRegistration(ctx: PageContext, holder: Holder, reference: string): never {
  const expires = new Date(ctx.session?.tokenExpires ?? Date.now() + 3_600_000);
  const headers = new Headers();
  for (const cookie of guestCookies(holder, !ctx.session?.userToken, expires, ctx.cookieSecure))
    headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', registrationCookie(reference, expires, ctx.cookieSecure));
  throw redirect(`${localePath(ctx.locale, '/tournament-payment')}?timestamp=${Date.now()}`, {
    headers,
  });
}

interface Row {
  key: number;
  values: PlayerInput;
  /** What the server found wrong with this row; it travels with the row when others go. */
  problems: PlayerProblems;
}

// Rows need keys that outlive removals of the rows before them; the numbers are never shown.
let lastRowKey = 0;
function rowsOf(values: readonly PlayerInput[], problems: readonly PlayerProblems[] = []): Row[] {
  return values.map((v, i) => ({ key: ++lastRowKey, values: v, problems: problems[i] ?? {} }));
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
  const handicap = (value: number) => formatHandicap(value, locale);
  const playerErrors = (p: PlayerProblems | undefined) =>
    Object.fromEntries(
      Object.entries(p ?? {}).map(([field, problem]) => [
        field,
        intl.formatMessage(playerProblemMessages[problem], {
          min: handicap(t.handicapMin),
          max: handicap(t.handicapMax),
        }),
      ]),
    );
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

          <section className={styles.section} aria-labelledby="registration-players">
            <h2 id="registration-players" className={styles.heading}>
              {intl.formatMessage(messages.players)}
            </h2>
            <p className={styles.text}>
              {intl.formatMessage(messages.playersIntro, {
                fee: formatPrice(t.fee, locale),
                left: t.placesLeft,
              })}
            </p>
            {/* The section's heading names the table for sighted readers already. */}
            <PlayersTable
              caption={<VisuallyHidden>{intl.formatMessage(messages.players)}</VisuallyHidden>}
            >
              {rows.map((row, index) => (
                <PlayersTableRow
                  key={row.key}
                  index={index}
                  defaultValues={row.values}
                  errors={playerErrors(row.problems)}
                  handicapMin={t.handicapMin}
                  handicapMax={t.handicapMax}
                  disabled={busy}
                  {...(rows.length > 1
                    ? { onRemove: () => setRows((all) => all.filter((r) => r.key !== row.key)) }
                    : {})}
                />
              ))}
            </PlayersTable>
            {rows.length < maxRows ? (
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => setRows((all) => [...all, ...rowsOf([EMPTY_PLAYER])])}
                >
                  {intl.formatMessage(messages.addPlayer)}
                </Button>
              </div>
            ) : null}
          </section>

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
