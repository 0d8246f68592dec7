import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { CartLine, type CartLineProps } from '../design-system/src/components/CartLine';
import { cultureFor, LOCALES } from '@fairway/rules';

/** Translates the rate and service names (story message ids here) and takes the locale. */
function CartLineStory({ rates, services, ...props }: CartLineProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = LOCALES.find((code) => cultureFor(code).culture === intl.locale) ?? 'en';
  return (
    <CartLine
      {...props}
      locale={locale}
      rates={rates.map((rate) => ({ ...rate, name: t(rate.name) }))}
      services={services.map((service) => ({ ...service, name: t(service.name) }))}
    />
  );
}

const meta = {
  title: 'Shop/CartLine',
  component: CartLine,
  args: {
    date: '2026-11-22',
    time: '09:30',
    timeZoneName: 'Europe/Madrid',
    locale: 'en',
    players: 2,
    rates: [{ name: 'story.booking.greenFee', players: 2, unitPrice: 85 }],
    services: [],
    total: 170,
    onRemove: fn(),
  },
  render: (args) => <CartLineStory {...args} />,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div style={{ maxWidth: vars.size.dialogWideMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: '22 November 2026, 09:30' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the tee time at 09:30' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const WithServices: Story = {
  args: {
    players: 4,
    rates: [
      { name: 'story.booking.greenFee', players: 2, unitPrice: 85 },
      { name: 'story.booking.resident', players: 2, unitPrice: 55.5 },
    ],
    services: [
      { name: 'story.booking.buggy', units: 2, unitPrice: 40 },
      { name: 'story.booking.clubRental', units: 1, unitPrice: 35 },
    ],
    total: 396,
  },
};

export const Removing: Story = {
  args: { removing: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove the tee time at 09:30' }),
    ).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { onRemove: undefined, headingLevel: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Spanish: Story = {
  args: {
    rates: [{ name: 'story.booking.resident', players: 3, unitPrice: 1234.5 }],
    services: [{ name: 'story.booking.trolley', units: 3, unitPrice: 12.5 }],
    players: 3,
    total: 3741,
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Quitar la hora de salida de las 09:30' }),
    ).toBeVisible();
  },
};

export const French: Story = {
  args: {
    services: [{ name: 'story.booking.buggy', units: 1, unitPrice: 40 }],
    total: 210,
  },
  globals: { locale: 'fr' },
};
