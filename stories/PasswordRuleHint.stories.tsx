import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { PasswordField } from '../design-system/src/components/PasswordField';
import {
  PasswordRuleHint,
  type PasswordRuleHintProps,
} from '../design-system/src/components/PasswordRuleHint';

/** A new-password field described by the hint, as on the password reset and change pages. */
function NewPassword({ value: initialValue }: PasswordRuleHintProps) {
  const hintId = useId();
  const [value, setValue] = useState(initialValue);
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
      <PasswordField
        label={<FormattedMessage id="story.passwordField.password" />}
        autoComplete="new-password"
        required
        defaultValue={initialValue}
        aria-describedby={hintId}
        onChange={(event) => setValue(event.target.value)}
      />
      <PasswordRuleHint id={hintId} value={value} />
    </div>
  );
}

/** The state each requirement shows, in its order. */
function states(canvasElement: HTMLElement): Array<string | undefined> {
  return within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.dataset.met);
}

const meta = {
  title: 'Account/PasswordRuleHint',
  component: PasswordRuleHint,
  args: { value: '' },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordRuleHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingTyped: Story = {
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['false', 'false', 'false']);
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const PartlyMet: Story = {
  args: { value: 'Birdie' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['false', 'true', 'false']);
  },
};

export const AllMet: Story = {
  args: { value: 'Birdie2026!' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['true', 'true', 'true']);
  },
};

export const TooLong: Story = {
  args: { value: 'Birdie2026!Eagle2027' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['false', 'true', 'true']);
  },
};

export const WhileTyping: Story = {
  render: (args) => <NewPassword {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    const status = canvas.getByRole('status');
    await userEvent.type(input, 'b');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.keyboard('{Backspace}B');
    await expect(status).toHaveTextContent('One capital letter: met');
    // 'Birdies' to 'Birdies2' meets two requirements with one keystroke: both are announced.
    await userEvent.type(input, 'irdies2');
    await expect(status).toHaveTextContent(
      '8 to 16 characters: met and One digit or special character: met',
    );
    await expect(states(canvasElement)).toEqual(['true', 'true', 'true']);
    await expect(input).toHaveAccessibleDescription(
      'Your password needs 8 to 16 characters: met One capital letter: met One digit or special character: met',
    );
  },
};

export const PartlyMetSpanish: Story = {
  args: { value: 'birdie2026' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tu contraseña necesita')).toBeVisible();
    await expect(canvas.getByText('Una letra mayúscula: aún no cumplido')).toBeInTheDocument();
  },
};

export const PartlyMetFrench: Story = {
  args: { value: 'Birdie' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('De 8 à 16 caractères : pas encore respecté'),
    ).toBeInTheDocument();
  },
};

export const AllMetSwedish: Story = {
  args: { value: 'Birdie2026!' },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En versal: uppfyllt')).toBeInTheDocument();
  },
};
