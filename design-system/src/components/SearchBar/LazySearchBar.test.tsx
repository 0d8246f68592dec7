import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LazySearchBar } from './LazySearchBar';
import type { SearchSuggestion } from './SearchBar';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const SUGGESTIONS: SearchSuggestion[] = [
  { id: 'mun-29069', label: 'Marbella', kind: 'location' },
  { id: 'club-112', label: 'Marbella Golf & Country Club', kind: 'club' },
];

function Harness({ onSelect }: { onSelect: (s: SearchSuggestion) => void }) {
  const [value, setValue] = useState('');
  return (
    <LazySearchBar
      value={value}
      onValueChange={setValue}
      suggestions={value.length >= 3 ? SUGGESTIONS : []}
      onSelect={onSelect}
    />
  );
}

describe('LazySearchBar', () => {
  it('renders the same combobox on the server, with no option', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={{}}>
        <LazySearchBar value="" onValueChange={vi.fn()} suggestions={[]} onSelect={vi.fn()} />
      </IntlProvider>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('role="listbox"');
    expect(html).not.toContain('role="option"');
  });

  it('shows the suggestions, highlighted and chosen by keyboard, once the golfer types', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('mar');
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([
      'Marbella, location',
      'Marbella Golf & Country Club, club',
    ]);
    const [first] = options;
    expect(first && within(first).getByText('Mar').tagName).toBe('MARK');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(SUGGESTIONS[1]);
  });
});
