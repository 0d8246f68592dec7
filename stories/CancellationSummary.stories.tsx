import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import {
  CancellationSummary,
  type CancellationSummaryProps,
} from '../design-system/src/components/CancellationSummary';
import { cultureFor, LOCALES } from '@fairway/rules';

/** Takes the locale from the toolbar, as the cancel page passes its route's locale. */
function CancellationStory(props: CancellationSummaryProps) {
  const intl = useIntl();
  const locale = LOCALES.find((code) => cultureFor(code).culture === intl.locale) ?? 'en';
  return <CancellationSummary {...props} locale={locale} />;
}

const meta = {
  title: 'Shop/CancellationSummary',
  component: CancellationSummary,
  args: {
    locale: 'en',
    reference: 'K7Q2M9XA',
    lines: [
      {
        clubName: 'Real Club de Golf Sotogrande',
        courseName: 'Championship',
        date: '2026-11-22',
        time: '09:30',
        timeZoneName: 'Europe/Madrid',
        players: 2,
      },
    ],
    policy: { kind: 'online', deadline: '2026-11-21T09:30:00' },
    refund: 210,
    fee: 3.5,
    status: 'active',
    onCancel: fn(),
  },
  render: (args) => <CancellationStory {...args} />,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div style={{ maxWidth: vars.size.dialogWideMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof CancellationSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Free cancellation online until 21 November 2026, 09:30'),
    ).toBeVisible();
    await expect(canvas.getByText('3.50 €, not refunded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Cancelling: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
  },
};

export const ContactClub: Story = {
  args: { policy: { kind: 'contactClub' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'This golf course not allows online cancellations. Please, contact the golf course',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const DeadlinePassed: Story = {
  args: { policy: { kind: 'deadlinePassed', deadline: '2026-11-21T09:30:00' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Just cancelled on the page: the provider took the refund. */
export const Cancelled: Story = {
  args: { status: 'cancelled', refundState: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your booking has been cancelled. 210.00 € is on its way back to your card: your bank shows it within 10 working days.',
    );
  },
};

/** Just cancelled, but the provider refused the refund: the back office sends it. */
export const CancelledRefundByHand: Story = {
  args: { status: 'cancelled', refundState: 'byHand' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /could not be sent to your card automatically: our team sends it, and it reaches your card within 15 working days\.$/,
    );
  },
};

/** Issue 24's booking: Los Naranjos allows online cancellation, Las Brisas the next day does not. */
export const TwoClubsContactClub: Story = {
  args: {
    lines: [
      {
        clubName: 'Los Naranjos Golf Club',
        courseName: 'Los Naranjos',
        date: '2026-11-27',
        time: '09:10',
        timeZoneName: 'CET',
        players: 1,
      },
      {
        clubName: 'Real Club de Golf Las Brisas',
        courseName: 'Las Brisas',
        date: '2026-11-28',
        time: '08:00',
        timeZoneName: 'CET',
        players: 4,
      },
    ],
    policy: { kind: 'contactClub' },
    blockedBy: {
      clubName: 'Real Club de Golf Las Brisas',
      date: '2026-11-28',
      time: '08:00',
      reason: 'contactClub',
      deadline: '2026-11-25T08:00',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const teeTime = (term: string) => {
      const value = canvas.getByText(term).nextElementSibling;
      if (!(value instanceof HTMLElement)) throw new Error(`no value for ${term}`);
      return within(value);
    };
    for (const [term, texts] of [
      [
        'Tee time 1',
        ['Los Naranjos Golf Club', 'Los Naranjos', '27 November 2026, 09:10 (CET)', '1 player'],
      ],
      [
        'Tee time 2',
        [
          'Real Club de Golf Las Brisas',
          'Las Brisas',
          '28 November 2026, 08:00 (CET)',
          '4 players',
        ],
      ],
    ] as const) {
      for (const text of texts) await expect(teeTime(term).getByText(text)).toBeVisible();
    }
    const refusal = canvas.getByText(
      'This golf course not allows online cancellations. Please, contact the golf course',
    );
    await expect(
      within(refusal).getByText(
        'Real Club de Golf Las Brisas, 28 November 2026 08:00: contact the club',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cancelar reserva' }),
    ).toBeVisible();
  },
};

export const FrenchContactClub: Story = {
  args: { policy: { kind: 'contactClub' } },
  globals: { locale: 'fr' },
};

export const SwedishCancelled: Story = {
  args: { status: 'cancelled' },
  globals: { locale: 'sv' },
};
