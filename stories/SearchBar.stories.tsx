import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SearchBar,
  type SearchBarProps,
  type SearchSuggestion,
} from '../design-system/src/components/SearchBar';
import { vars } from '../design-system/src/themes/vars.css';

const MIXED: SearchSuggestion[] = [
  { id: 'mun-29069', label: 'Marbella', kind: 'location' },
  { id: 'club-112', label: 'Marbella Golf & Country Club', kind: 'club' },
  { id: 'club-87', label: 'Santa María Golf & Country Club', kind: 'club' },
  { id: 'mun-30024', label: 'Mar Menor', kind: 'location' },
  { id: 'club-140', label: 'Real Club de Golf Las Brisas', kind: 'club' },
];

const VAL: SearchSuggestion[] = [
  { id: 'club-11', label: 'Real Club Valderrama', kind: 'club' },
  { id: 'mun-46250', label: 'Valencia', kind: 'location' },
  { id: 'club-301', label: 'Vale do Lobo Royal Golf', kind: 'club' },
  { id: 'mun-47186', label: 'Valladolid', kind: 'location' },
];

const LONG: SearchSuggestion[] = [
  {
    id: 'club-501',
    label: 'Real Club de Golf Sotogrande – Recorrido Championship diseñado por Robert Trent Jones',
    kind: 'club',
  },
  {
    id: 'mun-11033',
    label: 'San Roque, Sotogrande, Campo de Gibraltar, Cádiz, Andalucía, España',
    kind: 'location',
  },
  { id: 'club-502', label: 'La Reserva Club Sotogrande', kind: 'club' },
];

const MANY: SearchSuggestion[] = [
  { id: 'club-1', label: 'Quinta do Lago – South Course', kind: 'club' },
  { id: 'club-2', label: 'Quinta do Lago – North Course', kind: 'club' },
  { id: 'club-3', label: 'Quinta do Lago – Laranjal', kind: 'club' },
  { id: 'mun-1', label: 'Vilamoura', kind: 'location' },
  { id: 'club-4', label: 'Vilamoura Old Course', kind: 'club' },
  { id: 'club-5', label: 'Dom Pedro Victoria Golf Course', kind: 'club' },
  { id: 'mun-2', label: 'Almancil', kind: 'location' },
  { id: 'club-6', label: 'San Lorenzo Golf Course', kind: 'club' },
  { id: 'club-7', label: 'Vale do Lobo Ocean Course', kind: 'club' },
  { id: 'mun-3', label: 'Loulé', kind: 'location' },
  { id: 'club-8', label: 'Pinheiros Altos', kind: 'club' },
  { id: 'club-9', label: 'Quinta da Ria', kind: 'club' },
];

const WITH_REGION: SearchSuggestion[] = [
  { id: 'reg:3', label: 'Andalusia', kind: 'region' },
  { id: 'mun:41091', label: 'Sevilla, Andalusia', kind: 'location' },
  { id: 'club:118', label: 'Real Club de Golf Andalucía', kind: 'club' },
];

// What the site offers when nothing matches: every region of the catalog.
const REGIONS: SearchSuggestion[] = [
  { id: 'reg:11', label: 'Algarve', kind: 'region' },
  { id: 'reg:3', label: 'Andalusia', kind: 'region' },
  { id: 'reg:8', label: 'Canary Islands', kind: 'region' },
  { id: 'reg:1', label: 'Costa del Sol', kind: 'region' },
];

