// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallSpec } from '@fairway/contract';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { registerPageTestBrowser } from '../testing/page-test-browser.ts';
import { messagesFor } from '../i18n/messages.ts';
import type { EngineResult } from '../platform/engine/engine.server.ts';
import type { PageNotice } from '../platform/engine/engine-notice.ts';
import type { PageCalls } from '../platform/engine/page-calls.server.ts';
import { cancelUserBooking } from '../features/private-area/user-bookings.server.ts';
import { splitBookings } from '../features/private-area/user-bookings.ts';
import type { UserBookingView } from '../features/private-area/user-bookings.ts';
import type { BookingToReview } from '../features/reviews/reviews.ts';
import BookingsPage from './private-area.bookings.tsx';
import LocaleLayout from './locale-layout.tsx';

const NOW = Date.parse('2026-06-01T10:00:00.000Z');

function booking(reference: string, startsAt: string, extra: Partial<UserBookingView> = {}) {
  return {
    reference,
    clubName: 'Los Naranjos Golf Club',
    courseName: 'Los Naranjos',
    date: startsAt.slice(0, 10),
    time: '09:10',
    timeZone: 'Europe/Madrid',
    timeZoneName: 'CEST',
    startsAt,
    bookedAt: '2026-05-01T10:00:00.000Z',
    teeTimes: 1,
    players: 2,
    total: 192.5,
    status: 'confirmed' as const,
    cancellable: true,
    ...extra,
  };
}

/** An engine whose cancellation steps answer as the real one does for the token's own booking. */
function fakeEngine(refuse?: string) {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const answer = (path: string, body: Record<string, unknown>): EngineResult<unknown> => {
    seen.push({ path, body });
    if (refuse) return { ok: false, cod: 3, msg: refuse, sessionExpired: false };
    if (path === 'PreCancelacion/RealizarPreCancelacionWeb')
      return { ok: true, data: { localizadorCancelacion: 'CABCDEFGHJ' } };
    return {
      ok: true,
      data: {
        datos: {
          localizador: body.localizador,
          estado: 'cancelled',
          importeDevuelto: 190,
          estadoDevolucion: 'realizada',
        },
      },
    };
  };
  const notice: PageNotice = { failed: [], relogin: false };
  const call = async (spec: CallSpec, body: unknown) =>
    answer(spec.path, body as Record<string, unknown>);
  return { calls: { notice, call: call as PageCalls['call'] } satisfies PageCalls, seen };
}

function renderPage(
  bookings: UserBookingView[],
  engine = fakeEngine(),
  options: {
    voucher?: { reference: string; html: string | null };
    toReview?: BookingToReview[];
  } = {},
) {
  const list = { current: bookings };
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const outcome = await cancelUserBooking(engine.calls, await request.formData());
    if (outcome.ok)
      list.current = list.current.map((b) =>
        b.reference === outcome.reference ? { ...b, status: 'cancelled', cancellable: false } : b,
      );
    return { outcome, relogin: false, at: 1 };
  });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'en' }),
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          loader: () => ({ locale: 'en', year: 2026 }),
          children: [
            {
              path: 'private-area/bookings',
              Component: BookingsPage,
              loader: () => ({
                locale: 'en' as const,
                bookings: splitBookings(list.current, NOW),
                voucher: options.voucher ?? null,
                toReview: options.toReview ?? [],
                notice: { failed: [], relogin: false },
              }),
              action,
            },
          ],
        },
      ],
    },
  ]);
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Stub initialEntries={['/en/private-area/bookings']} />
    </IntlProvider>,
  );
  return { action };
}

registerPageTestBrowser();

