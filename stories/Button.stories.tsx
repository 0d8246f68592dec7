import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Button } from '../design-system/src';

const meta = {
  title: 'Form/Button',
  component: Button,
  args: { onClick: fn(), children: <FormattedMessage id="story.button.book" /> },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: <FormattedMessage id="story.button.details" /> },
};

export const Critical: Story = {
  args: { variant: 'critical', children: <FormattedMessage id="story.button.cancel" /> },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: <FormattedMessage id="story.button.details" /> },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: <FormattedMessage id="story.button.longLabel" /> },
};

export const FullWidthSpanish: Story = {
  args: { fullWidth: true },
  globals: { locale: 'es' },
};
