import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../design-system/src';
import { ReloginModal } from '../design-system/src/components/ReloginModal';

/** Room for the fixed scrim and the centred panel in the screenshot. */
const fullHeight: Decorator = (Story) => (
  <div style={{ minHeight: '100vh', background: vars.color.surfaceMuted }}>
    <Story />
  </div>
);

const meta = {
  title: 'Feedback/ReloginModal',
  component: ReloginModal,
  args: { open: true, onAccept: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [fullHeight],
} satisfies Meta<typeof ReloginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Session has expired');
    await expect(dialog).toHaveAccessibleDescription(
      'For security, please re-enter your login credentials',
    );
    // The session is gone: Escape has nowhere to go back to.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBe(dialog);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog')).toHaveAccessibleName('La session a expiré');
    await userEvent.click(canvas.getByRole('button', { name: 'Accepter' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
};
