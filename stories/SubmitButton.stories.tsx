import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { SubmitButton } from '../design-system/src/components/SubmitButton';

const submitted = fn();

const meta = {
  title: 'Form/SubmitButton',
  component: SubmitButton,
  args: {
    children: <FormattedMessage id="ds.loginForm.submit" />,
    busyLabel: <FormattedMessage id="ds.loginForm.busy" />,
  },
  decorators: [
    (Story) => (
      <form
        className={sprinkles({ padding: 'lg' })}
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await expect(submitted).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitted.mockClear();
    const button = canvas.getByRole('button', { name: 'Logging in…' });
    await userEvent.click(button);
    await expect(submitted).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Logging in…');
  },
};

export const BusyFullWidth: Story = {
  args: {
    busy: true,
    fullWidth: true,
    children: <FormattedMessage id="ds.signUpForm.submit" />,
    busyLabel: <FormattedMessage id="ds.signUpForm.busy" />,
  },
};

export const BusySpanish: Story = {
  ...Busy,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Iniciando sesión…' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
