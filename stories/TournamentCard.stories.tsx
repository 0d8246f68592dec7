import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import {
  TournamentCard,
  type TournamentCardProps,
} from '../design-system/src/components/TournamentCard';
import { TOURNAMENT_STATES } from '@fairway/rules';

const autumnOpen: TournamentCardProps = {
  name: 'Costa del Sol Autumn Open',
  href: '/en/tournament/costa-del-sol-autumn-open-4100021',
  state: 'registrationOpen',
  club: 'Real Club Valderrama',
  region: 'Cádiz',
  startDate: '2026-11-20',
  endDate: '2026-11-22',
  rounds: 3,
  fee: 120,
  placesLeft: 5,
  maxPlayers: 72,
};

const winterPairs: TournamentCardProps = {
  name: 'Winter Pairs Stableford',
  href: '/en/tournament/winter-pairs-stableford-4100034',
  state: 'registrationOpen',
  club: 'Finca Cortesin',
  region: 'Málaga',
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  rounds: 2,
  fee: 85.5,
  placesLeft: 0,
  maxPlayers: 48,
};

const algarveMedal: TournamentCardProps = {
  name: 'Algarve Spring Medal',
  href: '/en/tournament/algarve-spring-medal-4100007',
  state: 'played',
  club: 'Quinta do Lago',
  region: 'Algarve',
  startDate: '2026-04-18',
  endDate: '2026-04-19',
  rounds: 2,
  fee: 95,
  placesLeft: 0,
  maxPlayers: 96,
};

const mallorcaDay: TournamentCardProps = {
  name: 'Mallorca Charity Day',
  href: '/en/tournament/mallorca-charity-day-4100042',
  state: 'schedulePublished',
  club: 'Golf Son Gual',
  region: 'Mallorca',
  startDate: '2026-10-17',
  endDate: '2026-10-17',
  rounds: 1,
  fee: 45,
  placesLeft: 1,
  maxPlayers: 40,
};

const meta = {
  title: 'Shop/TournamentCard',
  component: TournamentCard,
  args: autumnOpen,
  argTypes: {
    state: { control: 'select', options: TOURNAMENT_STATES },
  },
  decorators: [
    (Story, { parameters }) => (
      <div className={sprinkles({ padding: 'lg' })}>
        {/* A single card is drawn at the width of a list column, not the whole canvas. */}
        <div style={parameters.fullWidth === true ? undefined : { maxWidth: vars.size.fieldMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof TournamentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegistrationOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: autumnOpen.name });
    await expect(canvas.getAllByRole('link')).toEqual([link]);
    await expect(link).toHaveAttribute('href', autumnOpen.href);
    await expect(canvas.getByRole('article', { name: autumnOpen.name })).toBeVisible();
    await expect(canvas.getByText('Registration open')).toBeVisible();
    await expect(canvas.getByText('5 places left of 72')).toBeVisible();
    await expect(canvas.getByText('3 rounds')).toBeVisible();
    // The stretched link covers the card: a click on the club line lands on the link.
    const place = canvas.getByText('Real Club Valderrama, Cádiz');
    const box = place.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(link);
  },
};

export const Full: Story = {
  args: winterPairs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Full')).toBeVisible();
    await expect(canvas.getByText('85.50 €')).toBeVisible();
  },
};

export const Played: Story = {
  args: algarveMedal,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Played')).toBeVisible();
  },
};

export const OneDayOneRound: Story = {
  args: mallorcaDay,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByText('17 October 2026');
    await expect(date).toHaveAttribute('datetime', '2026-10-17');
    await expect(date.parentElement).toHaveTextContent(/^17 October 2026$/);
    await expect(canvas.getByText('1 round')).toBeVisible();
    await expect(canvas.getByText('1 place left of 40')).toBeVisible();
  },
};

export const LongNameMobile: Story = {
  args: {
    name: 'Campeonato Internacional de Dobles Mixtos de la Real Sociedad Hípica Española Club de Campo',
    href: '/en/tournament/campeonato-internacional-dobles-mixtos-4100050',
    state: 'registrationClosed',
    club: 'Real Sociedad Hípica Española Club de Campo',
    region: 'Comunidad de Madrid',
    startDate: '2026-09-28',
    endDate: '2026-10-02',
    rounds: 4,
    fee: 1250,
    placesLeft: 12,
    maxPlayers: 144,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    // Long words wrap inside the card rather than pushing the page sideways.
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Quedan 5 plazas de 72')).toBeVisible();
    await expect(canvas.getByText('3 rondas')).toBeVisible();
    await expect(canvas.getByText('120,00 €')).toBeVisible();
  },
};

/** The tournaments page: one list item per tournament, fees lined up at the bottom. */
export const Grid: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <ul
      className={sprinkles({
        display: 'grid',
        gridTemplateColumns: { mobile: '1', small: '2', tablet: '4' },
        gap: 'lg',
        padding: 'none',
        margin: 'none',
      })}
    >
      {[autumnOpen, winterPairs, mallorcaDay, algarveMedal].map((tournament) => (
        <li key={tournament.href} className={sprinkles({ display: 'grid' })}>
          <TournamentCard {...tournament} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};
