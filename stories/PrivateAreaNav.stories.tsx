import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mediaQueries, sprinkles } from '../design-system/src';
import {
  PrivateAreaNav,
  type PrivateAreaSection,
} from '../design-system/src/components/PrivateAreaNav';

const hrefsFor = (locale: string): Record<PrivateAreaSection, string> => ({
  bookings: `/${locale}/private-area/bookings`,
  cards: `/${locale}/private-area/cards`,
  profile: `/${locale}/private-area/my-profile`,
  favourites: `/${locale}/private-area/favourites`,
});

/** Every label shows whole: nothing scrolls sideways or spills out of its tab. */
async function expectEverythingInView(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const link of within(canvasElement).getAllByRole('link')) {
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  }
}

function currentLink(canvasElement: HTMLElement): HTMLElement | undefined {
  return within(canvasElement)
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page');
}

const meta = {
  title: 'Account/PrivateAreaNav',
  component: PrivateAreaNav,
  args: { current: 'bookings', hrefs: hrefsFor('en') },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivateAreaNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bookings: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'My area' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bookings', 'Saved cards', 'My profile', 'Favourite courses']);
    await expect(currentLink(canvasElement)).toHaveAttribute('href', '/en/private-area/bookings');
    await expectEverythingInView(canvasElement);
  },
};

export const SavedCards: Story = {
  args: { current: 'cards' },
  play: async ({ canvasElement }) => {
    await expect(currentLink(canvasElement)).toHaveTextContent('Saved cards');
  },
};

export const MyProfile: Story = {
  args: { current: 'profile' },
  play: async ({ canvasElement }) => {
    await expect(currentLink(canvasElement)).toHaveTextContent('My profile');
  },
};

export const FavouriteCourses: Story = {
  args: { current: 'favourites' },
  play: async ({ canvasElement }) => {
    await expect(currentLink(canvasElement)).toHaveTextContent('Favourite courses');
  },
};

export const Mobile: Story = {
  args: { current: 'cards' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = within(canvasElement)
      .getAllByRole('link')
      .map((link) => link.getBoundingClientRect());
    if (!first || !second || !third) throw new Error('expected four links');
    if (window.matchMedia(mediaQueries.small).matches) {
      // One row of tabs.
      await expect(third.top).toBe(first.top);
    } else {
      // Two by two: the third tab starts a second row under the first, as wide as it.
      await expect(second.top).toBe(first.top);
      await expect(third.left).toBe(first.left);
      await expect(third.top).toBeGreaterThan(first.bottom);
      await expect(third.width).toBe(first.width);
    }
    await expectEverythingInView(canvasElement);
  },
};

export const SavedCardsSpanish: Story = {
  args: { current: 'cards', hrefs: hrefsFor('es') },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(currentLink(canvasElement)).toHaveTextContent('Tarjetas guardadas');
    await expectEverythingInView(canvasElement);
  },
};

export const FavouriteCoursesFrench: Story = {
  args: { current: 'favourites', hrefs: hrefsFor('fr') },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Mon espace' }),
    ).toBeVisible();
    await expect(currentLink(canvasElement)).toHaveTextContent('Parcours favoris');
    await expectEverythingInView(canvasElement);
  },
};

export const MyProfileSwedish: Story = {
  args: { current: 'profile', hrefs: hrefsFor('sv') },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(currentLink(canvasElement)).toHaveTextContent('Min profil');
    await expectEverythingInView(canvasElement);
  },
};
