import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle';

const props: FavouriteToggleProps = {
  courseName: 'Valderrama',
  isLoggedIn: true,
  loginHref: '/en/login',
  pressed: false,
  onPressedChange: () => {},
};

describe('FavouriteToggle', () => {
  it('is a toggle button naming the course, its state in aria-pressed', () => {
    const { rerender } = renderWithProviders(<FavouriteToggle {...props} />);
    const button = screen.getByRole('button', { name: 'Keep Valderrama in your favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    rerender(<FavouriteToggle {...props} pressed />);
    // The same name pressed or not: the state is aria-pressed's to tell.
    expect(button).toHaveAccessibleName('Keep Valderrama in your favourites');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for the opposite state on click and from the keyboard', async () => {
    const user = userEvent.setup();
    const onPressedChange = vi.fn();
    const { rerender } = renderWithProviders(
      <FavouriteToggle {...props} onPressedChange={onPressedChange} />,
    );
    await user.click(screen.getByRole('button'));
    expect(onPressedChange).toHaveBeenLastCalledWith(true);
    rerender(<FavouriteToggle {...props} pressed onPressedChange={onPressedChange} />);
    await user.keyboard(' ');
    expect(onPressedChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Enter}');
    expect(onPressedChange).toHaveBeenCalledTimes(3);
  });

  it('announces each change the site confirms, and nothing on first render', () => {
    const { rerender } = renderWithProviders(<FavouriteToggle {...props} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<FavouriteToggle {...props} pressed />);
    expect(status).toHaveTextContent('Valderrama added to your favourites');
    rerender(<FavouriteToggle {...props} pressed={false} />);
    expect(status).toHaveTextContent('Valderrama removed from your favourites');
  });

  it('while busy, keeps its focus and ignores presses', async () => {
    const user = userEvent.setup();
    const onPressedChange = vi.fn();
    renderWithProviders(<FavouriteToggle {...props} busy onPressedChange={onPressedChange} />);
    const button = screen.getByRole('button', { name: 'Keep Valderrama in your favourites' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(button).toHaveFocus();
    expect(onPressedChange).not.toHaveBeenCalled();
  });

  it('logged out, invites the golfer to log in through a link with words', () => {
    renderWithProviders(<FavouriteToggle {...props} isLoggedIn={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Log in to keep your favourite courses' });
    expect(link).toHaveAttribute('href', '/en/login');
    expect(link).toHaveTextContent('Log in to keep your favourite courses');
  });

  it('logged out on a picture, is a heart alone whose link is still named', () => {
    renderWithProviders(<FavouriteToggle {...props} isLoggedIn={false} appearance="overlay" />);
    const link = screen.getByRole('link', { name: 'Log in to keep your favourite courses' });
    expect(link).toHaveTextContent('');
  });

  it('speaks French', () => {
    renderWithProviders(<FavouriteToggle {...props} courseName="Le Golf National" />, {
      locale: 'fr',
    });
    expect(
      screen.getByRole('button', { name: 'Garder Le Golf National dans vos favoris' }),
    ).toBeInTheDocument();
  });
});
