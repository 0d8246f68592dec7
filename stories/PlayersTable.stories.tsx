import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ruleMessage, sprinkles } from '../design-system/src';
import {
  PLAYER_FIELD_NAMES,
  PlayersTable,
  PlayersTableRow,
  type PlayersTableRowProps,
} from '../design-system/src/components/PlayersTable';
import type { PlayerInput } from '@fairway/rules';

const ana: PlayerInput = {
  name: 'Ana',
  surname: 'García López',
  handicap: '12,4',
  level: 'intermediate',
  sex: 'female',
  turn: 'morning',
  phone: '+34 612 345 678',
  email: 'ana.garcia@example.com',
};

const bruno: PlayerInput = {
  name: 'Bruno',
  surname: 'Martin',
  handicap: '+2',
  level: 'advanced',
  sex: 'male',
  turn: 'any',
  phone: '+33 6 12 34 56 78',
  email: '',
};

const caption = <FormattedMessage id="ds.bookingFacts.players" />;

const meta = {
  title: 'Form/PlayersTable',
  component: PlayersTable,
  args: { caption, children: null },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        {/* The site submits the rows as an ordinary form. */}
        <form onSubmit={(event) => event.preventDefault()}>
          <Story />
        </form>
      </div>
    ),
  ],
} satisfies Meta<typeof PlayersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneEmptyRow: Story = {
  args: { children: <PlayersTableRow index={0} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Players' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Player 1: Name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Player 1: E-mail' })).not.toBeRequired();
    await expect(canvas.getByText('Between +10 and 54')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The site keeps the list: removing a player drops the row, the others keep their values. */
function TwoPlayers({ onRemove }: { onRemove: (index: number) => void }) {
  const [players, setPlayers] = useState([
    { key: 'ana', values: ana },
    { key: 'bruno', values: bruno },
  ]);
  return (
    <PlayersTable caption={caption}>
      {players.map((player, index) => (
        <PlayersTableRow
          key={player.key}
          index={index}
          defaultValues={player.values}
          onRemove={
            index === 0
              ? undefined
              : () => {
                  onRemove(index);
                  setPlayers((current) => current.filter((p) => p.key !== player.key));
                }
          }
        />
      ))}
    </PlayersTable>
  );
}

const onRemove = fn();

export const TwoPlayersOneRemovable: Story = {
  render: () => <TwoPlayers onRemove={onRemove} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form');
    await expect(form).not.toBeNull();
    const data = new FormData(form ?? undefined);
    await expect(data.getAll(PLAYER_FIELD_NAMES.name)).toEqual(['Ana', 'Bruno']);
    await expect(data.getAll(PLAYER_FIELD_NAMES.level)).toEqual(['intermediate', 'advanced']);
    await expect(canvas.queryByRole('button', { name: 'Remove player 1' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove player 2' })).toBeVisible();
  },
};

export const RemovingAPlayer: Story = {
  render: () => <TwoPlayers onRemove={onRemove} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onRemove.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove player 2' }));
    await expect(onRemove).toHaveBeenCalledWith(1);
    await expect(canvas.queryByRole('rowheader', { name: 'Player 2' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Player 1' })).toBeVisible();
  },
};

function RowsWithErrors() {
  const intl = useIntl();
  const required = intl.formatMessage(ruleMessage('field.required'));
  const errors: PlayersTableRowProps['errors'] = {
    name: required,
    surname: required,
    handicap: required,
    level: required,
    sex: required,
    turn: required,
    phone: intl.formatMessage(ruleMessage('player.duplicate')),
    email: intl.formatMessage(ruleMessage('email.format')),
  };
  return (
    <PlayersTable caption={caption}>
      <PlayersTableRow index={0} defaultValues={ana} />
      <PlayersTableRow
        index={1}
        defaultValues={{ phone: ana.phone, email: 'bruno@example' }}
        errors={errors}
        onRemove={() => undefined}
      />
    </PlayersTable>
  );
}

export const ErrorsOnEveryField: Story = {
  render: () => <RowsWithErrors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Player 2: Cell phone' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('A player cannot be included twice');
    await expect(canvas.getByRole('combobox', { name: 'Player 2: Level' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getAllByText('This field is required')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Player 1: Name' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const Disabled: Story = {
  args: {
    children: [
      <PlayersTableRow key="ana" index={0} defaultValues={ana} disabled />,
      <PlayersTableRow
        key="bruno"
        index={1}
        defaultValues={bruno}
        onRemove={() => undefined}
        disabled
      />,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const control of [
      ...canvas.getAllByRole('textbox'),
      ...canvas.getAllByRole('combobox'),
      ...canvas.getAllByRole('button'),
    ]) {
      await expect(control).toBeDisabled();
    }
  },
};

export const Spanish: Story = {
  render: () => <TwoPlayers onRemove={() => undefined} />,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Jugadores' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar al jugador 2' })).toBeVisible();
  },
};
