import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../design-system/src';
import { TextField } from '../design-system/src/components/TextField';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  args: {
    label: <FormattedMessage id="story.textField.firstName" />,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { autoComplete: 'given-name' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).not.toBeRequired();
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Required: Story = {
  args: {
    label: <FormattedMessage id="story.textField.email" />,
    type: 'email',
    required: true,
    hint: <FormattedMessage id="story.textField.emailHint" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We will send your booking confirmation to this address',
    );
  },
};

export const WithError: Story = {
  args: {
    label: <FormattedMessage id="story.textField.email" />,
    type: 'email',
    required: true,
    defaultValue: 'ana.garcia@golf',
    error: <FormattedMessage id="email.format" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email format not valid');
  },
};

export const Disabled: Story = {
  args: {
    label: <FormattedMessage id="story.textField.mobilePhone" />,
    type: 'tel',
    disabled: true,
    defaultValue: '+34 600 123 456',
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile phone' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '7', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('+34 600 123 456');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { label: <FormattedMessage id="story.textField.longLabel" />, required: true },
};

export const NumberInput: Story = {
  args: {
    label: <FormattedMessage id="story.textField.handicap" />,
    type: 'number',
    defaultValue: 18.4,
  },
};

export const WithErrorSpanish: Story = {
  ...WithError,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('El formato del email no es válido');
  },
};

export const RequiredSwedish: Story = {
  ...Required,
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-post' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};
