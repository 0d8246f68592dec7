import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Select, type SelectOption, type SelectProps } from './Select';

const COUNTRIES: SelectOption[] = [
  { value: 'DE', label: 'Alemania' },
  { value: 'ES', label: 'España' },
  { value: 'FR', label: 'Francia' },
  { value: 'IE', label: 'Irlanda' },
  { value: 'PT', label: 'Portugal' },
  { value: 'SE', label: 'Suecia' },
];

type Props = Partial<SelectProps>;

function renderSelect(props: Props = {}, locale: 'en' | 'es' = 'en') {
  const onChange = vi.fn();
  const result = renderWithProviders(
    <Select label="Country" options={COUNTRIES} value="" onChange={onChange} {...props} />,
    { locale },
  );
  return { onChange, ...result, combobox: screen.getByRole('combobox', { name: 'Country' }) };
}

function optionNames(): string[] {
  return within(screen.getByRole('listbox', { name: 'Country' }))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** A parent that keeps the chosen value, as a form would. */
function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('PT');
  return (
    <Select
      label="Country"
      options={COUNTRIES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a collapsed combobox showing the chosen option', () => {
    const { combobox } = renderSelect({ value: 'PT' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox).toHaveValue('Portugal');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the placeholder while nothing is chosen and the search prompt once open', async () => {
    const { combobox } = renderSelect({ placeholder: 'Choose a country' });
    expect(combobox).toHaveAttribute('placeholder', 'Choose a country');
    await userEvent.setup().click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('placeholder', 'Search...');
    expect(combobox).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(optionNames()).toHaveLength(COUNTRIES.length);
  });

  it('filters ignoring case and accents', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect();
    await user.type(combobox, 'espana');
    expect(optionNames()).toEqual(['España']);
    await user.clear(combobox);
    await user.type(combobox, 'ESPAÑ');
    expect(optionNames()).toEqual(['España']);
    await user.clear(combobox);
    await user.type(combobox, 'ia');
    expect(optionNames()).toEqual(['Alemania', 'Francia', 'Suecia']);
  });

  it('chooses with the arrow keys and Enter, calling onChange with the value', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('option', { name: 'Alemania' });
    expect(combobox).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Francia' }).id,
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ES');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
  });

  it('chooses the first match of a search with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Controlled onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    await user.type(combobox, 'suec{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('SE');
    expect(combobox).toHaveValue('Suecia');
  });

  it('starts a new search when typing into a closed field that shows a choice', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect({ value: 'PT' });
    combobox.focus();
    await user.keyboard('fra');
    expect(combobox).toHaveValue('fra');
    expect(optionNames()).toEqual(['Francia']);
  });

  it('jumps to the first and last option with Home and End', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect({ value: 'FR' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    // Opens on the chosen option.
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Francia' }).id,
    );
    await user.keyboard('{End}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Suecia' }).id,
    );
    await user.keyboard('{Home}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Alemania' }).id,
    );
  });

  it('opens on the last option with ArrowUp', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect();
    combobox.focus();
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Suecia' }).id,
    );
  });

  it('closes with Escape without choosing and shows the chosen option again', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect({ value: 'PT' });
    await user.type(combobox, 'irl');
    expect(optionNames()).toEqual(['Irlanda']);
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveValue('Portugal');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses an option by mouse', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect();
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Irlanda' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('IE');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
  });

  it('does not call onChange when the chosen option is chosen again', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect({ value: 'PT' });
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Portugal' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect();
    await user.click(combobox);
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.click(document.body);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and Enter then chooses nothing', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(combobox, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes its own no-results text', async () => {
    const { combobox } = renderSelect({ noResultsText: 'No such country' });
    await userEvent.setup().type(combobox, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No such country');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect({ disabled: true, value: 'ES' });
    expect(combobox).toBeDisabled();
    await user.click(combobox);
    await user.keyboard('{ArrowDown}');
    await user.type(combobox, 'port');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveValue('España');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a required field and links its error', () => {
    const { combobox } = renderSelect({ required: true, error: 'This field is required' });
    expect(combobox).toBeRequired();
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('This field is required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('submits the chosen value under its name', () => {
    const { container } = renderSelect({ name: 'country', value: 'SE' });
    expect(container.querySelector('input[type="hidden"][name="country"]')).toHaveValue('SE');
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect({}, 'es');
    await user.click(combobox);
    expect(combobox).toHaveAttribute('placeholder', 'Buscar...');
    await user.type(combobox, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No se han encontrado resultados');
  });
});
