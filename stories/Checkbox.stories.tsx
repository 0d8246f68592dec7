import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../design-system/src';
import { Checkbox } from '../design-system/src/components/Checkbox';
import { Link } from '../design-system/src/components/Link';

const termsLabel = (
  <FormattedMessage
    id="story.checkbox.terms"
    values={{
      link: (chunks: ReactNode[]) => <Link href="#terms-and-conditions">{chunks}</Link>,
    }}
  />
);

/** Chromium's Navigation API, missing from TypeScript's DOM library. */
interface NavigationTarget {
  addEventListener(type: 'navigate', listener: (event: Event) => void): void;
  removeEventListener(type: 'navigate', listener: (event: Event) => void): void;
}

/**
 * Clicks a link natively but cancels the navigation it starts, which would take the test page
 * away. Storybook's and Vitest's frames send links to the parent frame (`<base target>`), so both
 * frames are watched. Cancelling the navigation, not the click, leaves the browser's own label
 * handling in play.
 */
async function clickWithoutLeaving(link: HTMLElement): Promise<void> {
  const frames = [window, window.parent] as unknown as Array<{ navigation?: NavigationTarget }>;
  const navigations = frames.flatMap(({ navigation }) => (navigation ? [navigation] : []));
  if (navigations.length === 0) throw new Error('This check needs the Navigation API (Chromium).');
  await new Promise<void>((resolve) => {
    const stay = (event: Event) => {
      event.preventDefault();
      for (const navigation of navigations) navigation.removeEventListener('navigate', stay);
      resolve();
    };
    for (const navigation of navigations) navigation.addEventListener('navigate', stay);
    link.click();
  });
}

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  args: {
    label: <FormattedMessage id="story.checkbox.newsletter" />,
    name: 'offers',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', {
      name: 'Send me offers and news from the golf clubs',
    });
    await expect(box).not.toBeChecked();
    // A click on the label text toggles the box, as with a native label.
    await userEvent.click(canvas.getByText('Send me offers and news from the golf clubs'));
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const TermsRequired: Story = {
  args: { label: termsLabel, name: 'terms', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(box).toHaveAttribute('aria-required', 'true');
    // Following the link to read the terms must not accept them. A native click, because
    // user-event forwards any click inside a label to its control, unlike browsers.
    await clickWithoutLeaving(canvas.getByRole('link', { name: 'terms and conditions' }));
    await expect(box).not.toBeChecked();
  },
};

export const TermsError: Story = {
  args: {
    label: termsLabel,
    name: 'terms',
    required: true,
    error: <FormattedMessage id="terms.required" />,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I accept the terms and conditions',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must accept the terms and conditions');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledUnchecked: Story = {
  args: { disabled: true },
};

export const TermsErrorSpanish: Story = {
  ...TermsError,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Acepto los términos y condiciones',
    });
    await expect(box).toHaveAccessibleDescription('Acepta los términos y condiciones');
  },
};

export const TermsSwedish: Story = {
  ...TermsRequired,
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Jag godkänner villkoren' }),
    ).not.toBeChecked();
  },
};
