import { PLAYER_FIELD_NAMES } from '@fairway/design-system';
import { checkPlayerRows, FIELD_MAX, hasProblems, parseHandicap } from '@fairway/rules';
import type { PlayerInput, PlayerProblems } from '@fairway/rules';
import { torneos } from '@fairway/contract';
import { data, redirect } from 'react-router';
import {
  accountHolder,
  formText,
  guestCookies,
  guestOf,
  holderFields,
  validateHolder,
} from '../checkout/booking.server.ts';
import type { Holder, HolderErrors } from '../checkout/booking.server.ts';
import { localePath } from '../../platform/locale.ts';
import { criticalFailure } from '../../platform/engine/page-calls.server.ts';
import type { PageCalls, PageContext } from '../../platform/engine/page-calls.server.ts';
import { visitCookiesExpire } from '../../platform/request/session.server.ts';
import { EMPTY_PLAYER } from './registration-rows.ts';
import {
  contractPlayer,
  registrationBlock,
  registrationPath,
  tournamentIdOfSlug,
  tournamentSlug,
} from './tournaments.ts';
import type { TournamentDetailView } from './tournaments.ts';
import { readTournament, registerPlayers, registrationCookie } from './tournaments.server.ts';

export interface RegistrationAnswer {
  holder: Holder & { phone: string; terms: boolean };
  players: PlayerInput[];
  holderErrors: HolderErrors;
  problems: PlayerProblems[];
  /** The engine's refusal in the golfer's language; '' for one with no words. */
  formError: string | null;
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

/**
 * The tournament to register for, whether registration is open now, and the holder: a logged-in
 * golfer's account, or the guest details this visit already gave.
 */
export async function readRegistration(
  ctx: PageContext,
  calls: PageCalls,
  request: Request,
  slug: string,
) {
  const { tournament, canonical } = await tournamentOf(calls, slug);
  if (canonical !== slug)
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
  const fields = Object.keys(EMPTY_PLAYER) as (keyof PlayerInput)[];
  const columns = Object.fromEntries(fields.map((f) => [f, column(f)])) as Record<
    keyof PlayerInput,
    string[]
  >;
  return columns.name.map((_, i) => {
    const row = { ...EMPTY_PLAYER };
    for (const f of fields) row[f] = (columns[f][i] ?? '').slice(0, 254);
    return row;
  });
}

/**
 * Register: the holder and every player row are checked, then the engine holds the places and the
 * golfer goes on to pay. A refusal answers the form with what the server saw, and holds nothing.
 */
export async function register(ctx: PageContext, calls: PageCalls, request: Request, slug: string) {
  const { tournament } = await tournamentOf(calls, slug);
  const form = await request.formData();
  const loggedIn = Boolean(ctx.session?.userToken);
  const players = playersOf(form).slice(0, torneos.MAX_JUGADORES_INSCRIPCION);
  // Cut as checkout cuts its holder's fields.
  const typed = {
    ...holderFields(form),
    phone: formText(form, 'phone', FIELD_MAX.phone).trim(),
    terms: form.get('terms') === 'on',
  };
  // A logged-in golfer registers as their account: the browser's name and e-mail are not asked.
  const account = loggedIn ? await accountHolder(calls) : null;
  const holder = account?.ok ? { ...typed, ...account.data } : typed;
  const answer = (part: Partial<RegistrationAnswer>) =>
    // Answered 200 like checkout's corrections: nothing failed, the golfer has more to do.
    data<RegistrationAnswer>({
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
  const expires = visitCookiesExpire(ctx.session);
  const headers = new Headers();
  for (const cookie of guestCookies(holder, !ctx.session?.userToken, expires, ctx.cookieSecure))
    headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', registrationCookie(reference, expires, ctx.cookieSecure));
  throw redirect(`${localePath(ctx.locale, '/tournament-payment')}?timestamp=${Date.now()}`, {
    headers,
  });
}
