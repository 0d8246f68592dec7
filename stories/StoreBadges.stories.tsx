import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoreBadges } from '../design-system/src/components/StoreBadges';

const appStoreHref = 'https://apps.apple.com/app/fairway/id000000001';
const googlePlayHref = 'https://play.google.com/store/apps/details?id=com.fairway';

const meta = {
  title: 'Layout/StoreBadges',
  component: StoreBadges,
  args: { appStoreHref, googlePlayHref },
} satisfies Meta<typeof StoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothStores: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      appStoreHref,
      googlePlayHref,
    ]);
    // Each badge is a touch target.
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const GooglePlayOnly: Story = {
  args: { appStoreHref: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([googlePlayHref]);
  },
};
