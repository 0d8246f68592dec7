import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { ClubCard, type ClubCardProps } from '../design-system/src/components/ClubCard';
import {
  FavouriteToggle,
  type FavouriteToggleProps,
} from '../design-system/src/components/FavouriteToggle';

/** Saves the wish like the site: busy while "the engine" answers, then the new state. */
function SavingToggle(props: FavouriteToggleProps) {
  const [pressed, setPressed] = useState(props.pressed);
  const [busy, setBusy] = useState(false);
  return (
    <FavouriteToggle
      {...props}
      pressed={pressed}
      busy={busy}
      onPressedChange={(next) => {
        props.onPressedChange(next);
        setBusy(true);
        // Stands in for the engine's answer; a story has no network.
        setTimeout(() => {
          setPressed(next);
          setBusy(false);
        }, 50);
      }}
    />
  );
}

const valderrama: ClubCardProps = {
  name: 'Real Club Valderrama',
  courseName: 'Valderrama',
  place: { municipality: 'San Roque', region: 'Cádiz' },
  href: '/en/club/real-club-valderrama',
  priceFrom: 250,
  priceTo: 395.5,
  firstTime: '08:00',
  lastTime: '15:20',
  holes: 18,
  distanceKm: 14.3,
};

/** The club page's header: the heading with the heart beside it. */
function ClubHeader(props: FavouriteToggleProps) {
  return (
    <header
      className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', flexWrap: 'wrap' })}
    >
      <h1 className={sprinkles({ margin: 'none' })}>{valderrama.name}</h1>
      <SavingToggle {...props} />
    </header>
  );
}

const meta = {
  title: 'Shop/FavouriteToggle',
  component: FavouriteToggle,
  args: {
    courseName: 'Valderrama',
    isLoggedIn: true,
    loginHref: '/en/login',
    pressed: false,
    onPressedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAFavourite: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Keep Valderrama in your favourites',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

export const Favourite: Story = {
  args: { pressed: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Keep Valderrama in your favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

export const LoggedOut: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Log in to keep your favourite courses' }),
    ).toHaveAttribute('href', '/en/login');
  },
};

export const OnTheClubPage: Story = {
  render: (args) => <ClubHeader {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Keep Valderrama in your favourites' });
    await userEvent.click(button);
    await expect(
      await canvas.findByText('Valderrama added to your favourites'),
    ).toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

export const OnTheClubPageLoggedOut: Story = {
  args: { isLoggedIn: false },
  render: (args) => <ClubHeader {...args} />,
};

/** Results with hearts: the first club a favourite, the second not. */
function CardsWithHearts(props: FavouriteToggleProps) {
  const clubs: Array<[ClubCardProps, boolean]> = [
    [valderrama, true],
    [
      {
        ...valderrama,
        name: 'Finca Cortesin',
        courseName: undefined,
        place: { municipality: 'Casares', region: 'Málaga' },
        href: '/en/club/finca-cortesin',
      },
      false,
    ],
  ];
  return (
    <ul
      className={sprinkles({
        display: 'grid',
        gridTemplateColumns: { mobile: '1', small: '2' },
        gap: 'lg',
        padding: 'none',
        margin: 'none',
      })}
      style={{ maxWidth: `calc(${vars.size.fieldMax} * 2)` }}
    >
      {clubs.map(([club, pressed]) => (
        <li key={club.href} className={sprinkles({ display: 'grid' })}>
          <ClubCard
            {...club}
            favourite={
              <SavingToggle
                {...props}
                courseName={club.courseName ?? club.name}
                pressed={pressed}
                appearance="overlay"
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}

export const OnClubCards: Story = {
  render: (args) => <CardsWithHearts {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Keep Finca Cortesin in your favourites' });
    // The heart sits over the card's stretched link and takes its own clicks.
    const box = heart.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(heart.contains(hit)).toBe(true);
    await userEvent.click(heart);
    await expect(
      await canvas.findByText('Finca Cortesin added to your favourites'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Keep Valderrama in your favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OnClubCardsLoggedOut: Story = {
  args: { isLoggedIn: false },
  render: (args) => <CardsWithHearts {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('link', { name: 'Log in to keep your favourite courses' }),
    ).toHaveLength(2);
  },
};

export const FavouriteSpanish: Story = {
  args: { pressed: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guardar Valderrama en tus favoritos' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LoggedOutFrench: Story = {
  args: { isLoggedIn: false, loginHref: '/fr/login' },
  render: (args) => <ClubHeader {...args} />,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Connectez-vous pour garder vos parcours favoris',
      }),
    ).toBeVisible();
  },
};

export const OnClubCardsSwedish: Story = {
  render: (args) => <CardsWithHearts {...args} />,
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Spara Valderrama bland dina favoriter' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
