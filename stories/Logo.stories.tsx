import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '../design-system/src/components/Logo';
import { vars } from '../design-system/src/themes/vars.css';

const meta = {
  title: 'Layout/Logo',
  component: Logo,
  args: { homeHref: '/en' },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Fairway, home' });
    await expect(link).toHaveAttribute('href', '/en');
    await expect(link).toHaveTextContent('Fairway');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const Spanish: Story = {
  args: { homeHref: '/es' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Fairway, inicio' }),
    ).toHaveAttribute('href', '/es');
  },
};
