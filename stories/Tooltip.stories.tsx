import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/src/components/Button';
import { Tooltip } from '../design-system/src/components/Tooltip';
import { TOOLTIP_AUTO_CLOSE_MS } from '@fairway/rules';
import { vars } from '../design-system/src/themes/vars.css';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: <FormattedMessage id="story.tooltip.feeInfo" />,
    children: (
      <Button variant="secondary">
        <FormattedMessage id="story.tooltip.fee" />
      </Button>
    ),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      // Room above the trigger, where the bubble opens.
      <div
        style={{
          padding: `${vars.space.xxl} ${vars.space.lg}`,
          paddingTop: `calc(${vars.size.iconLarge} * 2)`,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Held open (controlled) so the screenshot always shows the bubble; left to itself a tooltip
 * closes after 3 s, which a screenshot taken later would miss.
 */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('The transaction fee is non-refundable.');
    await expect(
      canvas.getByRole('button', { name: 'Transaction fee' }),
    ).toHaveAccessibleDescription('The transaction fee is non-refundable.');
  },
};

export const DefaultOpenClosesByItself: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: TOOLTIP_AUTO_CLOSE_MS + 2000,
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Transaction fee' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      'The transaction fee is non-refundable.',
    );
    await expect(trigger).toHaveAccessibleDescription('The transaction fee is non-refundable.');

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const OpensOnClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transaction fee' }));
    await expect(await canvas.findByRole('tooltip')).toBeVisible();

    // A press anywhere else dismisses it.
    await userEvent.click(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const InformationIconSpanish: Story = {
  args: {
    open: true,
    children: undefined,
    content: <FormattedMessage id="story.tooltip.priceInfo" />,
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Más información' }),
    ).toHaveAccessibleDescription(
      'Los precios son por jugador e incluyen el green fee y los impuestos.',
    );
  },
};

export const LongText: Story = {
  args: {
    open: true,
    side: 'bottom',
    children: (
      <Button variant="secondary">
        <FormattedMessage id="story.tooltip.buggy" />
      </Button>
    ),
    content: <FormattedMessage id="story.tooltip.buggyInfo" />,
  },
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/^Buggy hire depends/);
    // The bubble wraps inside the screen rather than running off its edge.
    const box = tooltip.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
