import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { ButtonLink } from '../design-system/src/components/ButtonLink';

const meta = {
  title: 'Form/ButtonLink',
  component: ButtonLink,
  args: {
    href: '/en/voucher/FW7K2Q9A',
    children: <FormattedMessage id="story.paginatedTable.voucher" />,
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Voucher' })).toHaveAttribute(
      'href',
      '/en/voucher/FW7K2Q9A',
    );
  },
};

export const SecondarySmall: Story = {
  args: { variant: 'secondary', size: 'small' },
};

export const Download: Story = {
  args: {
    href: '/en/booking/FW7K2Q9A.ics',
    download: true,
    variant: 'secondary',
    children: <FormattedMessage id="story.paginatedTable.calendar" />,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Add to calendar' }),
    ).toHaveAttribute('download');
  },
};

export const DownloadSwedish: Story = {
  ...Download,
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Lägg till i kalendern' }),
    ).toBeVisible();
  },
};
