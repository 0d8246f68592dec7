import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { FormError } from '../design-system/src/components/FormError';

const meta = {
  title: 'Feedback/FormError',
  component: FormError,
  args: { children: <FormattedMessage id="story.account.loginFailure" /> },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div style={{ maxWidth: vars.size.fieldMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginFailure: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The email or the password is not correct',
    );
  },
};

export const LongMessage: Story = {
  args: { children: <FormattedMessage id="story.account.signUpFailure" /> },
};

export const LoginFailureFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'L’e-mail ou le mot de passe n’est pas correct',
    );
  },
};

export const LongMessageSwedish: Story = {
  ...LongMessage,
  globals: { locale: 'sv' },
};
