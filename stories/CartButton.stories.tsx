import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartButton } from '../design-system/src/components/CartButton';

/** The badge's count as drawn on screen (CSS content from data-count), or null without badge. */
function badgeText(link: HTMLElement): string | null {
  const badge = link.querySelector('[data-count]');
  if (!badge) return null;
  // Computed `content` comes back quoted: '"99+"'.
  return getComputedStyle(badge, '::after').content.replace(/^"|"$/g, '');
}

const meta = {
  title: 'Shop/CartButton',
  component: CartButton,
  args: { href: '/en/cart', count: 0 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart' });
    await expect(link).toHaveAttribute('data-tone', 'teal');
    await expect(link).toHaveAttribute('href', '/en/cart');
    await expect(badgeText(link)).toBeNull();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const OneItem: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 1 item' });
    await expect(link).toHaveAttribute('data-tone', 'amber');
    await expect(badgeText(link)).toBe('1');
  },
};

export const SeveralItems: Story = {
  args: { count: 5 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 5 items' });
    await expect(badgeText(link)).toBe('5');
  },
};

export const ManyItems: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 120 items' });
    await expect(badgeText(link)).toBe('99+');
  },
};

export const French: Story = {
  args: { href: '/fr/cart', count: 3 },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Panier, 3 articles' });
    await expect(within(link).getByText('Panier')).toBeVisible();
    await expect(badgeText(link)).toBe('3');
  },
};

export const FrenchEmpty: Story = {
  args: { href: '/fr/cart', count: 0 },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Panier' })).toHaveAttribute(
      'data-tone',
      'teal',
    );
  },
};
