import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OffersStrip, type Offer } from './OffersStrip';

const OFFERS: Offer[] = [
  {
    id: '4',
    title: 'Free buggy with FAIRWAY10',
    text: 'Enter promocode FAIRWAY10 at checkout.',
    promoCode: 'FAIRWAY10',
  },
  { id: '6', title: 'Canary Islands winter multipack', text: 'Three rounds in Tenerife.' },
];

describe('OffersStrip', () => {
  it('lists the offers under its heading, a code only where the offer has one', () => {
    renderWithProviders(<OffersStrip offers={OFFERS} copyText={() => Promise.resolve()} />);
    const strip = screen.getByRole('region', { name: 'Offers' });
    const items = within(strip).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Free buggy with FAIRWAY10', 'Canary Islands winter multipack']);
    expect(
      within(items[0] as HTMLElement).getByText('FAIRWAY10', { selector: 'code' }),
    ).toBeVisible();
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('copies the code, says so on the button and to screen readers', async () => {
    const user = userEvent.setup();
    const copyText = vi.fn(() => Promise.resolve());
    renderWithProviders(<OffersStrip offers={OFFERS} copyText={copyText} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(copyText).toHaveBeenCalledWith('FAIRWAY10');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Promocode FAIRWAY10 copied to the clipboard',
    );
  });

  it('describes each copy button by the code it copies', () => {
    renderWithProviders(
      <OffersStrip
        offers={[...OFFERS, { id: '7', title: 'Fourball', text: 'x', promoCode: 'FOURBALL' }]}
        copyText={() => Promise.resolve()}
      />,
    );
    expect(
      screen
        .getAllByRole('button', { name: 'Copy code' })
        .map((button) => button.getAttribute('aria-describedby'))
        .map((id) => document.getElementById(id ?? '')?.textContent),
    ).toEqual(['FAIRWAY10', 'FOURBALL']);
  });

  it('selects the code for the golfer when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <OffersStrip offers={OFFERS} copyText={() => Promise.reject(new Error('denied'))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Could not copy: the code is selected, copy it yourself',
      ),
    );
    expect(window.getSelection()?.toString()).toBe('FAIRWAY10');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('uses the browser clipboard by default', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<OffersStrip offers={OFFERS} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('FAIRWAY10');
    writeText.mockRestore();
  });

  it('translates, honours the heading level and renders nothing without an offer', () => {
    const { rerender } = renderWithProviders(
      <OffersStrip offers={OFFERS} headingLevel={3} copyText={() => Promise.resolve()} />,
      { locale: 'es' },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Ofertas' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    rerender(<OffersStrip offers={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
