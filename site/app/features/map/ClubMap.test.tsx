// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import { ClubMap } from './ClubMap.tsx';
import type { MapClubView } from './map-clubs.ts';
import { MAP_AREAS, viewOfBounds } from './map-view.ts';

const club = (id: number, name: string, lon: number, lat: number): MapClubView => ({
  id,
  name,
  town: 'Marbella',
  lon,
  lat,
  path: `/club/c${id}?idVP=${id}&fecha=2026-12-01`,
  firstTime: id === 3 ? null : '09:10',
  priceFrom: id === 3 ? null : 45.5,
});

// Three clubs around Marbella (a cluster from afar), one in Girona, two sharing one spot in Lisbon.
const CLUBS = [
  club(1, 'Las Brisas', -4.956, 36.5),
  club(2, 'Aloha', -4.97, 36.51),
  club(3, 'Guadalmina', -5.0, 36.48),
  club(4, 'PGA Catalunya', 2.75, 41.98),
  club(5, 'Lisbon North', -9.14, 38.72),
  club(6, 'Lisbon South', -9.14, 38.72),
  club(7, 'Tenerife Sur', -16.6, 28.05),
];

function map(locale: 'en' | 'es' = 'en') {
  return (
    <MemoryRouter>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <ClubMap
          clubs={CLUBS}
          initialView={viewOfBounds(MAP_AREAS.peninsula)}
          locale={locale}
          headingLevel={2}
          areas={{ href: (area) => `/${locale}/map?area=${area}`, current: null }}
        />
      </IntlProvider>
    </MemoryRouter>
  );
}

afterEach(cleanup);

describe('the clubs’ map', () => {
  it('serves the list and the areas as links, and no pins: those are placed by script', () => {
    const html = renderToString(map());
    expect(html).toContain('6 clubs on this part of the map');
    expect(html).toContain('href="/en/club/c1?idVP=1&amp;fecha=2026-12-01"');
    expect(html).toContain('href="/en/map?area=canaries"');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('Tenerife Sur');
  });

  it('groups close clubs, and a group opens closer when pressed', () => {
    render(map());
    const group = screen.getByRole('button', { name: '3 clubs here: zoom in' });
    expect(screen.getByRole('button', { name: 'PGA Catalunya, Marbella' })).toBeTruthy();
    fireEvent.click(group);
    // Closer in on Marbella: Girona has left the view and the list.
    expect(screen.queryByRole('button', { name: 'PGA Catalunya, Marbella' })).toBeNull();
    expect(
      screen.getByRole('heading', { name: /clubs? on this part of the map/ }).textContent,
    ).not.toBe('6 clubs on this part of the map');
    expect(screen.getAllByRole('button', { name: /, Marbella$/ }).length).toBeGreaterThan(0);
  });

  it('opens a club’s card from its pin, with its time, price and page, and closes it', () => {
    render(map());
    fireEvent.click(screen.getByRole('button', { name: 'PGA Catalunya, Marbella' }));
    const card = screen.getByRole('heading', { name: 'PGA Catalunya', level: 2 });
    expect(document.activeElement).toBe(card);
    const box = card.closest('div')?.parentElement as HTMLElement;
    expect(box.textContent).toContain('First free tee time 09:10');
    expect(box.textContent).toContain('From 45.50');
    expect(within(box).getByRole('link', { name: 'See tee times' }).getAttribute('href')).toBe(
      '/en/club/c4?idVP=4&fecha=2026-12-01',
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'PGA Catalunya', level: 2 })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('application'));
  });

  it('names clubs that share one spot instead of zooming for ever', () => {
    render(map());
    let view = screen.getByRole('application');
    for (let i = 0; i < 12; i += 1) fireEvent.keyDown(view, { key: '+' });
    expect((screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    view = screen.getByRole('application');
    // Back out to the peninsula, then ask for the pair in Lisbon.
    for (let i = 0; i < 12; i += 1) fireEvent.keyDown(view, { key: '-' });
    fireEvent.click(screen.getByRole('button', { name: '2 clubs side by side: show them' }));
    const names = screen.getAllByRole('link').map((a) => a.textContent);
    expect(names).toContain('Lisbon North');
    expect(names).toContain('Lisbon South');
  });

  it('moves by the arrow keys, and goes to the islands from their area', () => {
    render(map('es'));
    const view = screen.getByRole('application', { name: 'Mapa de los clubes' });
    expect(view.getAttribute('aria-roledescription')).toBe('mapa');
    const before = screen.getByRole('button', { name: 'PGA Catalunya, Marbella' }).style.top;
    fireEvent.keyDown(view, { key: 'ArrowDown' });
    const after = screen.getByRole('button', { name: 'PGA Catalunya, Marbella' }).style.top;
    // The map moves south, so Girona rises on it.
    expect(parseFloat(after)).toBeLessThan(parseFloat(before));
    fireEvent.click(screen.getByRole('link', { name: 'Islas Canarias' }));
    expect(screen.getByRole('button', { name: 'Tenerife Sur, Marbella' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 club en esta parte del mapa' })).toBeTruthy();
  });

  it('on a phone, keeps the map a button away', () => {
    render(map());
    const toggle = screen.getByRole('button', { name: 'Show the map' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the map' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
