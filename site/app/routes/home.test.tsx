// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/messages.ts';
import { HOME_TILES, homeTiles } from '../features/catalog/home.server.ts';
import Home from './home.tsx';
import LocaleLayout from './locale-layout.tsx';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=${new Date(0).toUTCString()}`;
  }
});

const FEATURED = [
  {
    key: 12,
    name: 'Real Club Valderrama',
    courseName: 'Valderrama',
    place: { municipality: 'San Roque', region: 'Cádiz' },
    href: '/en/club/real-club-valderrama?idVP=12&rec=21',
    imageSrc: '/images/clubs/valderrama.svg',
    next: { date: '2026-11-25', time: '08:10', today: '2026-11-24' },
  },
];

function homeData(overrides: Record<string, unknown> = {}) {
  return {
    locale: 'en',
    tiles: { shown: [], more: null },
    notice: { failed: [], relogin: false },
    clubCount: 64,
    notices: [
      { id: '1', title: 'Winter season is open', text: 'Book early for February.' },
      { id: '2', title: 'Twilight rates now available', text: 'Late tee times cost less.' },
    ],
    offers: [
      {
        id: '4',
        title: 'Free buggy with FAIRWAY10',
        text: 'Enter promocode FAIRWAY10 at checkout.',
        promoCode: 'FAIRWAY10',
      },
    ],
    discover: {
      name: 'Quinta do Lago',
      place: { municipality: 'Loulé', region: 'Algarve' },
      description: 'Three courses by the Ria Formosa.',
      href: '/en/club/quinta-do-lago?idVP=40&rec=61',
      imageSrc: '/images/clubs/quinta-do-lago.svg',
    },
    examples: [
      { label: 'Real Club Valderrama', href: '/en/club/real-club-valderrama?idVP=12&rec=21' },
      { label: 'Algarve', href: '/en/region/algarve?idReg=11' },
      { label: 'Marbella', href: '/en/region/marbella?municipio=marbella&idMun=1' },
    ],
    featured: Promise.resolve(FEATURED),
    ...overrides,
  };
}

function renderHome(data: () => unknown) {
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
          children: [{ index: true, Component: Home, loader: data }],
        },
      ],
    },
  ]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <Stub initialEntries={['/en']} />
      </IntlProvider>
    </SWRConfig>,
  );
}

describe('the home page', () => {
  it('shows the seller’s notices, dismissed for the session with one button', async () => {
    document.cookie = 'sessionId=77; Path=/';
    document.cookie = `tokenExpires=${Date.now() + 3_600_000}; Path=/`;
    renderHome(() => homeData());
    const board = await screen.findByRole('region', { name: 'Notices' }, { timeout: 10_000 });
    expect(within(board).getByRole('heading', { name: 'Winter season is open' })).toBeTruthy();
    await userEvent.click(within(board).getByRole('button', { name: 'Dismiss the notices' }));
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
    // The server reads this on the next request and leaves both out.
    expect(decodeURIComponent(document.cookie)).toContain('dismissedNotices=77:1.2');
  });

  it('shows the offers with their code ready to copy', async () => {
    renderHome(() => homeData());
    const offers = await screen.findByRole('region', { name: 'Offers' }, { timeout: 10_000 });
    expect(within(offers).getByText('FAIRWAY10', { selector: 'code' })).toBeTruthy();
    expect(within(offers).getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('puts a club forward to discover, linking to its page', async () => {
    renderHome(() => homeData());
    const card = await screen.findByRole(
      'article',
      { name: 'Quinta do Lago' },
      { timeout: 10_000 },
    );
    expect(within(card).getByText('Discover a club')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      '/en/club/quinta-do-lago?idVP=40&rec=61',
    );
  });

  it('shows the first regions and links all of them (issue 29: home was 9,200 px tall on a phone)', async () => {
    const tiles = homeTiles(
      Array.from({ length: 15 }, (_, i) => ({
        id: i + 1,
        title: `Region ${i + 1}`,
        image: `/images/regions/region-${i + 1}.svg`,
        courses: 3,
        path: `/region/region-${i + 1}?idReg=${i + 1}`,
      })),
      false,
    );
    renderHome(() => homeData({ tiles }));
    const all = await screen.findByRole(
      'link',
      { name: 'See all 15 regions' },
      { timeout: 10_000 },
    );
    expect(all.getAttribute('href')).toBe('/en?regions=all#regions');
    const regions = screen.getByRole('region', { name: 'Where to play' });
    expect(within(regions).getAllByRole('listitem')).toHaveLength(HOME_TILES);
    expect(within(regions).queryByRole('link', { name: /Region 9\b/ })).toBeNull();
  });

  it('invites the golfer to search with examples from the catalog, each a link', async () => {
    renderHome(() => homeData());
    const algarve = await screen.findByRole('link', { name: 'Algarve' }, { timeout: 10_000 });
    expect(algarve.getAttribute('href')).toBe('/en/region/algarve?idReg=11');
    expect(algarve.closest('p')?.textContent).toBe('Try Real Club Valderrama, Algarve or Marbella');
  });

  it('streams the featured clubs in with their next free tee time', async () => {
    let resolve: (clubs: typeof FEATURED) => void = () => undefined;
    const featured = new Promise<typeof FEATURED>((done) => {
      resolve = done;
    });
    renderHome(() => homeData({ featured }));
    const section = await screen.findByRole(
      'region',
      { name: 'Featured clubs' },
      { timeout: 10_000 },
    );
    expect(
      within(section).getByText('Looking for the clubs with the soonest free tee times…'),
    ).toBeTruthy();
    resolve(FEATURED);
    const card = await screen.findByRole('article', { name: 'Real Club Valderrama' });
    expect(within(card).getByText(/^Next tee time:/).textContent).toBe(
      'Next tee time: Tomorrow 08:10',
    );
    expect(screen.queryByText('No times available')).toBeNull();
  });

  it('leaves the featured clubs out, not the page, when their stream is cut off', async () => {
    // What the page receives when the featured clubs outlast the server's stream timeout.
    const featured = new Promise<typeof FEATURED>((_, fail) => {
      setTimeout(() => fail(new Error('Unexpected Server Error')), 50);
    });
    // Handled here too: on a loaded machine the page may not yet be listening when it fails.
    featured.catch(() => undefined);
    renderHome(() => homeData({ featured }));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('region', { name: 'Offers' });
    await waitFor(() =>
      expect(
        screen.queryByText('Looking for the clubs with the soonest free tee times…'),
      ).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'Featured clubs' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Offers' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where to play' })).toBeTruthy();
  });

  it('goes on without the parts the engine could not give', async () => {
    renderHome(() =>
      homeData({
        notices: [],
        offers: [],
        discover: null,
        examples: [],
        featured: Promise.resolve([]),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Where to play' });
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
    expect(screen.queryByText('Discover a club')).toBeNull();
    expect(screen.queryByText(/^Try /)).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Featured clubs' })).toBeNull(),
    );
  });
});
