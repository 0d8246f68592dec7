import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../design-system/src';
import { PasswordField } from '../design-system/src/components/PasswordField';

/** The password input, found through its label (a password input has no ARIA role). */
function passwordInput(canvasElement: HTMLElement, label: RegExp): HTMLElement {
  return within(canvasElement).getByLabelText(label, { selector: 'input' });
}

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  args: {
    label: <FormattedMessage id="story.passwordField.password" />,
    defaultValue: 'Birdie2026!',
    autoComplete: 'current-password',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement, /^Password/)).toHaveAttribute('type', 'password');
    const toggle = within(canvasElement).getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, /^Password/);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    const toggle = within(canvasElement).getByRole('button', { name: 'Hide password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The caret stayed where it was: two characters before the end.
    await userEvent.keyboard('7');
    await expect(input).toHaveValue('Birdie20276!');
  },
};

export const StrictRule: Story = {
  args: {
    autoComplete: 'new-password',
    defaultValue: '',
    required: true,
    rule: 'strict',
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, /^Password/);
    await expect(input).toHaveAccessibleDescription(
      'Password must have 8 to 16 characters, one capital letter and one digit or special character',
    );
  },
};

export const Mismatch: Story = {
  args: {
    label: <FormattedMessage id="story.passwordField.confirmation" />,
    autoComplete: 'new-password',
    defaultValue: 'Birdie2025!',
    required: true,
    error: <FormattedMessage id="password.mismatch" />,
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, /^Repeat password/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match');
  },
};

export const Disabled: Story = {
  args: {
    label: <FormattedMessage id="story.passwordField.currentPassword" />,
    disabled: true,
  },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement, /^Current password/)).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Show password' }),
    ).toBeDisabled();
  },
};

export const StrictRuleFrench: Story = {
  ...StrictRule,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Afficher le mot de passe' });
    await userEvent.click(toggle);
    await expect(passwordInput(canvasElement, /^Mot de passe/)).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Masquer le mot de passe');
  },
};

export const MismatchSpanish: Story = {
  ...Mismatch,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, /^Repite la contraseña/);
    await expect(input).toHaveAccessibleDescription('Las contraseñas no coinciden');
  },
};
