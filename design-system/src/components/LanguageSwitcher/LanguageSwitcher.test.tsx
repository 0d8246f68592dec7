import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@fairway/rules';
import { registerRadixMenuJsdom } from '../../test/radix-menu-jsdom';
import { renderWithProviders } from '../../test/render';
import { LanguageSwitcher } from './LanguageSwitcher';

registerRadixMenuJsdom();

function setup(value: Locale = 'en', hrefFor?: (locale: Locale) => string) {
  const onChange = vi.fn<(locale: Locale) => void>();
  const user = userEvent.setup();
  renderWithProviders(<LanguageSwitcher value={value} onChange={onChange} hrefFor={hrefFor} />);
  return { onChange, user, trigger: screen.getByRole('button', { name: /^Language:/ }) };
}

async function openWith(user: ReturnType<typeof userEvent.setup>, key: string) {
  const trigger = screen.getByRole('button', { expanded: false });
  act(() => trigger.focus());
  await user.keyboard(key);
  return screen.findByRole('menu');
}

describe('LanguageSwitcher', () => {
  it('shows the short label and names the current language for screen readers', () => {
    const { trigger } = setup('es');
    expect(trigger).toHaveTextContent('ES');
    expect(trigger).toHaveAccessibleName('Language: Español, ES');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('translates the trigger’s name', () => {
    renderWithProviders(<LanguageSwitcher value="sv" onChange={vi.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('button')).toHaveAccessibleName('Langue\u00a0: Svenska, SV');
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens with %s', async (key) => {
    const { user, trigger } = setup();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await openWith(user, key);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveAccessibleName('Language: English, EN');
  });

  it('lists every language by its own name and language, the current one checked', async () => {
    const { user } = setup('fr');
    await openWith(user, '{Enter}');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Svenska',
    ]);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual([
      'en-GB',
      'es-ES',
      'fr-FR',
      'sv-SE',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('moves with the arrows and selects with Enter, then closes and gives focus back', async () => {
    const { user, onChange, trigger } = setup('en');
    await openWith(user, '{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fr');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without choosing and returns focus to the trigger', async () => {
    const { user, onChange, trigger } = setup('en');
    await openWith(user, '{Enter}');
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not report a change when the current language is chosen again', async () => {
    const { user, onChange } = setup('en');
    await openWith(user, '{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders real links to each language when hrefFor is given', async () => {
    const { user } = setup('es', (locale) => `/${locale}/club/valderrama`);
    await openWith(user, '{Enter}');
    const svenska = screen.getByRole('menuitemradio', { name: 'Svenska' });
    expect(svenska.tagName).toBe('A');
    expect(svenska).toHaveAttribute('href', '/sv/club/valderrama');
    expect(svenska).toHaveAttribute('hreflang', 'sv-SE');
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('accepts its own list of languages', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LanguageSwitcher
        value="en"
        onChange={vi.fn()}
        languages={[
          { label: 'EN', value: 'en', code: 'en-GB', name: 'English' },
          { label: 'ES', value: 'es', code: 'es-ES', name: 'Español' },
        ]}
      />,
    );
    await openWith(user, '{Enter}');
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(2);
  });
});
