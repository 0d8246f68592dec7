import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import {
  PromocodeField,
  type PromocodeFieldProps,
} from '../design-system/src/components/PromocodeField';
import { cultureFor, LOCALES } from '@fairway/rules';

/** Takes the locale from the toolbar and translates the sample error (an engine message). */
function PromocodeStory({ error, ...props }: PromocodeFieldProps) {
  const intl = useIntl();
  const locale = LOCALES.find((code) => cultureFor(code).culture === intl.locale) ?? 'en';
  return (
    <PromocodeField {...props} locale={locale} error={error && intl.formatMessage({ id: error })} />
  );
}

const meta = {
  title: 'Shop/PromocodeField',
  component: PromocodeField,
  args: { locale: 'en', onApply: fn(), onRemove: fn() },
  render: (args) => <PromocodeStory {...args} />,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div style={{ maxWidth: vars.size.fieldMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof PromocodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Promocode' });
    await userEvent.type(input, 'AUTUMN10{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('AUTUMN10');
    // Back to the empty field, so the screenshot shows the resting state.
    await userEvent.clear(input);
    await userEvent.tab({ shift: true });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Applying…' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: 'story.booking.promoError' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Promocode' }),
    ).toHaveAccessibleDescription('Promocode not valid');
  },
};

export const Applied: Story = {
  args: { applied: { code: 'AUTUMN10', discount: 129.05 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Promocode AUTUMN10 applied: −129.05 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promocode AUTUMN10' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Apply, then Remove, as the cart page wires it to its cart state. */
function RoundTrip() {
  const [applied, setApplied] = useState<PromocodeFieldProps['applied']>(null);
  return (
    <PromocodeField
      locale="en"
      applied={applied}
      onApply={(code) => setApplied({ code, discount: 10 })}
      onRemove={() => setApplied(null)}
    />
  );
}

export const ApplyAndRemove: Story = {
  render: () => <RoundTrip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promocode' }), 'SPRING{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Promocode SPRING applied: −10.00 €',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promocode SPRING' }));
    await expect(canvas.getByRole('textbox', { name: 'Promocode' })).toBeVisible();
  },
};

export const Spanish: Story = {
  args: { error: 'story.booking.promoError' },
  globals: { locale: 'es' },
};

export const SwedishApplied: Story = {
  args: { applied: { code: 'HOST25', discount: 21.25 } },
  globals: { locale: 'sv' },
};
