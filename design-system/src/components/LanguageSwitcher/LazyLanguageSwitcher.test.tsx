import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { registerRadixMenuJsdom } from '../../test/radix-menu-jsdom';
import { renderWithProviders } from '../../test/render';
import { LazyLanguageSwitcher } from './LazyLanguageSwitcher';

registerRadixMenuJsdom();

function setup() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LazyLanguageSwitcher value="en" onChange={onChange} />);
  return { onChange, user };
}

describe('LazyLanguageSwitcher', () => {
  it('renders the menu’s trigger, named alike, without the menu’s code (server side too)', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={{}}>
        <LazyLanguageSwitcher value="es" onChange={vi.fn()} />
      </IntlProvider>,
    );
    expect(html).toContain('aria-label="Language: Español, ES"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
  });

  it('opens with Enter pressed before the code came, focus on the current language', async () => {
    const { user, onChange } = setup();
    act(() => screen.getByRole('button', { name: 'Language: English, EN' }).focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('es');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Language: English, EN' })).toHaveFocus();
  });

  it('opens on a press that came before the code, the menu keeping focus', async () => {
    setup();
    const standIn = screen.getByRole('button', { name: 'Language: English, EN' });
    // A mouse press focuses the button first; the code is asked for then, and comes after.
    act(() => standIn.focus());
    fireEvent.pointerDown(standIn, { button: 0 });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Language: English, EN' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('becomes the real menu when the pointer comes over it', async () => {
    const { user } = setup();
    const standIn = screen.getByRole('button', { name: 'Language: English, EN' });
    await user.hover(standIn);
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Language: English, EN' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
