import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { findMatch, SearchBar, type SearchBarProps, type SearchSuggestion } from './SearchBar';

beforeAll(() => {
  // jsdom has no layout, so no scrolling API; the browser stories cover the real one.
  Element.prototype.scrollIntoView ??= () => undefined;
});

const SUGGESTIONS: SearchSuggestion[] = [
  { id: 'mun-29069', label: 'Marbella', kind: 'location' },
  { id: 'club-112', label: 'Marbella Golf & Country Club', kind: 'club' },
  { id: 'club-87', label: 'Santa María Golf & Country Club', kind: 'club' },
];

type HarnessProps = Partial<Omit<SearchBarProps, 'value' | 'onValueChange'>> & {
  initialValue?: string;
  onValueChange?: (value: string) => void;
};

function Harness({ initialValue = '', onValueChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <SearchBar
      suggestions={[]}
      onSelect={() => undefined}
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

function setup(props: HarnessProps = {}, locale: Locale = 'en') {
  const onSelect = vi.fn<(suggestion: SearchSuggestion) => void>();
  const onSearch = vi.fn<(keyword: string) => void>();
  const user = userEvent.setup();
  renderWithProviders(<Harness onSelect={onSelect} onSearch={onSearch} {...props} />, { locale });
  return { user, onSelect, onSearch, input: screen.getByRole('combobox') };
}

describe('findMatch', () => {
  it('finds the keyword ignoring case and accents', () => {
    expect(findMatch('Málaga', 'mala')).toEqual([0, 4]);
    expect(findMatch('Santa María Golf', 'MARIA')).toEqual([6, 11]);
    expect(findMatch('Real Club de Golf Las Brisas', 'brisas')).toEqual([22, 28]);
  });

  it('maps back to the original text when it is written with combining accents', () => {
    const decomposed = 'Ca\u0301diz';
    expect(findMatch(decomposed, 'cadiz')).toEqual([0, decomposed.length]);
  });

  it('finds nothing for a blank or absent keyword', () => {
    expect(findMatch('Vilamoura', '   ')).toBeNull();
    expect(findMatch('Vilamoura', 'lago')).toBeNull();
  });
});

describe('SearchBar', () => {
  it('is a labelled combobox inside a search landmark, with the SPEC placeholder', () => {
    const { input } = setup();
    expect(screen.getByRole('search', { name: 'Search clubs and locations' })).toContainElement(
      input,
    );
    expect(input).toHaveAccessibleName('Search clubs and locations');
    expect(input).toHaveAttribute('placeholder', 'search...');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
  });

  it('translates its label and placeholder', () => {
    const { input } = setup({}, 'es');
    expect(input).toHaveAccessibleName('Buscar clubes y destinos');
    expect(input).toHaveAttribute('placeholder', 'buscar...');
  });

  it('asks for suggestions on each change, but never for a blank keyword', async () => {
    const onValueChange = vi.fn();
    const { user, onSearch, input } = setup({ onValueChange });
    await user.type(input, '   ');
    expect(onValueChange).toHaveBeenCalledTimes(3);
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'ma');
    expect(onSearch.mock.calls).toEqual([['m'], ['ma']]);
  });

  it('shows each suggestion with its kind and highlights the keyword', () => {
    setup({ initialValue: 'mar', suggestions: SUGGESTIONS, defaultOpen: true });
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAccessibleName('Marbella, location');
    expect(options[1]).toHaveAccessibleName('Marbella Golf & Country Club, club');
    expect(options[2]?.querySelector('mark')).toHaveTextContent(/^Mar$/);
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('highlights a keyword typed without accents', () => {
    setup({
      initialValue: 'malaga',
      suggestions: [{ id: 'mun-29067', label: 'Málaga', kind: 'location' }],
      defaultOpen: true,
    });
    expect(screen.getByRole('option').querySelector('mark')).toHaveTextContent(/^Málaga$/);
  });

  it('labels the kinds in the reader’s language', () => {
    setup({ initialValue: 'mar', suggestions: SUGGESTIONS, defaultOpen: true }, 'sv');
    expect(screen.getByRole('option', { name: 'Marbella, ort' })).toBeInTheDocument();
    expect(screen.getAllByText('klubb')).toHaveLength(2);
  });

  it('opens the list when typing and announces the number of results', async () => {
    const { user, input } = setup({ suggestions: SUGGESTIONS });
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.type(input, 'mar');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('moves the active option with the arrows, wrapping at both ends', async () => {
    const { user, input } = setup({ initialValue: 'mar', suggestions: SUGGESTIONS });
    await user.click(input);
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveAccessibleName('Marbella, location');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toHaveAttribute('id', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveAttribute('id', screen.getAllByRole('option')[2]?.id);
  });

  it('selects the active option with Enter and closes', async () => {
    const { user, input, onSelect } = setup({ initialValue: 'mar', suggestions: SUGGESTIONS });
    input.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(SUGGESTIONS[1]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('does nothing on Enter while no option is active', async () => {
    const { user, input, onSelect } = setup({ suggestions: SUGGESTIONS });
    await user.type(input, 'mar{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('selects a suggestion by mouse', async () => {
    const { user, input, onSelect } = setup({ suggestions: SUGGESTIONS });
    await user.type(input, 'mar');
    await user.click(screen.getByRole('option', { name: /Santa María/ }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(SUGGESTIONS[2]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on the first Escape and clears the text on the second', async () => {
    const onValueChange = vi.fn();
    const { user, input, onSearch } = setup({ suggestions: SUGGESTIONS, onValueChange });
    await user.type(input, 'mar{ArrowDown}');
    onSearch.mockClear();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('mar');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('closes when focus leaves', async () => {
    const { user, input } = setup({ suggestions: SUGGESTIONS });
    await user.type(input, 'mar');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides stale suggestions once the text is blank', () => {
    setup({ initialValue: ' ', suggestions: SUGGESTIONS, defaultOpen: true });
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    setup({ initialValue: 'zzz', suggestions: [], defaultOpen: true }, 'es');
    expect(screen.getByText('No se han encontrado resultados', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No se han encontrado resultados');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels a region suggestion as a region', () => {
    setup(
      {
        initialValue: 'andalu',
        defaultOpen: true,
        suggestions: [{ id: 'reg:3', label: 'Andalusien', kind: 'region' }],
      },
      'sv',
    );
    expect(screen.getByRole('option', { name: 'Andalusien, region' })).toBeInTheDocument();
  });

  it('labels a gazetteer place as a place, in the golfer’s language', () => {
    setup(
      {
        initialValue: 'fao',
        defaultOpen: true,
        suggestions: [{ id: 'lug:102', label: 'Faro flygplats (FAO), Portugal', kind: 'place' }],
      },
      'sv',
    );
    expect(
      screen.getByRole('option', { name: 'Faro flygplats (FAO), Portugal, plats' }),
    ).toBeInTheDocument();
  });

  it('offers the regions when nothing matches, to choose like a suggestion', async () => {
    const regions: SearchSuggestion[] = [
      { id: 'reg:11', label: 'Algarve', kind: 'region' },
      { id: 'reg:3', label: 'Andalusia', kind: 'region' },
    ];
    const { user, input, onSelect } = setup({ noResultsRegions: regions });
    await user.type(input, 'zzz');
    expect(screen.getByText('No results found', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
    const listbox = screen.getByRole('listbox', { name: 'Browse a region instead' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Algarve region', 'Andalusia region']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(regions[0]);
  });

  it('offers no regions while there are suggestions or while searching', () => {
    const regions: SearchSuggestion[] = [{ id: 'reg:11', label: 'Algarve', kind: 'region' }];
    setup({
      initialValue: 'mar',
      suggestions: SUGGESTIONS,
      noResultsRegions: regions,
      defaultOpen: true,
    });
    expect(screen.queryByRole('option', { name: 'Algarve, region' })).toBeNull();
    expect(screen.queryByText('Browse a region instead')).toBeNull();
  });

  it('shows that it is searching instead of “no results” while loading', () => {
    setup({ initialValue: 'sot', suggestions: [], loading: true, defaultOpen: true });
    expect(screen.getByText('Searching…', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('shows the server’s error message and describes the input with it', () => {
    const message = 'Se ha producido un error al buscar';
    setup({ initialValue: 'mar', errorMessage: message });
    const input = screen.getByRole('combobox');
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.getByText(message, { selector: 'p > span' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('has no description when there is no error', () => {
    const { input } = setup({ initialValue: 'mar' });
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
