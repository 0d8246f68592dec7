import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../design-system/src';
import { Button } from '../design-system/src/components/Button';
import {
  ConfirmationDialog,
  ConfirmProvider,
  useConfirm,
} from '../design-system/src/components/ConfirmationDialog';

/** Room for the fixed scrim and the centred panel in the screenshot. */
const fullHeight: Decorator = (Story) => (
  <div style={{ minHeight: '100vh', padding: vars.space.lg, background: vars.color.surfaceMuted }}>
    <Story />
  </div>
);

const meta = {
  title: 'Feedback/ConfirmationDialog',
  component: ConfirmationDialog,
  args: {
    open: true,
    title: <FormattedMessage id="story.confirmationDialog.title" />,
    message: <FormattedMessage id="story.confirmationDialog.message" />,
    onAccept: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [fullHeight],
} satisfies Meta<typeof ConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Cancel this booking?');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CustomLabels: Story = {
  args: {
    acceptLabel: <FormattedMessage id="story.confirmationDialog.cancelBooking" />,
    cancelLabel: <FormattedMessage id="story.confirmationDialog.keepBooking" />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title: <FormattedMessage id="story.confirmationDialog.longTitle" />,
    message: <FormattedMessage id="story.confirmationDialog.longMessage" />,
    acceptLabel: <FormattedMessage id="story.confirmationDialog.cancelBooking" />,
    cancelLabel: <FormattedMessage id="story.confirmationDialog.keepBooking" />,
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog')).toHaveAccessibleName('¿Cancelar esta reserva?');
    await expect(canvas.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  },
};

/** What a page does: await the golfer's answer, then act on it. */
function CancelBookingPage() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<boolean | null>(null);
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: vars.space.md }}>
      <Button
        variant="critical"
        onClick={async () => {
          setAnswer(
            await confirm({
              title: <FormattedMessage id="story.confirmationDialog.title" />,
              message: <FormattedMessage id="story.confirmationDialog.message" />,
              acceptLabel: <FormattedMessage id="story.confirmationDialog.cancelBooking" />,
              cancelLabel: <FormattedMessage id="story.confirmationDialog.keepBooking" />,
            }),
          );
        }}
      >
        <FormattedMessage id="story.confirmationDialog.trigger" />
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {answer === true && <FormattedMessage id="story.confirmationDialog.answerAccepted" />}
        {answer === false && <FormattedMessage id="story.confirmationDialog.answerDeclined" />}
      </p>
    </div>
  );
}

export const UseConfirmDemo: Story = {
  render: () => (
    <ConfirmProvider>
      <CancelBookingPage />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Cancel my booking' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Cancel this booking?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Answer: booking kept');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
