import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavBar } from '../design-system/src/components/NavBar';

const hrefsFor = (locale: string) => ({
  login: `/${locale}/login`,
  signUp: `/${locale}/sign-up`,
  privateArea: `/${locale}/private-area/bookings`,
  cart: `/${locale}/cart`,
});

/** The bar must never scroll sideways, whatever the language and width. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  // The bar's own list (the 'More' menu has one of its own).
  const list = canvasElement.querySelector('nav > ul');
  if (!list) throw new Error('expected the bar’s list');
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  args: {
    isLoggedIn: false,
    currentPath: '/en',
    cartCount: 0,
    hrefs: hrefsFor('en'),
    onLogout: fn(),
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute(
      'data-tone',
      'teal',
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const AnonymousWithCart: Story = {
  args: { cartCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Cart, 2 items' }),
    ).toHaveAttribute('data-tone', 'amber');
  },
};

export const OnLoginPage: Story = {
  args: { currentPath: '/en/login?keepPage=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up' })).not.toHaveAttribute('aria-current');
  },
};

export const LoggedInOnPrivateArea: Story = {
  args: { isLoggedIn: true, currentPath: '/private-area/bookings', cartCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My area' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoggedInElsewhere: Story = {
  args: { isLoggedIn: true, currentPath: '/en/club/valderrama', cartCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My area' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const Spanish: Story = {
  args: { currentPath: '/es', cartCount: 1, hrefs: hrefsFor('es') },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const SpanishLoggedIn: Story = {
  args: {
    isLoggedIn: true,
    currentPath: '/es/private-area/cards',
    cartCount: 4,
    hrefs: hrefsFor('es'),
  },
  globals: { locale: 'es' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mi área' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard users reach log out and press it with Enter.
    canvas.getByRole('button', { name: 'Cerrar sesión' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SwedishLoggedIn: Story = {
  args: {
    isLoggedIn: true,
    currentPath: '/sv/private-area/my-profile',
    cartCount: 0,
    hrefs: hrefsFor('sv'),
  },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Huvudmeny' });
    await expect(within(nav).getByRole('link', { name: 'Mina sidor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Logga ut' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Varukorg' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const FrenchLoggedInManyItems: Story = {
  args: {
    isLoggedIn: true,
    currentPath: '/fr/club/la-manga',
    cartCount: 120,
    hrefs: hrefsFor('fr'),
  },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Principale' });
    await expect(within(nav).getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Panier, 120 articles' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Every entry the shop has, as the Spanish site shows them: the longest bar, wrapping on a phone. */
export const SpanishWithShopSections: Story = {
  args: {
    currentPath: '/es/tournaments/copa-costa-del-sol-mijas-2',
    cartCount: 1,
    hrefs: {
      ...hrefsFor('es'),
      map: '/es/map',
      tournaments: '/es/tournaments',
      multipacks: '/es/multipacks',
      blog: '/es/blog',
    },
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Torneos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Multipacks' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getByRole('link', { name: 'Mapa' })).toHaveAttribute(
      'href',
      '/es/map',
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Every entry in one row: the bar's entries all start on the first one's line. */
async function expectOneRow(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation');
  const tops = [...nav.querySelectorAll(':scope > ul > li')]
    .map((item) => item.getBoundingClientRect())
    .filter((box) => box.width > 0)
    .map((box) => box.top);
  await expect(tops.length).toBeGreaterThanOrEqual(4);
  await expect(new Set(tops).size).toBe(1);
  await expectNoHorizontalOverflow(canvasElement);
}

const shopHrefs = (locale: string) => ({
  ...hrefsFor(locale),
  map: `/${locale}/map`,
  tournaments: `/${locale}/tournaments`,
  multipacks: `/${locale}/multipacks`,
  ...(locale === 'en' || locale === 'es' ? { blog: `/${locale}/blog` } : {}),
});

/**
 * Issue 29: on a phone the shop's sections wait behind 'More', so the bar is one row in every
 * language; from the tablet width up they are in the bar. Opened here, to show the menu.
 */
function phoneStory(locale: 'en' | 'es' | 'fr' | 'sv', more: string, entry: string): Story {
  return {
    args: { currentPath: `/${locale}`, cartCount: 2, hrefs: shopHrefs(locale) },
    globals: { locale, viewport: { value: 'mobile', isRotated: false } },
    play: async ({ canvasElement }) => {
      await expectOneRow(canvasElement);
      const nav = within(canvasElement).getByRole('navigation');
      if (window.matchMedia('(min-width: 768px)').matches) {
        await expect(within(nav).getByRole('link', { name: entry })).toBeVisible();
        return;
      }
      await userEvent.click(within(nav).getByText(more));
      await expect(within(nav).getByRole('link', { name: entry })).toBeVisible();
    },
  };
}

export const ShopSectionsEnglish = phoneStory('en', 'More', 'Tournaments');
export const ShopSectionsSpanish = phoneStory('es', 'Más', 'Torneos');
export const ShopSectionsFrench = phoneStory('fr', 'Plus', 'Tournois');
export const ShopSectionsSwedish = phoneStory('sv', 'Mer', 'Tävlingar');
