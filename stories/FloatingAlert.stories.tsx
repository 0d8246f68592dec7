import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../design-system/src';
import { FloatingAlert } from '../design-system/src/components/FloatingAlert';

/** The alert floats over a page; give it one so the screenshot shows where it sits. */
const page: Decorator = (Story) => (
  <div style={{ minHeight: '100vh', padding: vars.space.xl, background: vars.color.surfaceMuted }}>
    <h1
      style={{
        margin: 0,
        marginTop: vars.space.xxl,
        fontFamily: vars.font.heading,
        fontSize: vars.fontSize.xl,
      }}
    >
      <FormattedMessage id="story.floatingAlert.pageTitle" />
    </h1>
    <Story />
  </div>
);

const meta = {
  title: 'Feedback/FloatingAlert',
  component: FloatingAlert,
  args: {
    alert: {
      visible: true,
      type: 'success',
      message: <FormattedMessage id="story.floatingAlert.success" />,
    },
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [page],
} satisfies Meta<typeof FloatingAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/booking is confirmed/);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ErrorMessage: Story = {
  args: {
    alert: {
      visible: true,
      type: 'error',
      message: <FormattedMessage id="story.floatingAlert.error" />,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to cancel booking');
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LongMessage: Story = {
  args: {
    alert: {
      visible: true,
      type: 'error',
      message: <FormattedMessage id="story.floatingAlert.longMessage" />,
    },
  },
};

export const Hidden: Story = {
  args: {
    alert: {
      visible: false,
      type: 'error',
      message: <FormattedMessage id="story.floatingAlert.error" />,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const ErrorSpanish: Story = {
  ...ErrorMessage,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se ha podido cancelar la reserva',
    );
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  },
};

export const SuccessSpanish: Story = {
  globals: { locale: 'es' },
};

/** A success with a link in it (the club page's "View the cart"): the link keeps the alert's colour. */
export const SuccessWithLink: Story = {
  args: {
    alert: {
      visible: true,
      type: 'success',
      message: (
        <FormattedMessage
          id="story.floatingAlert.withLink"
          values={{ link: (chunks) => <a href="#cart">{chunks}</a> }}
        />
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'View the cart' });
    const alert = canvas.getByRole('status');
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(alert).color);
  },
};
