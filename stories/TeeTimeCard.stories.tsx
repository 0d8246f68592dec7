import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import {
  TeeTimeCard,
  type TeeTimeCardProps,
  type TeeTimeRate,
} from '../design-system/src/components/TeeTimeCard';

/*
 * Rate names and inclusions are content the site passes in, translated by the engine. Here the
 * args carry story message ids in their place, so the locale toolbar translates them too.
 */
const greenFee: TeeTimeRate = {
  id: 'green-fee',
  name: 'story.teeTimeCard.greenFee',
  price: 85,
  rackPrice: 110,
};
const greenFeeBuggy: TeeTimeRate = {
  id: 'green-fee-buggy',
  name: 'story.teeTimeCard.greenFeeBuggy',
  price: 120.509,
  includes: ['story.teeTimeCard.buggy'],
};
const resident: TeeTimeRate = {
  id: 'resident',
  name: 'story.teeTimeCard.resident',
  price: 62.5,
  rackPrice: 85,
  includes: ['story.teeTimeCard.rangeBalls', 'story.teeTimeCard.breakfast'],
};
const twilightFee: TeeTimeRate = {
  id: 'twilight',
  name: 'story.teeTimeCard.twilightFee',
  price: 55,
  rackPrice: 85,
  includes: ['story.teeTimeCard.buggy'],
};

/** Translates the rates and keeps the chosen rate, as the tee-sheet page would. */
function TeeTimeCardStory({ rates, selectedRateId, onSelectRate, ...props }: TeeTimeCardProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState(selectedRateId);
  const translated = rates.map((rate) => ({
    ...rate,
    name: intl.formatMessage({ id: rate.name }),
    includes: rate.includes?.map((id) => intl.formatMessage({ id })),
  }));
  return (
    <TeeTimeCard
      {...props}
      rates={translated}
      selectedRateId={selected}
      onSelectRate={
        onSelectRate &&
        ((rateId) => {
          setSelected(rateId);
          onSelectRate(rateId);
        })
      }
    />
  );
}

const meta = {
  title: 'Shop/TeeTimeCard',
  component: TeeTimeCard,
  args: {
    time: '2026-11-22T08:10:00+01:00',
    timeZoneName: 'Europe/Madrid',
    playersAvailable: 4,
    rates: [greenFee, greenFeeBuggy],
    onSelectRate: fn(),
  },
  render: (args) => <TeeTimeCardStory {...args} />,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div style={{ maxWidth: vars.size.dialogMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof TeeTimeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoRates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Tee time 08:10' })).toBeVisible();
    const buggy = canvas.getByRole('radio', { name: 'Green fee + buggy' });
    await userEvent.click(buggy);
    await expect(args.onSelectRate).toHaveBeenCalledWith('green-fee-buggy');
    await expect(buggy).toBeChecked();
    // Clicking anywhere on a rate's row chooses it, not just on the small radio.
    await userEvent.click(canvas.getByText('85.00 €'));
    await expect(args.onSelectRate).toHaveBeenLastCalledWith('green-fee');
    await expect(canvas.getByRole('radio', { name: 'Green fee' })).toBeChecked();
  },
};

export const ThreeRates: Story = {
  args: {
    time: '2026-11-22T10:30:00+01:00',
    rates: [greenFee, greenFeeBuggy, resident],
    selectedRateId: 'green-fee',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Green fee' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Green fee' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onSelectRate).toHaveBeenLastCalledWith('resident');
    await expect(canvas.getByRole('radio', { name: 'Resident green fee' })).toBeChecked();
  },
};

export const OnePlayerLeft: Story = {
  args: {
    time: '2026-11-22T07:30:00+01:00',
    playersAvailable: 1,
    earlyBird: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Players available: 1')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { playersAvailable: 0, disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold out')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('85.00 €'), { pointerEventsCheck: 0 });
    await expect(args.onSelectRate).not.toHaveBeenCalled();
  },
};

export const Twilight: Story = {
  args: {
    time: '2026-11-22T15:40:00+01:00',
    playersAvailable: 2,
    twilight: true,
    rates: [twilightFee],
  },
};

export const ListOnly: Story = {
  args: { onSelectRate: undefined, rates: [greenFee, greenFeeBuggy, resident] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'Rates' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

export const Spanish: Story = {
  args: {
    rates: [greenFee, greenFeeBuggy, resident],
    playersAvailable: 3,
    earlyBird: true,
  },
  globals: { locale: 'es' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Hora de salida 08:10' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Green fee residente' }));
    await expect(args.onSelectRate).toHaveBeenCalledWith('resident');
  },
};

export const Swedish: Story = {
  args: {
    time: '2026-11-22T16:20:00+01:00',
    rates: [twilightFee, greenFeeBuggy],
    playersAvailable: 2,
    twilight: true,
    timeZoneName: 'Europe/Stockholm',
  },
  globals: { locale: 'sv' },
};
