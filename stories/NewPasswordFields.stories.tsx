import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { NewPasswordFields } from '../design-system/src/components/NewPasswordFields';

const meta = {
  title: 'Account/NewPasswordFields',
  component: NewPasswordFields,
  args: { label: 'New password', confirmationLabel: 'Repeat the new password' },
  decorators: [
    (Story) => (
      <div
        className={sprinkles({
          display: 'flex',
          flexDirection: 'column',
          gap: 'md',
          padding: 'lg',
        })}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewPasswordFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-up, reset and change: the checklist follows the password, not its repetition. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'Birdie');
    await userEvent.type(
      canvas.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
      'Birdie2026',
    );
    const met = canvas.getAllByRole('listitem').map((item) => item.dataset.met);
    await expect(met).toEqual(['false', 'true', 'false']);
  },
};

export const Refused: Story = {
  args: {
    error: 'Use 8 to 16 characters, with a capital letter and a digit or special character',
    confirmationError: 'Passwords do not match',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByLabelText(/^Repeat the new password/, { selector: 'input' }),
    ).toHaveAccessibleDescription(/Passwords do not match/);
  },
};
