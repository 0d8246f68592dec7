import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import type { SelectOption } from '../design-system/src/components/Select';
import { SignUpForm, type SignUpFormProps } from '../design-system/src/components/SignUpForm';

/** The engine's country list (Comun/Paises/ObtenerPaises) holds the clubs' and golfers' countries. */
const COUNTRY_CODES = ['DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'NL', 'NO', 'PT', 'SE', 'US'];

/** Country names in the story's language, from the browser's own CLDR data, sorted for it. */
function countryOptions(culture: string): SelectOption[] {
  const names = new Intl.DisplayNames([culture], { type: 'region' });
  const collator = new Intl.Collator(culture);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}

/** The sign-up form with the countries in the story's language, as the engine gives them. */
function LocalisedSignUpForm(props: SignUpFormProps) {
  const intl = useIntl();
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return <SignUpForm {...props} countries={countries} />;
}

/** What the site's form would post: the story's form hands it here instead. */
const submitted = fn();

function passwordInput(canvasElement: HTMLElement, label: RegExp): HTMLElement {
  return within(canvasElement).getByLabelText(label, { selector: 'input' });
}

/** The state each requirement of the password hint shows, in its order. */
function hintStates(canvasElement: HTMLElement): Array<string | undefined> {
  return within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.dataset.met);
}

const meta = {
  title: 'Account/SignUpForm',
  component: SignUpForm,
  args: { countries: [], termsHref: '/en/terms-and-conditions' },
  render: (args) => <LocalisedSignUpForm {...args} />,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
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
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fields marked with * are required')).toBeVisible();
    // Every field but the newsletter is required, and marked.
    await expect(canvas.getAllByText('*')).toHaveLength(8);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'placeholder',
      'Choose your country',
    );
    await expect(hintStates(canvasElement)).toEqual(['false', 'false', 'false']);
  },
};

export const TypingThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = passwordInput(canvasElement, /^Password/);
    await userEvent.type(password, 'birdie');
    await expect(hintStates(canvasElement)).toEqual(['false', 'false', 'false']);
    await userEvent.type(password, '26');
    await expect(hintStates(canvasElement)).toEqual(['true', 'false', 'true']);
    // The last keystroke met the length: that alone is announced.
    await expect(
      canvas.getByText('8 to 16 characters: met', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await expect(password).toHaveAccessibleDescription(
      'Your password needs 8 to 16 characters: met One capital letter: not met yet One digit or special character: met',
    );
  },
};

export const FilledAndSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitted.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Surname' }), 'Pérez García');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.type(passwordInput(canvasElement, /^Password/), 'Birdie2026!');
    await userEvent.type(passwordInput(canvasElement, /^Repeat password/), 'Birdie2026!');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '+34 600 000 000');
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(country, 'spa');
    await userEvent.keyboard('{Enter}');
    await expect(country).toHaveValue('Spain');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(submitted).toHaveBeenCalledWith({
      name: 'Ana',
      surname: 'Pérez García',
      email: 'ana@example.com',
      password: 'Birdie2026!',
      passwordConfirmation: 'Birdie2026!',
      phone: '+34 600 000 000',
      country: 'ES',
      terms: 'on',
    });
    await expect(hintStates(canvasElement)).toEqual(['true', 'true', 'true']);
  },
};

export const WithErrors: Story = {
  args: {
    defaultValues: {
      name: 'Ana',
      email: 'ana@example',
      phone: '600 000 000',
      country: 'PT',
      newsletter: true,
    },
    errors: {
      surname: 'field.required',
      email: 'email.format',
      password: 'password.strict',
      passwordConfirmation: 'password.mismatch',
      terms: 'terms.required',
    },
    formError: <FormattedMessage id="story.account.signUpFailure" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Surname' })).toHaveAccessibleDescription(
      'This field is required',
    );
    // The strict rule's message first, then the checklist that says what is still missing.
    await expect(passwordInput(canvasElement, /^Password/)).toHaveAccessibleDescription(
      /^Password must have 8 to 16 characters, one capital letter and one digit or special character Your password needs/,
    );
    await expect(passwordInput(canvasElement, /^Repeat password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toHaveAccessibleDescription('You must accept the terms and conditions');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Portugal');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Registration process failed: there is already an account with this email',
    );
  },
};

export const Busy: Story = {
  args: {
    defaultValues: {
      name: 'Ana',
      surname: 'Pérez García',
      email: 'ana@example.com',
      phone: '600 000 000',
      country: 'ES',
      terms: true,
    },
    busy: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitted.mockClear();
    const button = canvas.getByRole('button', { name: 'Creating your account…' });
    await userEvent.click(button);
    await expect(submitted).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithErrorsSpanish: Story = {
  ...WithErrors,
  args: { ...WithErrors.args, termsHref: '/es/terms-and-conditions' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Apellidos' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    await expect(canvas.getByRole('combobox', { name: 'País' })).toHaveValue('Portugal');
    await expect(passwordInput(canvasElement, /^Repite la contraseña/)).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
  },
};

export const TypingThePasswordFrench: Story = {
  args: { termsHref: '/fr/terms-and-conditions' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const password = passwordInput(canvasElement, /^Mot de passe/);
    await userEvent.type(password, 'Birdie');
    await expect(hintStates(canvasElement)).toEqual(['false', 'true', 'false']);
    await expect(password).toHaveAccessibleDescription(/Une lettre majuscule : respecté/);
  },
};

export const EmptySwedish: Story = {
  args: { termsHref: '/sv/terms-and-conditions' },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Jag godkänner villkoren' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Skapa konto' })).toBeVisible();
  },
};
