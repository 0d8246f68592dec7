// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const PENDING = {
  ...base,
  view: { kind: 'pending' as const, tournamentHref: '/en/tournaments/copa-2' },
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

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the tournament payment outcome while the bank’s word is on its way', () => {
  it('asks its own loader again each second and shows the confirmation once paid', async () => {
    const answers = [PENDING, PENDING, CONFIRMED];
    const loaderCalls = vi.fn(() => answers[Math.min(loaderCalls.mock.calls.length - 1, 2)]);
    // The layout above: each of its loads is the cart, the configuration and more in the engine.
    const layoutCalls = vi.fn(() => ({}));
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
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Registration confirmed' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    // Two asks by the fetcher (pending, then paid), then the one reload that shows it.
    expect(loaderCalls.mock.calls.length).toBeGreaterThanOrEqual(3);
    // The first load and the one that shows the answer; the asks in between are the page's own.
    expect(layoutCalls).toHaveBeenCalledTimes(2);
    expect(screen.getByText('TORN2345', { exact: false })).toBeTruthy();
  }, 10_000);
});
