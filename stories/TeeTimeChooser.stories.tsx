import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../design-system/src';
import {
  TeeTimeChooser,
  type ChooserRate,
  type ChooserService,
  type TeeTimeChooserProps,
} from '../design-system/src/components/TeeTimeChooser';
import { cultureFor, LOCALES, RULE_MESSAGES } from '@fairway/rules';

/*
 * Rate, observation and service names are content the site passes in, translated by the engine.
 * Here the args carry story message ids in their place, so the locale toolbar translates them too.
 */
const greenFee: ChooserRate = { id: 'green-fee', name: 'story.booking.greenFee', price: 85 };
const greenFeeOffer: ChooserRate = {
  id: 'green-fee-offer',
  name: 'story.booking.greenFee',
  price: 63.75,
  rackPrice: 85,
  discountPercent: 25,
};
const greenFeeBuggy: ChooserRate = {
  id: 'green-fee-buggy',
  name: 'story.booking.greenFeeBuggy',
  price: 120.509,
};
const resident: ChooserRate = {
  id: 'resident',
  name: 'story.booking.resident',
  observations: 'story.booking.residentNote',
  price: 55,
  rackPrice: 85,
  discountPercent: 35,
};

const buggy: ChooserService = {
  id: 'buggy',
  name: 'story.booking.buggy',
  price: 40,
  maxUnits: 2,
  kind: 'buggy',
};
const trolley: ChooserService = {
  id: 'trolley',
  name: 'story.booking.trolley',
  price: 12.5,
  maxUnits: 4,
  kind: 'trolley',
};
const clubRental: ChooserService = {
  id: 'club-rental',
  name: 'story.booking.clubRental',
  price: 35,
  maxUnits: 4,
  kind: 'clubRental',
};

/** Translates the content ids and keeps the dialog's open state, as the club page would. */
function ChooserStory({ rates, services, error, ...props }: TeeTimeChooserProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(props.open);
  const t = (id: string) => intl.formatMessage({ id });
  const locale = LOCALES.find((code) => cultureFor(code).culture === intl.locale) ?? 'en';
  return (
    <TeeTimeChooser
      {...props}
      locale={locale}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      rates={rates.map((rate) => ({
        ...rate,
        name: t(rate.name),
        observations: rate.observations && t(rate.observations),
      }))}
      services={services.map((service) => ({ ...service, name: t(service.name) }))}
      error={error && t(error)}
    />
  );
}

/**
 * Room for the fixed scrim and the centred panel in the screenshot. Plays check presence, not
 * visibility: the scrim is still fading in (opacity near 0) when they run.
 */
const fullHeight: Decorator = (Story) => (
  <div style={{ minHeight: '100vh', padding: vars.space.lg, background: vars.color.surfaceMuted }}>
    <Story />
  </div>
);

const meta = {
  title: 'Shop/TeeTimeChooser',
  component: TeeTimeChooser,
  args: {
    open: true,
    onOpenChange: fn(),
    clubName: 'Real Club de Golf Sotogrande',
    courseName: 'Championship',
    date: '2026-11-22',
    time: '09:30',
    timeZoneName: 'Europe/Madrid',
    locale: 'en',
    playersAvailable: 4,
    rates: [greenFee, greenFeeBuggy],
    services: [buggy, trolley],
    onAddToCart: fn(),
    onChoiceChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <ChooserStory {...args} />,
  decorators: [fullHeight],
} satisfies Meta<typeof TeeTimeChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(
      'Real Club de Golf Sotogrande · Championship 22 November 2026, 09:30',
    );
    // Focus starts on the chosen rate, the first control of the form.
    await expect(canvas.getByRole('radio', { name: 'Green fee' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a player' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Buggy' }));
    await expect(canvas.getByText('210.00 €')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({
      rateId: 'green-fee',
      players: 2,
      services: { buggy: 1 },
    });
  },
};

export const WithDiscount: Story = {
  args: {
    rates: [greenFeeOffer, resident, greenFeeBuggy],
    services: [buggy, trolley, clubRental],
    defaultChoice: { rateId: 'resident', players: 2 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Resident green fee' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Green fee' })).toHaveAccessibleDescription(
      '63.75\u00a0€ Was 85.00\u00a0€ 25% off',
    );
  },
};

export const TooManyPlayers: Story = {
  args: { playersAvailable: 2, defaultChoice: { players: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(RULE_MESSAGES['players.exceeds'])).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const UnitsOverPlayers: Story = {
  args: { defaultChoice: { players: 1, services: { trolley: 2 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The number of units is greater than the number of players'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

export const BuggyError: Story = {
  args: {
    defaultChoice: { players: 4, services: { buggy: 2 } },
    error: 'story.booking.buggyError',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Not enough buggies in stock for this teetime',
    );
  },
};

export const Busy: Story = {
  args: { busy: true, defaultChoice: { players: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adding…' })).toBeDisabled();
  },
};

export const OnePlayerLeft: Story = {
  args: { playersAvailable: 1, time: '16:40', rates: [greenFeeOffer], services: [trolley] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 place left')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add a player' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a player' }));
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove a player' }));
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

export const ServicesLoading: Story = {
  args: { servicesLoading: true, services: [] },
};

export const Spanish: Story = {
  args: {
    rates: [greenFeeOffer, resident],
    services: [buggy, clubRental],
    defaultChoice: { rateId: 'resident', players: 3, services: { 'club-rental': 1 } },
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog')).toHaveAccessibleName(
      'Real Club de Golf Sotogrande · Championship 22 de noviembre de 2026, 09:30',
    );
    await expect(canvas.getByRole('button', { name: 'Añadir un jugador' })).toBeInTheDocument();
  },
};

export const French: Story = {
  args: {
    playersAvailable: 2,
    defaultChoice: { players: 3 },
  },
  globals: { locale: 'fr' },
};

export const Swedish: Story = {
  args: {
    timeZoneName: 'Europe/Stockholm',
    clubName: 'Bro Hof Slott Golf Club',
    courseName: 'Stadium Course',
    defaultChoice: { players: 1, services: { buggy: 2 } },
  },
  globals: { locale: 'sv' },
};
