import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { HoldCountdown } from '../design-system/src/components/HoldCountdown';

const expiresAt = '2026-11-22T09:40:00+01:00';
const end = Date.parse(expiresAt);

/** A clock stopped this many seconds before the hold ends, so every screenshot is the same. */
function frozen(secondsLeft: number): () => number {
  return () => end - secondsLeft * 1000;
}

const meta = {
  title: 'Shop/HoldCountdown',
  component: HoldCountdown,
  args: { expiresAt, now: frozen(9 * 60 + 41), onExpire: fn() },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HoldCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', {
      name: 'Your tee times are held for',
    });
    await expect(timer).toHaveTextContent('09:41');
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const LastMinute: Story = {
  args: { now: frozen(42) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:42');
  },
};

export const Expired: Story = {
  args: { now: frozen(0) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Your hold has expired. The tee times are free again.'),
    ).toBeVisible();
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('timer', {
        name: 'Tus horas de salida están reservadas durante',
      }),
    ).toHaveTextContent('09:41');
  },
};

export const FrenchExpired: Story = {
  args: { now: frozen(0) },
  globals: { locale: 'fr' },
};

export const Swedish: Story = {
  args: { now: frozen(42) },
  globals: { locale: 'sv' },
};
