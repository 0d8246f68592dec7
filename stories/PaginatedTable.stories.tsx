import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../design-system/src/components/Button';
import { ButtonLink } from '../design-system/src/components/ButtonLink';
import { PaginatedTable, type TableHeader } from '../design-system/src/components/PaginatedTable';
import { breakpoints, formatPrice } from '@fairway/rules';
import { vars } from '../design-system/src/themes/vars.css';

interface Booking {
  reference: string;
  club: string;
  date: string;
  players: number;
  /** Euros, as the engine sends them. */
  price: number;
}

// Fixed sample bookings (club names are proper nouns); dates deliberately out of order.
const bookings: Booking[] = [
  {
    reference: 'FW7K2Q9A',
    club: 'Real Club Valderrama',
    date: '2026-11-22',
    players: 4,
    price: 1234.5,
  },
  { reference: 'FWZDPCF5', club: 'Ávila Golf', date: '2026-02-03', players: 2, price: 120 },
  { reference: 'FW4ERF5D', club: 'Abama Golf', date: '2026-05-14', players: 3, price: 267.75 },
  { reference: 'FWHQD3DQ', club: 'PGA Catalunya', date: '2026-03-08', players: 1, price: 95.5 },
  { reference: 'FWCJU4KH', club: 'Quinta do Lago', date: '2026-09-30', players: 4, price: 640 },
  {
    reference: 'FWVMGNZG',
    club: 'La Reserva Club Sotogrande',
    date: '2026-07-19',
    players: 2,
    price: 380.2,
  },
  { reference: 'FWEDP95W', club: 'El Saler', date: '2026-04-26', players: 2, price: 150 },
  {
    reference: 'FW77ZVRM',
    club: 'Monte Rei Golf & Country Club',
    date: '2026-10-11',
    players: 3,
    price: 495,
  },
  { reference: 'FWRFV9X6', club: 'Alcanada Golf', date: '2026-01-17', players: 1, price: 89.99 },
  { reference: 'FWUEH4LX', club: 'Las Colinas Golf', date: '2026-06-05', players: 4, price: 336 },
  { reference: 'FWK94CEW', club: 'Finca Cortesín', date: '2026-08-23', players: 2, price: 310 },
  {
    reference: 'FWXY97EF',
    club: 'Real Club de Golf Guadalmina, Campo Sur',
    date: '2026-12-06',
    players: 3,
    price: 214.5,
  },
  { reference: 'FWT8EDV6', club: 'Golf Santander', date: '2026-02-21', players: 2, price: 70 },
  { reference: 'FWU2YB7Y', club: 'Oitavos Dunes', date: '2026-03-29', players: 4, price: 720 },
  {
    reference: 'FWLH9DPU',
    club: 'Real Club de Golf El Prat',
    date: '2026-04-04',
    players: 2,
    price: 190,
  },
  { reference: 'FWJR339F', club: 'Bonalba Golf', date: '2026-05-02', players: 1, price: 48.5 },
  { reference: 'FWL63TJ5', club: 'Golf Son Gual', date: '2026-06-18', players: 3, price: 405 },
  { reference: 'FWT4Y2QK', club: 'La Zagaleta', date: '2026-07-07', players: 2, price: 560 },
  {
    reference: 'FWFMKQQA',
    club: 'Villa Padierna Flamingos',
    date: '2026-08-09',
    players: 4,
    price: 472,
  },
  {
    reference: 'FW9MSUAK',
    club: 'Club de Campo Villa de Madrid',
    date: '2026-09-12',
    players: 2,
    price: 132,
  },
  { reference: 'FW4ZWJD7', club: 'Dom Pedro Victoria', date: '2026-10-24', players: 3, price: 285 },
  { reference: 'FW3333G8', club: 'Lumine Golf', date: '2026-11-01', players: 2, price: 176 },
  { reference: 'FW3DNEP6', club: 'Santa Ponsa Golf', date: '2026-12-19', players: 1, price: 82 },
  { reference: 'FWLHXDGA', club: 'Costa Ballena', date: '2026-01-31', players: 4, price: 248 },
  { reference: 'FWKGZBEP', club: 'Golf Ibiza', date: '2026-02-14', players: 2, price: 166 },
];

const firstTwelve = bookings.slice(0, 12);

