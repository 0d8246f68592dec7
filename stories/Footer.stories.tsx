import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from '../design-system/src/components/Footer';

const hrefsFor = (locale: string) => ({
  about: `/${locale}/about`,
  contact: `/${locale}/contact-info`,
  legal: `/${locale}/legal-advice`,
  privacy: `/${locale}/privacy-policy`,
  terms: `/${locale}/terms-and-conditions`,
  cancelReservation: `/${locale}/cancel-reservation`,
});

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    hrefs: hrefsFor('en'),
    company: {
      name: 'Fairway Golf Travel S.L.',
      address: 'Calle del Hoyo 19, 2.º B, 29016 Málaga',
    },
    professionalsHref: 'https://pro.fairway.example/login',
    apps: {
      pageHref: '/en/app',
      appStoreHref: 'https://apps.apple.com/app/fairway/id000000001',
      googlePlayHref: 'https://play.google.com/store/apps/details?id=com.fairway',
    },
    onCookiePolicy: fn(),
    year: 2025,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/en/about',
    );
    const professionals = within(footer).getByRole('link', {
      name: 'Golf club professionals (opens in a new tab)',
    });
    await expect(professionals).toHaveAttribute('target', '_blank');
    await expect(professionals).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(footer).getByText('Calle del Hoyo 19, 2.º B, 29016 Málaga')).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'About the app' })).toHaveAttribute(
      'href',
      '/en/app',
    );
    await userEvent.click(within(footer).getByRole('button', { name: 'Cookie policy' }));
    await expect(args.onCookiePolicy).toHaveBeenCalledOnce();
  },
};

export const Swedish: Story = {
  args: { hrefs: hrefsFor('sv') },
  globals: { locale: 'sv' },
  play: async ({ args, canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('navigation', { name: 'Sidfot' })).toBeVisible();
    await expect(within(footer).getByText('Spanien')).toBeVisible();
    // Keyboard users reach the cookie action and press it with Space.
    within(footer).getByRole('button', { name: 'Cookiepolicy' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onCookiePolicy).toHaveBeenCalledOnce();
  },
};

export const French: Story = {
  args: { hrefs: hrefsFor('fr'), year: 2026 },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(
      within(footer).getByRole('link', { name: 'Conditions générales' }),
    ).toHaveAttribute('href', '/fr/terms-and-conditions');
    await expect(
      within(footer).getByText('© 2026 Fairway Golf Travel S.L., tous droits réservés.'),
    ).toBeVisible();
  },
};

/** A shop configured with no store and no professionals' login shows neither. */
export const WithoutLinks: Story = {
  args: { professionalsHref: null, apps: { pageHref: '/en/app' } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('heading', { name: 'Get the app' })).toBeNull();
    await expect(within(footer).queryByRole('link', { name: /professionals/ })).toBeNull();
    await expect(within(footer).getByRole('link', { name: 'About us' })).toBeVisible();
  },
};
