import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { LoginForm } from '../design-system/src/components/LoginForm';

/** What the site's form would post: the story's form hands it here instead. */
const submitted = fn();

/** The password input, found through its label (a password input has no ARIA role). */
function passwordInput(canvasElement: HTMLElement, label: RegExp): HTMLElement {
  return within(canvasElement).getByLabelText(label, { selector: 'input' });
}

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { forgotPasswordHref: '/en/password-recovery' },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        {/* The site's own form around the design system's fields. */}
        <form
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitted(Object.fromEntries(new FormData(event.currentTarget)));
          }}
        >
          <Story />
        </form>
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('name', 'email');
    await expect(email).toBeRequired();
    await expect(passwordInput(canvasElement, /^Password/)).toHaveAttribute('name', 'password');
    await expect(canvas.getAllByText('*')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/password-recovery',
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitted.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    const password = passwordInput(canvasElement, /^Password/);
    await userEvent.type(password, 'Birdie2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(submitted).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'Birdie2026!',
    });
  },
};

export const WithErrors: Story = {
  args: {
    defaultValues: { email: 'ana@example' },
    errors: { email: 'email.format', password: 'password.short' },
    formError: <FormattedMessage id="story.account.loginFailure" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email format not valid');
    await expect(passwordInput(canvasElement, /^Password/)).toHaveAccessibleDescription(
      'Password must have at least 6 characters',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The email or the password is not correct',
    );
  },
};

export const Busy: Story = {
  args: { defaultValues: { email: 'ana@example.com' }, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitted.mockClear();
    const button = canvas.getByRole('button', { name: 'Logging in…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(submitted).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Logging in…');
  },
};

export const WithErrorsSpanish: Story = {
  ...WithErrors,
  args: { ...WithErrors.args, forgotPasswordHref: '/es/password-recovery' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Correo electrónico' }),
    ).toHaveAccessibleDescription('El formato del email no es válido');
    await expect(canvas.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeVisible();
  },
};

export const EmptyFrench: Story = {
  args: { forgotPasswordHref: '/fr/password-recovery' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  },
};

export const BusySwedish: Story = {
  ...Busy,
  args: { ...Busy.args, forgotPasswordHref: '/sv/password-recovery' },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loggar in…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
