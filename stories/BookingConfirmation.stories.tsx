import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import {
  BookingConfirmation,
  type BookingConfirmationProps,
} from '../design-system/src/components/BookingConfirmation';
import { cultureFor, LOCALES } from '@fairway/rules';

/*
 * A stand-in for the site's QR image (qrcode renders an SVG data URI there): three finder
 * squares and a few modules, drawn here so the story needs no QR library. Not scannable.
 */
const QR_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges">',
  '<rect width="21" height="21" fill="#fff"/>',
  '<path fill="#000" d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z"/>',
  '<path fill="#fff" d="M1 1h5v5H1zM15 1h5v5h-5zM1 15h5v5H1z"/>',
  '<path fill="#000" d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2z"/>',
  '<path fill="#000" d="M8 0h1v2H8zM10 1h2v1h-2zM9 3h3v1H9zM8 5h1v3H8zM10 6h1v2h-1zM12 8h2v1h-2zM15 8h1v2h-1zM17 9h3v1h-3zM9 10h2v2H9zM13 11h1v3h-1zM16 12h2v2h-2zM8 13h2v1H8zM19 12h2v1h-2zM9 15h1v2H9zM11 16h3v1h-3zM15 15h1v1h-1zM17 17h2v2h-2zM14 19h2v2h-2zM10 19h2v1h-2zM0 8h2v1H0zM3 9h2v2H3zM1 11h1v2H1zM5 12h1v1H5zM20 15h1v3h-1z"/>',
  '</svg>',
].join('');
const QR_SRC = `data:image/svg+xml,${encodeURIComponent(QR_SVG)}`;

type StoryProps = BookingConfirmationProps & { withQr?: boolean; withVoucher?: boolean };

/** Takes the locale from the toolbar and builds the slots the ok page fills. */
function ConfirmationStory({ withQr = false, withVoucher = false, ...props }: StoryProps) {
  const intl = useIntl();
  const locale = LOCALES.find((code) => cultureFor(code).culture === intl.locale) ?? 'en';
  return (
    <BookingConfirmation
      {...props}
      locale={locale}
      services={props.services.map((service) => ({
        ...service,
        name: intl.formatMessage({ id: service.name }),
      }))}
      qrCode={
        withQr ? (
          <img
            src={QR_SRC}
            alt={intl.formatMessage({ id: 'story.booking.qrAlt' }, { reference: props.reference })}
          />
        ) : undefined
      }
    >
      {withVoucher ? (
        <section
          aria-labelledby="story-voucher"
          style={{ borderTop: `${vars.border.thin} solid ${vars.color.border}` }}
        >
          <h3 id="story-voucher" style={{ fontFamily: vars.font.heading }}>
            {intl.formatMessage({ id: 'story.booking.voucherTitle' })}
          </h3>
          <p>{intl.formatMessage({ id: 'story.booking.voucherText' })}</p>
        </section>
      ) : undefined}
    </BookingConfirmation>
  );
}

const meta = {
  title: 'Shop/BookingConfirmation',
  component: BookingConfirmation,
  args: {
    locale: 'en',
    reference: 'K7Q2M9XA',
    clubName: 'Real Club de Golf Sotogrande',
    courseName: 'Championship',
    date: '2026-11-22',
    time: '09:30',
    timeZoneName: 'Europe/Madrid',
    players: 2,
    services: [{ name: 'story.booking.buggy', units: 1 }],
    amountPaid: 213.5,
    cancellation: { allowed: true, deadline: '2026-11-21T09:30:00' },
    calendarHref: '/api/booking-calendar?localizador=K7Q2M9XA',
  },
  render: (args) => <ConfirmationStory {...args} withQr withVoucher={false} />,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div style={{ maxWidth: vars.size.contentMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof BookingConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(canvas.getByText('K7Q2M9XA')).toBeVisible();
    await expect(
      canvas.getByRole('figure', { name: 'Show this code at the club’s desk' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/booking-calendar?localizador=K7Q2M9XA',
    );
  },
};

export const NoOnlineCancellation: Story = {
  args: {
    cancellation: { allowed: false, deadline: null },
    services: [],
    players: 4,
    amountPaid: 340,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'This golf course does not allow online cancellations. Please contact the golf course',
      ),
    ).toBeVisible();
  },
};

export const WithVoucher: Story = {
  render: (args) => <ConfirmationStory {...args} withQr withVoucher />,
  args: {
    services: [
      { name: 'story.booking.buggy', units: 1 },
      { name: 'story.booking.trolley', units: 2 },
    ],
  },
};

export const WithoutSlots: Story = {
  render: (args) => <ConfirmationStory {...args} />,
  args: { calendarHref: undefined },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Tu reserva está confirmada' }),
    ).toBeVisible();
  },
};

export const Swedish: Story = {
  args: {
    timeZoneName: 'Europe/Stockholm',
    clubName: 'Bro Hof Slott Golf Club',
    courseName: 'Stadium Course',
  },
  globals: { locale: 'sv' },
};