const headers: TableHeader<Booking>[] = [
  { text: <FormattedMessage id="story.paginatedTable.reference" />, value: 'reference' },
  { text: <FormattedMessage id="story.paginatedTable.club" />, value: 'club', sortable: true },
  {
    text: <FormattedMessage id="story.paginatedTable.date" />,
    value: 'date',
    type: 'date',
    sortable: true,
  },
  {
    text: <FormattedMessage id="story.paginatedTable.players" />,
    value: 'players',
    type: 'number',
    sortable: true,
  },
  {
    text: <FormattedMessage id="story.paginatedTable.price" />,
    value: 'price',
    type: 'number',
    sortable: true,
  },
];

function Price({ amount }: { amount: number }) {
  const { locale } = useIntl();
  return <>{formatPrice(amount, locale)}</>;
}

const openVoucher = fn();

function VoucherButton({ booking }: { booking: Booking }) {
  const intl = useIntl();
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={intl.formatMessage(
        { id: 'story.paginatedTable.voucherFor' },
        { reference: booking.reference },
      )}
      onClick={() => openVoucher(booking.reference)}
    >
      <FormattedMessage id="story.paginatedTable.voucher" />
    </Button>
  );
}

const cancelBooking = fn();

/** A booking's actions in the private area: its voucher, its calendar file, its cancellation. */
function BookingActions({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const values = { reference: booking.reference };
  return (
    <>
      <ButtonLink
        href={`/en/voucher/${booking.reference}`}
        variant="secondary"
        size="small"
        aria-label={intl.formatMessage({ id: 'story.paginatedTable.voucherFor' }, values)}
      >
        <FormattedMessage id="story.paginatedTable.voucher" />
      </ButtonLink>
      <ButtonLink
        href={`/en/booking/${booking.reference}.ics`}
        download
        variant="secondary"
        size="small"
        aria-label={intl.formatMessage({ id: 'story.paginatedTable.calendarFor' }, values)}
      >
        <FormattedMessage id="story.paginatedTable.calendar" />
      </ButtonLink>
      <Button
        variant="ghost"
        size="small"
        aria-label={intl.formatMessage({ id: 'story.paginatedTable.cancelFor' }, values)}
        onClick={() => cancelBooking(booking.reference)}
      >
        <FormattedMessage id="story.paginatedTable.cancel" />
      </Button>
    </>
  );
}

const BookingsTable = PaginatedTable<Booking>;

/** Text of the body rows' cells in one column (0-based), in display order. */
function column(canvasElement: HTMLElement, index: number): string[] {
  const table = within(canvasElement).getByRole('table');
  const [, body] = within(table).getAllByRole('rowgroup');
  if (!body) throw new Error('table has no body');
  return (
    within(body)
      .getAllByRole('row')
      // The value, without the column heading a card shows beside it (hidden from readers).
      .map(
        (row) =>
          within(row).getAllByRole('cell')[index]?.querySelector(':scope > span:not([aria-hidden])')
            ?.textContent ?? '',
      )
  );
}

const meta = {
  title: 'Data/PaginatedTable',
  component: BookingsTable,
  args: {
    caption: <FormattedMessage id="story.paginatedTable.caption" />,
    headers,
    items: firstTwelve,
    getRowKey: (booking) => booking.reference,
    renderCell: (booking, header) =>
      header.value === 'price' ? <Price amount={booking.price} /> : undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortedByDate: Story = {
  args: { initialSort: { value: 'date', direction: 'ascend' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dateHeader = canvas.getByRole('columnheader', { name: 'Date' });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(column(canvasElement, 0).slice(0, 3)).toEqual([
      'FWRFV9X6',
      'FWZDPCF5',
      'FWHQD3DQ',
    ]);

    const clubHeader = canvas.getByRole('columnheader', { name: 'Club' });
    await userEvent.click(within(clubHeader).getByRole('button', { name: 'Club' }));
    await expect(clubHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
    // Accent-aware: Ávila sorts among the A's, not after Z.
    await expect(column(canvasElement, 1).slice(0, 3)).toEqual([
      'Abama Golf',
      'Alcanada Golf',
      'Ávila Golf',
    ]);

    await userEvent.click(within(clubHeader).getByRole('button', { name: 'Club' }));
    await expect(clubHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(column(canvasElement, 1)[0]).toBe('Real Club Valderrama');

    // Back to the committed look: sorted by date.
    await userEvent.click(within(dateHeader).getByRole('button', { name: 'Date' }));
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell')).toHaveTextContent('No information found');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ManyItems: Story = {
  args: { items: bookings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('status')).toHaveTextContent('Page 1 of 3');
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('status')).toHaveTextContent('Page 2 of 3');
    await expect(column(canvasElement, 0)).toHaveLength(10);
    await expect(column(canvasElement, 0)[0]).toBe('FWK94CEW');
    await expect(within(nav).getByRole('button', { name: 'Previous' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const Mobile: Story = {
  args: { viewportWidth: 375, initialSort: { value: 'date', direction: 'ascend' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(column(canvasElement, 0)).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 1 of 3');

    // The scrolling region is the first stop for the keyboard, so it can be scrolled sideways.
    const region = canvas.getByRole('region', { name: 'Your bookings' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // The table scrolls inside its region; the page itself never gets wider than the screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithActions: Story = {
  args: {
    initialSort: { value: 'date', direction: 'ascend' },
    actions: (booking) => <VoucherButton booking={booking} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Voucher / })).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Voucher FWZDPCF5' }));
    await expect(openVoucher).toHaveBeenLastCalledWith('FWZDPCF5');
  },
};

export const Spanish: Story = {
  args: {
    initialSort: { value: 'date', direction: 'ascend' },
    actions: (booking) => <VoucherButton booking={booking} />,
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Tus reservas' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Fecha' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Paginación' });
    await expect(within(nav).getByRole('status')).toHaveTextContent('Página 1 de 2');
    await expect(column(canvasElement, 4)).toContain('120,00\u00a0€');

    const priceHeader = canvas.getByRole('columnheader', { name: 'Precio' });
    await userEvent.click(within(priceHeader).getByRole('button'));
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(column(canvasElement, 4)[0]).toBe('89,99\u00a0€');
    await userEvent.click(within(priceHeader).getByRole('button'));
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(column(canvasElement, 4)[0]).toBe('1.234,50\u00a0€');
    // Clicking scrolled the header into view on a phone; show the table from its start again.
    canvas.getByRole('region').scrollTo({ left: 0 });
  },
};

export const BookingsWithActions: Story = {
  args: {
    rowHeader: 'reference',
    initialSort: { value: 'date', direction: 'descend' },
    actions: (booking) => <BookingActions booking={booking} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The reference names its row, so each action is heard with its booking.
    const rowHeaders = canvas.getAllByRole('rowheader');
    await expect(rowHeaders).toHaveLength(10);
    await expect(rowHeaders[0]).toHaveTextContent('FWXY97EF');
    await expect(canvas.getByRole('link', { name: 'Voucher FW7K2Q9A' })).toHaveAttribute(
      'href',
      '/en/voucher/FW7K2Q9A',
    );
    await expect(canvas.getByRole('link', { name: 'Add to calendar FW7K2Q9A' })).toHaveAttribute(
      'download',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel FW7K2Q9A' }));
    await expect(cancelBooking).toHaveBeenLastCalledWith('FW7K2Q9A');
    // The reference and its actions are in view together.
    const region = canvas.getByRole('region');
    const reference = canvas.getByRole('rowheader', { name: 'FW7K2Q9A' });
    if (window.innerWidth < breakpoints.tablet) {
      // A phone: one card per row, nothing to scroll sideways, the actions inside the card.
      await expect(region.scrollWidth).toBe(region.clientWidth);
      const card = reference.closest('tr')?.getBoundingClientRect();
      const cancel = canvas
        .getByRole('button', { name: 'Cancel FW7K2Q9A' })
        .getBoundingClientRect();
      await expect(card && cancel.left >= card.left && cancel.right <= card.right).toBe(true);
      await expect(card && cancel.top >= card.top && cancel.bottom <= card.bottom).toBe(true);
    } else {
      // A table scrolled to its actions keeps the reference at the start.
      await expect(getComputedStyle(reference).position).toBe('sticky');
      await expect(reference.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        region.getBoundingClientRect().left,
      );
      // Show the table from its start again.
      region.scrollTo({ left: 0 });
    }
  },
};

export const BookingsWithActionsFrench: Story = {
  args: BookingsWithActions.args,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Annuler FW7K2Q9A' })).toBeVisible();
  },
};
