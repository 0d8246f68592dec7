import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerInput } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import {
  PLAYER_FIELD_NAMES,
  PlayersTable,
  PlayersTableRow,
  type PlayersTableRowProps,
} from './PlayersTable';

const ana: PlayerInput = {
  name: 'Ana',
  surname: 'García López',
  handicap: '12,4',
  level: 'intermediate',
  sex: 'female',
  turn: 'morning',
  phone: '+34 612 345 678',
  email: 'ana@example.com',
};

function renderRows(rows: PlayersTableRowProps[], locale?: 'en' | 'es' | 'fr' | 'sv') {
  return renderWithProviders(
    <form aria-label="Registration">
      <PlayersTable caption="Players">
        {rows.map((row) => (
          <PlayersTableRow key={row.index} {...row} />
        ))}
      </PlayersTable>
    </form>,
    { locale },
  );
}

describe('PlayersTable', () => {
  it('is a table named by its caption, with a column header per field', () => {
    renderRows([{ index: 0 }]);
    const table = screen.getByRole('table', { name: 'Players' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Player',
      'Name*',
      'Surname*',
      'Handicap*',
      'Level*',
      'Sex*',
      'Preferred time*',
      'Cell phone*',
      'E-mail',
      'Remove',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Player 1' })).toBeInTheDocument();
  });

  it('names every control with the player number, so each is told apart', () => {
    renderRows([{ index: 0 }, { index: 1 }]);
    for (const n of [1, 2]) {
      for (const field of ['Name', 'Surname', 'Handicap', 'Cell phone']) {
        expect(screen.getByRole('textbox', { name: `Player ${n}: ${field}` })).toBeInTheDocument();
      }
      expect(screen.getByRole('textbox', { name: `Player ${n}: E-mail` })).toHaveAttribute(
        'type',
        'email',
      );
      for (const field of ['Level', 'Sex', 'Preferred time']) {
        expect(screen.getByRole('combobox', { name: `Player ${n}: ${field}` })).toBeInTheDocument();
      }
    }
  });

  it('requires every field but the e-mail', () => {
    renderRows([{ index: 0 }]);
    const controls = [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('combobox'),
    ] as HTMLInputElement[];
    expect(controls).toHaveLength(8);
    for (const control of controls) {
      const optional = control.name === PLAYER_FIELD_NAMES.email;
      expect(control.required, control.name).toBe(!optional);
      if (optional) expect(control).not.toHaveAttribute('aria-required');
      else expect(control).toHaveAttribute('aria-required', 'true');
    }
  });

  it('sets the input kinds a phone keyboard needs', () => {
    renderRows([{ index: 0 }]);
    const handicap = screen.getByRole('textbox', { name: 'Player 1: Handicap' });
    expect(handicap).toHaveAttribute('type', 'text');
    expect(handicap).toHaveAttribute('inputmode', 'decimal');
    const phone = screen.getByRole('textbox', { name: 'Player 1: Cell phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'off');
  });

  it('offers a Choose option then the translated choices', () => {
    renderRows([{ index: 0 }]);
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options('Player 1: Level')).toEqual([
      ['', 'Choose'],
      ['beginner', 'Beginner'],
      ['intermediate', 'Intermediate'],
      ['advanced', 'Advanced'],
      ['professional', 'Professional'],
    ]);
    expect(options('Player 1: Sex')).toEqual([
      ['', 'Choose'],
      ['male', 'Male'],
      ['female', 'Female'],
    ]);
    expect(options('Player 1: Preferred time')).toEqual([
      ['', 'Choose'],
      ['morning', 'Morning'],
      ['afternoon', 'Afternoon'],
      ['any', 'Any'],
    ]);
  });

  it('submits each row under the shared field names, in row order', () => {
    const bruno: PlayerInput = {
      ...ana,
      name: 'Bruno',
      level: 'beginner',
      sex: 'male',
      turn: 'any',
      phone: '600111222',
      email: '',
    };
    renderRows([
      { index: 0, defaultValues: ana },
      { index: 1, defaultValues: bruno },
    ]);
    const data = new FormData(screen.getByRole('form') as HTMLFormElement);
    for (const [field, name] of Object.entries(PLAYER_FIELD_NAMES) as [
      keyof PlayerInput,
      string,
    ][]) {
      expect(data.getAll(name), field).toEqual([ana[field], bruno[field]]);
    }
  });

  it('lets the golfer type over the default values (uncontrolled inputs)', async () => {
    const user = userEvent.setup();
    renderRows([{ index: 0, defaultValues: { name: 'Ana' } }]);
    const name = screen.getByRole('textbox', { name: 'Player 1: Name' });
    await user.clear(name);
    await user.type(name, 'Lucía');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 1: Level' }), 'advanced');
    const data = new FormData(screen.getByRole('form') as HTMLFormElement);
    expect(data.get('playerName')).toBe('Lucía');
    expect(data.get('playerLevel')).toBe('advanced');
  });

  it('shows an error under its field and ties it to the control', () => {
    renderRows([
      {
        index: 0,
        errors: {
          phone: 'A player cannot be included twice',
          level: 'This field is required',
        },
      },
    ]);
    const phone = screen.getByRole('textbox', { name: 'Player 1: Cell phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('A player cannot be included twice');
    const level = screen.getByRole('combobox', { name: 'Player 1: Level' });
    expect(level).toHaveAttribute('aria-invalid', 'true');
    expect(level).toHaveAccessibleDescription('This field is required');
    const name = screen.getByRole('textbox', { name: 'Player 1: Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
  });

  it('describes the handicap with its limits, a plus handicap written with a plus', () => {
    renderRows([{ index: 0 }, { index: 1, handicapMin: 0, handicapMax: 36.5 }]);
    expect(screen.getByRole('textbox', { name: 'Player 1: Handicap' })).toHaveAccessibleDescription(
      'Between +10 and 54',
    );
    expect(screen.getByRole('textbox', { name: 'Player 2: Handicap' })).toHaveAccessibleDescription(
      'Between 0 and 36.5',
    );
  });

  it('puts the error before the hint, as the thing to fix first', () => {
    renderRows([{ index: 0, errors: { handicap: 'This field is required' } }]);
    expect(screen.getByRole('textbox', { name: 'Player 1: Handicap' })).toHaveAccessibleDescription(
      'This field is required Between +10 and 54',
    );
  });

  it('shows a remove button only with onRemove, which it calls without submitting', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderRows([{ index: 0 }, { index: 1, onRemove }]);
    screen.getByRole('form').addEventListener('submit', onSubmit);
    expect(screen.queryByRole('button', { name: 'Remove player 1' })).not.toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove player 2' });
    expect(remove).toHaveAttribute('type', 'button');
    await user.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables every control of a disabled row', () => {
    renderRows([{ index: 0, disabled: true, onRemove: () => undefined }]);
    for (const control of [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('combobox'),
      screen.getByRole('button', { name: 'Remove player 1' }),
    ]) {
      expect(control).toBeDisabled();
    }
  });

  it.each([
    ['es', 'Jugador 1: Teléfono móvil', 'Quitar al jugador 1', 'Entre +10 y 54', 'Elige'],
    ['fr', 'Joueur 1 : Téléphone portable', 'Retirer le joueur 1', 'Entre +10 et 54', 'Choisissez'],
    ['sv', 'Spelare 1: Mobiltelefon', 'Ta bort spelare 1', 'Mellan +10 och 54', 'Välj'],
  ] as const)('speaks %s', (locale, phone, remove, hint, choose) => {
    renderRows([{ index: 0, onRemove: () => undefined }], locale);
    expect(screen.getByRole('textbox', { name: phone })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: remove })).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: choose })).toHaveLength(3);
  });

  it('passes attributes and a ref to the table', () => {
    const ref = createRef<HTMLTableElement>();
    renderWithProviders(
      <PlayersTable ref={ref} caption="Players" id="players">
        <PlayersTableRow index={0} />
      </PlayersTable>,
    );
    expect(ref.current).toBe(screen.getByRole('table'));
    expect(ref.current).toHaveAttribute('id', 'players');
  });
});
