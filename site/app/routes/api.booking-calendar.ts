import { isLocale } from '@fairway/rules';
import { createIntl, defineMessages } from 'react-intl';
import type { Route } from './+types/api.booking-calendar';
import { bookingCalendarEvents } from '../features/checkout/booking-calendar.server.ts';
import { bookingIcs, calendarFileName } from '@fairway/rules/calendar';
import { ownerProof, parseReference, readBooking } from '../features/checkout/booking.server.ts';
import { requestContext } from '../platform/request/request-context.server.ts';
import { clubDetailsDeps } from '../features/catalog/catalog-deps.server.ts';
import { messagesFor } from '../i18n/messages.ts';
import { pageCalls } from '../platform/engine/page-calls.server.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

const messages = defineMessages<{
  title: { club: string; course: string };
  description: { reference: string; players: number; time: string };
}>({
  title: { id: 'site.calendar.title', defaultMessage: 'Golf: {club} – {course}' },
  description: {
    id: 'site.calendar.description',
    defaultMessage:
      'Booking reference {reference}. {players, plural, one {# player} other {# players}}. Tee time {time} (club time).',
  },
});

const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * The booking's rounds as an .ics download. Read with the session's credentials and the owner
 * proof, so only the booking's owner gets it; anyone else gets the same 404 as a wrong reference.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = parseReference(url.searchParams.get('ref'));
  const localeParam = url.searchParams.get('locale') ?? 'en';
  const locale = isLocale(localeParam) ? localeParam : 'en';
  if (!reference) return new Response('Not found', { status: 404, headers: NO_STORE });
  const ctx = await requestContext(request, locale);
  const headers = new Headers(NO_STORE);
  for (const cookie of ctx.setCookies) headers.append('Set-Cookie', cookie);
  if (!ctx.creds) return new Response('Service unavailable', { status: 503, headers });
  const calls = pageCalls({ ...ctx, creds: ctx.creds }, request);
  const booking = await readBooking(calls, reference, ownerProof(request), 'booking');
  if (!booking.ok || booking.data.status !== 'confirmed')
    return new Response('Not found', {
      status: booking.ok || booking.cod === 2 ? 404 : 502,
      headers,
    });
  const intl = createIntl({ locale, messages: messagesFor(locale), defaultLocale: 'en' });
  const events = await bookingCalendarEvents(calls, clubDetailsDeps(ctx.culture), booking.data, {
    title: (line) =>
      intl.formatMessage(messages.title, { club: line.clubName, course: line.courseName }),
    description: (line) =>
      intl.formatMessage(messages.description, {
        reference,
        players: line.players,
        time: line.time,
      }),
  });
  headers.set('Content-Type', 'text/calendar; charset=utf-8');
  headers.set('Content-Disposition', `attachment; filename="${calendarFileName(reference)}"`);
  return new Response(bookingIcs(reference, events), { headers });
}

/** Only read: a post is told so, in JSON. */
export function action() {
  return methodNotAllowed('GET');
}
