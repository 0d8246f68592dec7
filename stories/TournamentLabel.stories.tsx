import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TournamentLabel } from '../design-system/src/components/TournamentLabel';
import { TOURNAMENT_STATES } from '@fairway/rules';
import { vars } from '../design-system/src/themes/vars.css';

const meta = {
  title: 'Data/TournamentLabel',
  component: TournamentLabel,
  args: { state: 'registrationOpen' },
  argTypes: {
    state: { control: 'select', options: TOURNAMENT_STATES },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TournamentLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

function AllStates() {
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: vars.space.sm,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {TOURNAMENT_STATES.map((state) => (
        <li key={state}>
          <TournamentLabel state={state} />
        </li>
      ))}
    </ul>
  );
}

export const RegistrationOpen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Registration open')).toBeInTheDocument();
  },
};

export const States: Story = {
  render: () => <AllStates />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Registration open',
      'Registration closed',
      'Schedule published',
      'On play',
      'Ratings published',
      'Played',
    ]);
  },
};

export const StatesSwedish: Story = {
  render: () => <AllStates />,
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Anmälan öppen',
      'Anmälan stängd',
      'Starttider publicerade',
      'Pågår',
      'Resultat publicerade',
      'Spelad',
    ]);
  },
};
