import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RULE_MESSAGES } from '@fairway/rules';
import { runModalSuite } from '../../test/dialog-suite';
import { renderWithProviders } from '../../test/render';
import { Button } from '../Button';
import {
  TeeTimeChooser,
  type ChooserRate,
  type ChooserService,
  type TeeTimeChooserProps,
} from './TeeTimeChooser';

const rates: ChooserRate[] = [
  { id: 'gf', name: 'Green fee', price: 85, rackPrice: 110, discountPercent: 22 },
  { id: 'res', name: 'Resident', observations: 'Residents of Andalusia only', price: 60.5 },
];

const services: ChooserService[] = [
  { id: 'buggy', name: 'Buggy', price: 40, maxUnits: 2, kind: 'buggy' },
  { id: 'trolley', name: 'Trolley', price: 5.25, maxUnits: 4, kind: 'trolley' },
];

function props(overrides: Partial<TeeTimeChooserProps> = {}): TeeTimeChooserProps {
  return {
    open: true,
    onOpenChange: vi.fn(),
    clubName: 'Real Club Valderrama',
    courseName: 'Championship',
    date: '2026-11-22',
    time: '09:30',
    timeZoneName: 'Europe/Madrid',
    locale: 'en',
    playersAvailable: 4,
    rates,
    services,
    onAddToCart: vi.fn(),
    ...overrides,
  };
}

function addButton() {
  return screen.getByRole('button', { name: 'Add to cart' });
}

