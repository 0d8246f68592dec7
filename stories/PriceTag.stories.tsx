import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, within } from 'storybook/test';
import { designSystemMessages, sprinkles } from '../design-system/src';
import { PriceTag, type PriceTagProps } from '../design-system/src/components/PriceTag';
import { cultureFor, formatPrice, LANGUAGES } from '@fairway/rules';

const meta = {
  title: 'Shop/PriceTag',
  component: PriceTag,
  args: { amount: 45 },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  args: { amount: 29.999 },
  play: async ({ canvasElement }) => {
    // Truncated, never rounded up to 30.00.
    await expect(within(canvasElement).getByText('29.99 €')).toBeVisible();
  },
};

export const From: Story = {
  args: { amount: 45, from: true },
};

export const Discounted: Story = {
  args: { amount: 85, previousAmount: 110, discountPercent: 22.72 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Was 110.00 €')).toBeInTheDocument();
    await expect(canvasElement.querySelector('s')).toHaveStyle({
      textDecorationLine: 'line-through',
    });
  },
};

export const FromDiscounted: Story = {
  args: { amount: 85, previousAmount: 110, discountPercent: 20, from: true },
};

export const LargeAmounts: Story = {
  args: { amount: 123456.789, previousAmount: 234567.891, size: 'large' },
};

export const Spanish: Story = {
  args: { amount: 1234.999, previousAmount: 1500, discountPercent: 17.5, from: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.234,99 €')).toBeVisible();
  },
};

export const French: Story = {
  args: Spanish.args,
  globals: { locale: 'fr' },
};

export const Swedish: Story = {
  args: Spanish.args,
  globals: { locale: 'sv' },
};

/** The same prices under each culture, to compare grouping and decimal separators. */
function AllLocales(props: PriceTagProps) {
  return (
    <ul
      className={sprinkles({
        display: 'grid',
        gridTemplateColumns: { mobile: '2', tablet: '4' },
        gap: 'lg',
        padding: 'none',
        margin: 'none',
      })}
    >
      {LANGUAGES.map((language) => (
        <li
          key={language.value}
          lang={language.code}
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}
        >
          <span className={sprinkles({ fontSize: 'sm', color: 'textMuted' })}>{language.name}</span>
          <IntlProvider
            locale={cultureFor(language.value).culture}
            defaultLocale="en-GB"
            messages={designSystemMessages[language.value]}
          >
            <PriceTag {...props} />
          </IntlProvider>
        </li>
      ))}
    </ul>
  );
}

export const AllLocalesSideBySide: Story = {
  args: { amount: 1234.567, previousAmount: 1500, discountPercent: 17.5, from: true },
  render: (args) => <AllLocales {...args} />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const [index, language] of LANGUAGES.entries()) {
      // Raw text: Testing Library's text matchers fold the no-break spaces of fr and sv.
      await expect(items[index]?.textContent).toContain(formatPrice(1234.567, language.code));
    }
  },
};
