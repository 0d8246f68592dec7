import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../design-system/src';
import {
  Select,
  type SelectOption,
  type SelectProps,
} from '../design-system/src/components/Select';

/** ISO 3166 codes of the countries golfers book from (the site's Comun/Paises list). */
const COUNTRY_CODES = [
  'AD',
  'AR',
  'AT',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IS',
  'IT',
  'JP',
  'LU',
  'MA',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'SE',
  'US',
  'ZA',
];

/** Country names in the story's language, from the browser's own CLDR data, sorted for it. */
function countryOptions(culture: string): SelectOption[] {
  const names = new Intl.DisplayNames([culture], { type: 'region' });
  const collator = new Intl.Collator(culture);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}

/** Keeps the chosen value like a form would, with translated options and placeholder. */
function CountrySelect({ value: initialValue, onChange, ...props }: SelectProps) {
  const intl = useIntl();
  const [value, setValue] = useState(initialValue);
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <Select
      {...props}
      options={options}
      value={value}
      placeholder={intl.formatMessage({ id: 'story.select.placeholder' })}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Form/Select',
  component: Select,
  args: {
    label: <FormattedMessage id="story.select.country" />,
    name: 'country',
    options: [],
    value: '',
    onChange: fn(),
  },
  render: (args) => <CountrySelect {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { value: 'ES' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveValue('Spain');
  },
};

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(combobox).toHaveValue('');
    await expect(combobox).toHaveAttribute('placeholder', 'Choose your country');
  },
};

export const OpenWithSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('placeholder', 'Search...');
    await expect(canvas.getAllByRole('option')).toHaveLength(30);
    await userEvent.type(combobox, 'port');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('Portugal');
    await expect(combobox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardChoice: Story = {
  args: { value: 'FR' },
  play: async ({ args, canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Country' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // France, then the next country in English order.
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('DE');
    await expect(combobox).toHaveValue('Germany');
    await userEvent.keyboard('{ArrowDown}{End}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveValue('Germany');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(combobox, 'atlantis');
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const CustomNoResults: Story = {
  args: { noResultsText: <FormattedMessage id="story.select.noSuchCountry" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'atlantis');
    await expect(canvas.getByRole('status')).toHaveTextContent('No country matches your search');
  },
};

export const RequiredWithError: Story = {
  args: {
    required: true,
    hint: <FormattedMessage id="story.select.countryHint" />,
    error: <FormattedMessage id="field.required" />,
  },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription(
      'This field is required Where your golf federation licence was issued',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'PT', disabled: true },
  play: async ({ args, canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(combobox).toBeDisabled();
    await userEvent.click(combobox, { pointerEventsCheck: 0 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SearchSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'País' });
    await userEvent.type(combobox, 'espana');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('España');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('ES');
    await expect(combobox).toHaveValue('España');
  },
};

export const OpenFrench: Story = {
  args: { value: 'SE' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Pays' });
    await expect(combobox).toHaveValue('Suède');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('placeholder', 'Rechercher...');
    // Opens on the chosen country.
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Suède' }).id,
    );
  },
};
