import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { HolderFields } from '../design-system/src/components/HolderFields';

const meta = {
  title: 'Form/HolderFields',
  component: HolderFields,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
          style={{ maxWidth: vars.size.fieldMax }}
        >
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof HolderFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checkout and tournament registration for a guest: who the booking or entry is for. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [/^Name/, /^Surname/, /^E-mail/])
      await expect(canvas.getByLabelText(label, { selector: 'input' })).toBeRequired();
  },
};

/** A guest's details kept from an earlier checkout, and the rules a resend broke. */
export const Refused: Story = {
  args: {
    defaultValues: { name: 'Ada', surname: '', email: 'ada@example' },
    errors: { surname: 'field.required', email: 'email.format' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Surname/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(/^E-mail/, { selector: 'input' })).toHaveValue(
      'ada@example',
    );
  },
};