// The site keeps the text; so does this wrapper, reporting each change to the args' spy.
function Controlled(props: SearchBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBar
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

// The error text comes from the server in the reader's language; a story message stands in.
function WithServerError(props: SearchBarProps) {
  const intl = useIntl();
  return (
    <Controlled {...props} errorMessage={intl.formatMessage({ id: 'story.searchBar.error' })} />
  );
}

const meta = {
  title: 'Layout/SearchBar',
  component: SearchBar,
  args: {
    value: '',
    suggestions: [],
    onValueChange: fn(),
    onSelect: fn(),
    onSearch: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      // Room below the box, so the screenshot holds the open list.
      <div
        style={{
          maxWidth: vars.size.fieldMax,
          minHeight: `calc(${vars.size.touch} * 10)`,
          padding: vars.space.lg,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search clubs and locations' });
    await expect(input).toHaveAttribute('placeholder', 'search...');
    await expect(canvas.getByRole('search')).toHaveAccessibleName('Search clubs and locations');
    await userEvent.type(input, '   ');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(input);
  },
};

export const Suggestions: Story = {
  args: { value: 'mar', suggestions: MIXED, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(options[0]).toHaveAccessibleName('Marbella, location');
    await expect(options[1]).toHaveAccessibleName('Marbella Golf & Country Club, club');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 results');
  },
};

export const Loading: Story = {
  args: { value: 'sotog', loading: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Searching…', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByText('No results found')).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { value: 'Benidorm Norte', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results found', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
  },
};

export const ServerError: Story = {
  args: { value: 'mar' },
  render: (args) => <WithServerError {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription(
      'Suggestions could not be loaded. Please try again.',
    );
  },
};

export const LongLabels: Story = {
  args: { value: 'sotogrande', suggestions: LONG, defaultOpen: true },
};

export const ManySuggestions: Story = {
  args: { value: 'o', suggestions: MANY, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(12);
    // The list scrolls inside its popup instead of running off the page.
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

export const Keyboard: Story = {
  args: { suggestions: VAL },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, '  ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'val');
    await expect(args.onSearch).toHaveBeenLastCalledWith('val');
    await expect(args.onSearch).toHaveBeenCalledTimes(3);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = canvasElement.ownerDocument.getElementById(
      input.getAttribute('aria-activedescendant') ?? '',
    );
    await expect(active).toHaveAccessibleName('Valencia, location');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(VAL[1]);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
    // Escape on a closed list clears the text.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveValue(''));
    input.blur();
  },
};

export const MouseSelection: Story = {
  args: { suggestions: VAL },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'vale');
    await userEvent.click(canvas.getByRole('option', { name: 'Vale do Lobo Royal Golf, club' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(VAL[2]);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Spanish: Story = {
  args: {
    value: 'mala',
    defaultOpen: true,
    suggestions: [
      { id: 'mun-29067', label: 'Málaga', kind: 'location' },
      { id: 'club-21', label: 'Parador de Málaga Golf', kind: 'club' },
      { id: 'club-22', label: 'Guadalhorce Club de Golf, Málaga', kind: 'club' },
    ],
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('placeholder', 'buscar...');
    await expect(canvas.getByRole('option', { name: 'Málaga, destino' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 resultados');
  },
};

export const RegionSuggestion: Story = {
  args: { value: 'andalu', suggestions: WITH_REGION, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: 'Andalusia, region' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 results');
  },
};

export const NoResultsWithRegions: Story = {
  args: { value: 'Benidorm Norte', noResultsRegions: REGIONS, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results found', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
    const listbox = canvas.getByRole('listbox', { name: 'Browse a region instead' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
  },
};

export const RegionInsteadByKeyboard: Story = {
  args: { noResultsRegions: REGIONS },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'zzz');
    await expect(canvas.getByText('No results found', { selector: 'p' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(REGIONS[1]);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    input.blur();
  },
};

export const SwedishRegions: Story = {
  args: {
    value: 'kanarie',
    defaultOpen: true,
    suggestions: [
      { id: 'reg:8', label: 'Kanarieöarna', kind: 'region' },
      { id: 'club:301', label: 'Golf del Sur', kind: 'club' },
    ],
  },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('option', { name: 'Kanarieöarna, region' }),
    ).toBeVisible();
  },
};

export const FrenchNoResultsWithRegions: Story = {
  args: {
    value: 'zzz',
    defaultOpen: true,
    noResultsRegions: [
      { id: 'reg:11', label: 'Algarve', kind: 'region' },
      { id: 'reg:3', label: 'Andalousie', kind: 'region' },
      { id: 'reg:8', label: 'Îles Canaries', kind: 'region' },
    ],
  },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun résultat trouvé', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Andalousie, région' })).toBeVisible();
  },
};
