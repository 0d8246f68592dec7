import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { Button } from '../design-system/src/components/Button';
import { OrderSummary, type OrderSummaryProps } from '../design-system/src/components/OrderSummary';
import { cultureFor, LOCALES } from '@fairway/rules';

/** Takes the locale from the toolbar's IntlProvider, as the site passes its route's locale. */
function OrderSummaryStory(props: OrderSummaryProps) {
  const intl = useIntl();
  const locale = LOCALES.find((code) => cultureFor(code).culture === intl.locale) ?? 'en';
  return <OrderSummary {...props} locale={locale} />;
}

const meta = {
  title: 'Shop/OrderSummary',
  component: OrderSummary,
  args: {
    locale: 'en',
    teeTimeCount: 2,
    subtotal: 1290.5,
    discount: 129.05,
    promoCode: 'AUTUMN10',
    fee: 3.5,
    total: 1164.95,
  },
  render: (args) => <OrderSummaryStory {...args} />,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div style={{ maxWidth: vars.size.fieldMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDiscount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(canvas.getByText('Discount (AUTUMN10)')).toBeVisible();
    await expect(canvas.getByText('−129.05 €')).toBeVisible();
    await expect(canvas.getByText('Transaction fee (non-refundable)')).toBeVisible();
    await expect(canvas.getByText('1,164.95 €')).toBeVisible();
  },
};

export const NoDiscount: Story = {
  args: { teeTimeCount: 1, subtotal: 85, discount: 0, promoCode: null, fee: 2.5, total: 87.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Discount/)).not.toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    children: (
      <>
        <Button fullWidth>
          <FormattedMessage id="story.booking.checkout" />
        </Button>
        <Button variant="secondary" fullWidth>
          <FormattedMessage id="story.booking.continueShopping" />
        </Button>
      </>
    ),
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gastos de gestión (no reembolsables)')).toBeVisible();
    await expect(canvas.getByText('1.164,95 €')).toBeVisible();
  },
};

export const French: Story = {
  args: { headingLevel: 3 },
  globals: { locale: 'fr' },
};