/** Behind a trigger, as the club page opens it. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Book 09:30</Button>
      <TeeTimeChooser
        {...props({ open, onOpenChange: setOpen, onAddToCart: () => setOpen(false) })}
      />
    </>
  );
}

runModalSuite('TeeTimeChooser', () => renderWithProviders(<Harness />), {
  trigger: 'Book 09:30',
  title: 'Real Club Valderrama · Championship 22 November 2026, 09:30',
  description: 'Club local time (Europe/Madrid). Choose a rate, the players and any extras.',
  dismissible: true,
  close: async (user) => {
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  },
});

describe('TeeTimeChooser', () => {
  it('names the dialog by club, course, long date and time, in the locale', () => {
    renderWithProviders(<TeeTimeChooser {...props({ locale: 'es' })} />, { locale: 'es' });
    expect(screen.getByRole('dialog')).toHaveAccessibleName(
      'Real Club Valderrama · Championship 22 de noviembre de 2026, 09:30',
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      /^Hora local del club \(Europe\/Madrid\)/,
    );
  });

  it('offers the rates as radios with price, rack price, discount and observations', () => {
    renderWithProviders(<TeeTimeChooser {...props()} />);
    const group = screen.getByRole('group', { name: 'Rate' });
    const greenFee = within(group).getByRole('radio', { name: 'Green fee' });
    expect(greenFee).toBeChecked();
    expect(greenFee).toHaveAccessibleDescription('85.00\u00a0€ Was 110.00\u00a0€ 22% off');
    expect(within(group).getByRole('radio', { name: 'Resident' })).toHaveAccessibleDescription(
      '60.50\u00a0€ Residents of Andalusia only',
    );
  });

  it('keeps players between 1 and 4 with named stepper buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeeTimeChooser {...props()} />);
    const players = screen.getByRole('group', { name: 'Players' });
    const remove = within(players).getByRole('button', { name: 'Remove a player' });
    const add = within(players).getByRole('button', { name: 'Add a player' });
    const count = within(players).getByRole('status');
    expect(count).toHaveTextContent('1 player');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.click(remove);
    expect(count).toHaveTextContent('1 player');

    for (let i = 0; i < 5; i += 1) await user.click(add);
    expect(count).toHaveTextContent('4 players');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the bound, so the keyboard user is not dropped out of the dialog.
    expect(add).toHaveFocus();
    await user.click(remove);
    expect(count).toHaveTextContent('3 players');
  });

  it('takes the seller’s most players per booking instead of 4', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeeTimeChooser {...props({ maxPlayers: 2 })} />);
    const players = screen.getByRole('group', { name: 'Players' });
    const add = within(players).getByRole('button', { name: 'Add a player' });
    for (let i = 0; i < 3; i += 1) await user.click(add);
    expect(within(players).getByRole('status')).toHaveTextContent('2 players');
    expect(add).toHaveAttribute('aria-disabled', 'true');
  });

  it('refuses more players than places left, with the rule message, and disables Add', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    renderWithProviders(<TeeTimeChooser {...props({ playersAvailable: 1, onAddToCart })} />);
    expect(screen.getByText('1 place left')).toBeInTheDocument();
    expect(addButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    expect(screen.getByText(RULE_MESSAGES['players.exceeds'])).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(RULE_MESSAGES['players.exceeds']);
    await user.click(addButton());
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('translates the rule message through its code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeeTimeChooser {...props({ playersAvailable: 1, locale: 'fr' })} />, {
      locale: 'fr',
    });
    await user.click(screen.getByRole('button', { name: 'Ajouter un joueur' }));
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.queryByText(RULE_MESSAGES['players.exceeds'])).not.toBeInTheDocument();
  });

  it('warns when a service has more units than players, without blocking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeeTimeChooser {...props()} />);
    const trolley = screen.getByRole('group', { name: 'Trolley' });
    const add = within(trolley).getByRole('button', { name: 'Add one Trolley' });
    await user.click(add);
    expect(
      screen.queryByText('The number of units is greater than the number of players'),
    ).not.toBeInTheDocument();
    await user.click(add);
    expect(within(trolley).getByRole('status')).toHaveTextContent('2 units of Trolley');
    expect(
      screen.getByText('The number of units is greater than the number of players'),
    ).toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it('keeps service units between 0 and maxUnits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeeTimeChooser {...props()} />);
    const buggy = screen.getByRole('group', { name: 'Buggy' });
    expect(within(buggy).getByRole('button', { name: 'Remove one Buggy' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const add = within(buggy).getByRole('button', { name: 'Add one Buggy' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(within(buggy).getByRole('status')).toHaveTextContent('2 units of Buggy');
    expect(add).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the line total live and adds the choice to the cart', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    const onChoiceChange = vi.fn();
    renderWithProviders(<TeeTimeChooser {...props({ onAddToCart, onChoiceChange })} />);
    expect(screen.getByText('85.00 €', { selector: 'p span' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Resident' }));
    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    await user.click(screen.getByRole('button', { name: 'Add one Buggy' }));
    expect(onChoiceChange).toHaveBeenLastCalledWith({
      rateId: 'res',
      players: 2,
      services: { buggy: 1 },
    });
    // 60.50 × 2 + 40 × 1
    expect(screen.getByText('161.00 €')).toBeInTheDocument();
    await user.click(addButton());
    expect(onAddToCart).toHaveBeenCalledWith({ rateId: 'res', players: 2, services: { buggy: 1 } });
  });

  it('starts from the default choice each time it opens', async () => {
    const defaultChoice = { rateId: 'res', players: 3, services: { trolley: 2 } };
    const { rerender } = renderWithProviders(<TeeTimeChooser {...props({ defaultChoice })} />);
    expect(screen.getByRole('radio', { name: 'Resident' })).toBeChecked();
    // Focus lands on the chosen rate, not the first one, where Space would change the choice.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Resident' })).toHaveFocus());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    expect(screen.getByRole('group', { name: 'Players' })).toHaveTextContent('4 players');
    rerender(<TeeTimeChooser {...props({ defaultChoice, open: false })} />);
    rerender(<TeeTimeChooser {...props({ defaultChoice })} />);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Players' })).getByRole('status'),
      ).toHaveTextContent('3 players'),
    );
    expect(
      within(screen.getByRole('group', { name: 'Trolley' })).getByRole('status'),
    ).toHaveTextContent('2 units of Trolley');
  });

  it('shows the server error as an alert and disables the button while busy', () => {
    const { rerender } = renderWithProviders(
      <TeeTimeChooser {...props({ error: 'Not enough buggies in stock for this teetime' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not enough buggies in stock for this teetime',
    );
    rerender(<TeeTimeChooser {...props({ busy: true })} />);
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
  });

  it('says extras are loading instead of listing them', () => {
    renderWithProviders(<TeeTimeChooser {...props({ servicesLoading: true })} />);
    expect(screen.getByText('Loading extras…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('group', { name: 'Buggy' })).not.toBeInTheDocument();
  });

  it('closes through onOpenChange on Cancel and Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<TeeTimeChooser {...props({ onOpenChange })} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('cannot add without a rate', () => {
    renderWithProviders(<TeeTimeChooser {...props({ rates: [] })} />);
    expect(screen.getByText('No rate can be booked online for this tee time')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });
});
