import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from '../design-system/src/components/LanguageSwitcher';
import type { Locale } from '@fairway/rules';
import { vars } from '../design-system/src/themes/vars.css';

// Keeps the chosen language, as the site does, so the tick follows the choice.
function Stateful(args: LanguageSwitcherProps) {
  const [value, setValue] = useState<Locale>(args.value);
  return (
    <LanguageSwitcher
      {...args}
      value={value}
      onChange={(locale) => {
        setValue(locale);
        args.onChange(locale);
      }}
    />
  );
}

const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'en', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      // Room below the trigger, so the screenshot holds the whole open menu.
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          padding: vars.space.lg,
          minHeight: `calc(${vars.size.touch} * 7)`,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

// Opens by pointer and closes with Escape, ending closed as the screenshot expects.
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Language: English, EN' });
    await expect(trigger).toHaveTextContent('EN');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await canvas.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Language: English, EN' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Svenska',
    ]);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await expect(items[1]).toHaveAttribute('lang', 'es-ES');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
  },
};

export const ChoosingInSpanish: Story = {
  args: { value: 'es' },
  globals: { locale: 'es' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Idioma: Español, ES' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByRole('menu');
    await waitFor(() =>
      expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Idioma: Français, FR');
    await expect(trigger).toHaveTextContent('FR');
  },
};

export const AsLinks: Story = {
  args: { value: 'sv', hrefFor: (locale: Locale) => `/${locale}/club/valderrama` },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Språk: Svenska, SV' }).focus();
    await userEvent.keyboard('{Enter}');
    const english = await canvas.findByRole('menuitemradio', { name: 'English' });
    await expect(english.tagName).toBe('A');
    await expect(english).toHaveAttribute('href', '/en/club/valderrama');
    await expect(canvas.getByRole('menuitemradio', { name: 'Svenska' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