describe('the private area’s bookings', () => {
  it('offers to rate each played booking the engine says may be rated, and no other', async () => {
    renderPage(
      [booking('PAST2345', '2026-05-20T07:10:00.000Z', { cancellable: false })],
      undefined,
      {
        toReview: [
          {
            reference: 'PAST2345',
            clubId: 6,
            clubName: 'Los Naranjos Golf Club',
            courseName: 'Los Naranjos',
            date: '2026-05-20',
            time: '09:10',
          },
        ],
      },
    );
    const section = await screen.findByRole('region', { name: 'Rate your rounds' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('aria-label')).toBe('Rate Los Naranjos, played on 20 May 2026');
    expect(links[0]?.getAttribute('href')).toBe('/en/private-area/reviews/PAST2345');
  });

  it('shows no rating section when nothing waits for a rating', async () => {
    renderPage([booking('NEXT2345', '2026-06-05T07:10:00.000Z')]);
    await screen.findByRole('table', { name: 'Upcoming bookings' });
    expect(screen.queryByRole('region', { name: 'Rate your rounds' })).toBeNull();
  });

  it('separates upcoming and past bookings, each with its club-local time, voucher and calendar file', async () => {
    renderPage([
      booking('PAST2345', '2026-05-20T07:10:00.000Z', { cancellable: false }),
      booking('NEXT2345', '2026-06-05T07:10:00.000Z'),
    ]);
    const upcoming = await screen.findByRole('table', { name: 'Upcoming bookings' });
    const past = screen.getByRole('table', { name: 'Past and cancelled bookings' });
    const next = within(upcoming).getByRole('row', { name: /NEXT2345/ });
    expect(within(past).getByRole('row', { name: /PAST2345/ })).toBeTruthy();
    expect(within(upcoming).queryByText('PAST2345')).toBeNull();
    expect(next.textContent).toMatch(/09:10 \(CEST\)/);
    expect(next.textContent).toMatch(/192\.50/);
    expect(
      within(next).getByRole('link', { name: 'Voucher of booking NEXT2345' }).getAttribute('href'),
    ).toBe('/en/private-area/bookings?voucher=NEXT2345');
    const ics = within(next).getByRole('link', { name: 'Calendar file of booking NEXT2345' });
    expect(ics.getAttribute('href')).toBe('/api/booking-calendar?ref=NEXT2345&locale=en');
    expect(ics.hasAttribute('download')).toBe(true);
    // A round already played cannot be cancelled.
    expect(within(past).queryByRole('button', { name: 'Cancel booking PAST2345' })).toBeNull();
  });

  it('says no information found when there are no bookings', async () => {
    renderPage([]);
    const upcoming = await screen.findByRole('table', { name: 'Upcoming bookings' });
    expect(within(upcoming).getByText('No information found')).toBeTruthy();
  });

  it('asks before cancelling, sends the reference with no e-mail, and says it is cancelled', async () => {
    const engine = fakeEngine();
    const { action } = renderPage([booking('NEXT2345', '2026-06-05T07:10:00.000Z')], engine);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking NEXT2345' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel booking NEXT2345?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    expect(action).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking NEXT2345' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel booking NEXT2345?' });
    expect(dialog.textContent).toContain('Los Naranjos Golf Club');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(
        'Booking NEXT2345 has been cancelled. 190.00 € is on its way back to your card: your bank shows it within 10 working days.',
      ),
    ).toBeTruthy();
    // The user token is the proof: no e-mail travels with the calls.
    expect(engine.seen).toEqual([
      {
        path: 'PreCancelacion/RealizarPreCancelacionWeb',
        body: { localizador: 'NEXT2345', idPlataforma: 1 },
      },
      {
        path: 'Cancelacion/RealizarCancelacion',
        body: { localizador: 'NEXT2345', localizadorCancelacion: 'CABCDEFGHJ' },
      },
    ]);
    const row = screen.getByRole('row', { name: /NEXT2345/ });
    expect(row.textContent).toContain('Cancelled');
    expect(within(row).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it('says the booking could not be cancelled, with the engine’s reason', async () => {
    renderPage(
      [booking('NEXT2345', '2026-06-05T07:10:00.000Z')],
      fakeEngine('The online cancellation deadline has passed'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking NEXT2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking NEXT2345?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(
        'Failed to cancel the booking: The online cancellation deadline has passed',
      ),
    ).toBeTruthy();
  });

  it('shows a booking’s voucher on the page, or says it could not', async () => {
    renderPage([booking('NEXT2345', '2026-06-05T07:10:00.000Z')], fakeEngine(), {
      voucher: { reference: 'NEXT2345', html: '<p>Voucher body NEXT2345</p>' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Voucher of booking NEXT2345' }),
    ).toBeTruthy();
    expect(screen.getByText('Voucher body NEXT2345')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my bookings' })).toBeTruthy();
    cleanup();
    renderPage([], fakeEngine(), { voucher: { reference: 'NEXT2345', html: null } });
    expect(
      await screen.findByText(
        'This voucher could not be shown. The confirmation e-mail has it too.',
      ),
    ).toBeTruthy();
  });
});
