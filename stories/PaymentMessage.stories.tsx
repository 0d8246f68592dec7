import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentMessage } from '../design-system/src/components/PaymentMessage';

const meta = {
  title: 'Feedback/PaymentMessage',
  component: PaymentMessage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Finalizing your booking...');
    await expect(status).toHaveTextContent(
      'Please do not close the browser until the booking has been completed successfully',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Slutför din bokning...',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
};
