import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CARD_BRANDS, type CardBrand } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { SavedCard, type SavedCardProps } from './SavedCard';

const visa: SavedCardProps = {
  brand: 'visa',
  number: '•••• •••• •••• 4242',
  expiry: { month: 9, year: 2027 },
  holder: 'Ana Pérez',
  onDelete: () => {},
};

describe('SavedCard', () => {
  it('shows brand, the last four digits, expiry as MM/YYYY and holder', () => {
    const { container } = renderWithProviders(<SavedCard {...visa} />);
    expect(container).toHaveTextContent('Visa ending in •••• 4242');
    expect(screen.getByText('Expires 09/2027')).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    // The dots are drawing, not words: hidden from screen readers, which hear "ending in".
    expect(screen.getByText('••••')).toHaveAttribute('aria-hidden', 'true');
  });

  it('never shows more than the last four digits, whatever it is given', () => {
    const { container } = renderWithProviders(<SavedCard {...visa} number="4000056655665556" />);
    expect(container).not.toHaveTextContent('40000566');
    expect(container).toHaveTextContent('•••• 5556');
  });

  it('names every brand the rules module knows, and a card of unknown brand', () => {
    const names: Record<CardBrand, [string, string]> = {
      visa: ['Visa', 'the Visa card'],
      mastercard: ['Mastercard', 'the Mastercard card'],
      amex: ['American Express', 'the American Express card'],
      discover: ['Discover', 'the Discover card'],
      diners: ['Diners Club', 'the Diners Club card'],
      jcb: ['JCB', 'the JCB card'],
      maestro: ['Maestro', 'the Maestro card'],
      unknown: ['Card', 'the card'],
    };
    for (const brand of CARD_BRANDS) {
      const [name, inSentence] = names[brand];
      const { container, unmount } = renderWithProviders(<SavedCard {...visa} brand={brand} />);
      expect(container).toHaveTextContent(`${name} ending in •••• 4242`);
      expect(
        screen.getByRole('button', { name: `Delete ${inSentence} ending in 4242` }),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('names the card in its delete button, whose visible word leads the name', async () => {
    const onDelete = vi.fn();
    renderWithProviders(<SavedCard {...visa} brand="amex" number="0005" onDelete={onDelete} />);
    const button = screen.getByRole('button', {
      name: 'Delete the American Express card ending in 0005',
    });
    await userEvent.setup().click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('while deleting, keeps the button focused, refuses clicks and says so', async () => {
    const onDelete = vi.fn();
    renderWithProviders(<SavedCard {...visa} deleting onDelete={onDelete} />);
    const button = screen.getByRole('button', {
      name: 'Deleting… the Visa card ending in 4242',
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.setup().click(button);
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Deleting… the Visa card ending in 4242');
    // A busy ancestor would keep screen readers from announcing the status.
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).toBeNull();
  });

  it('says nothing while not deleting', () => {
    renderWithProviders(<SavedCard {...visa} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('marks an expired card in words and with an icon, not only in red', () => {
    renderWithProviders(<SavedCard {...visa} expiry={{ month: 1, year: 25 }} expired />);
    const expiry = screen.getByText('Expired 01/2025');
    expect(expiry.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks Spanish', () => {
    const { container } = renderWithProviders(<SavedCard {...visa} brand="unknown" />, {
      locale: 'es',
    });
    expect(container).toHaveTextContent('Tarjeta terminada en •••• 4242');
    expect(screen.getByText('Caduca en 09/2027')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Eliminar la tarjeta terminada en 4242' }),
    ).toBeInTheDocument();
  });
});
