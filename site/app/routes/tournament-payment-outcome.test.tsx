// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages.ts';
import TournamentPaymentOutcome from './tournament-payment-outcome.tsx';
import type { Route } from './+types/tournament-payment-outcome';

type PageData = Route.ComponentProps['loaderData'];

const base = {
  locale: 'en' as const,
  culture: 'en-GB',
  missingHref: '/en/tournaments',
  notice: { failed: [], relogin: false },
};
const STATUS_URL = '/api/booking-status?ref=TORN2345&locale=en&subject=tournament';
const PENDING = {
  ...base,
  view: { kind: 'pending' as const, statusUrl: STATUS_URL },
} as PageData;
const CONFIRMED = {
  ...base,
  view: {
    kind: 'confirmed' as const,
    reference: 'TORN2345',
    tournament: 'Copa Costa del Sol Mijas',
    club: 'Mijas Golf',
    startDate: '2026-12-08',
    players: ['Ada Lovelace'],
    total: 61.5,
    voucher: null,
    qr: 'data:image/png;base64,AA==',
    tournamentHref: '/en/tournaments/copa-2',
  },
} as PageData;

/** The status endpoint's answers, one per ask; the last one stays. */
let statusAnswers: string[] = [];
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) !== STATUS_URL) return Response.json({ ok: false, msg: '' });
    const outcome = statusAnswers.length > 1 ? statusAnswers.shift() : statusAnswers[0];
    return Response.json({ ok: true, outcome });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The outcome page under a layout whose loads are counted: each is several engine calls. */
function renderOutcome(loaderCalls: () => PageData, layoutCalls: () => object) {
  const Stub = createRoutesStub([
    {
      path: '/en',
      loader: layoutCalls,
      HydrateFallback: () => null,
      children: [
        {
          path: 'tournament-payment/:outcome',
          Component: TournamentPaymentOutcome,
          loader: loaderCalls,
        },
      ],
    },
  ]);
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Stub initialEntries={['/en/tournament-payment/ok?localizador=TORN2345']} />
    </IntlProvider>,
  );
}

describe('the tournament payment outcome while the bank’s word is on its way', () => {
  it('waits under the blocking message, asking the status endpoint, and shows the confirmation once paid', async () => {
    statusAnswers = ['pending', 'confirmed'];
    const answers = [PENDING, CONFIRMED];
    const loaderCalls = vi.fn(() => answers[loaderCalls.mock.calls.length - 1] ?? CONFIRMED);
    const layoutCalls = vi.fn(() => ({}));
    renderOutcome(loaderCalls, layoutCalls);
    expect(await screen.findByText('Finalizing your booking...')).toBeTruthy();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Registration confirmed' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    // Two asks of the status endpoint (pending, then paid), never of the page's loaders...
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([STATUS_URL, STATUS_URL]);
    // ...then the one reload that shows the answer.
    expect(loaderCalls).toHaveBeenCalledTimes(2);
    expect(layoutCalls).toHaveBeenCalledTimes(2);
    expect(screen.getByText('TORN2345', { exact: false })).toBeTruthy();
  }, 10_000);

  it('after 20 s with no word, says the payment is still being processed and asks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    statusAnswers = ['pending'];
    const loaderCalls = vi.fn(() => PENDING);
    renderOutcome(loaderCalls, () => ({}));
    expect(await screen.findByText('Finalizing your booking...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20_500));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your payment is still being processed',
      }),
    ).toBeTruthy();
    const asked = fetchMock.mock.calls.length;
    expect(asked).toBeGreaterThan(1);
    act(() => screen.getByRole('button', { name: 'Check again' }).click());
    expect(await screen.findByText('Finalizing your booking...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(asked);
    expect(loaderCalls).toHaveBeenCalledTimes(1);
  }, 10_000);
});
