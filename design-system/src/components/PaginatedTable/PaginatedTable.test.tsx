import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PaginatedTable, paginate, sortItems, type TableHeader } from './PaginatedTable';

interface Booking {
  code: string;
  club: string;
  date: string;
  players: number;
}

const bookings: Booking[] = [
  { code: 'FW7K2Q9A', club: 'Zagaleta', date: '2026-11-22', players: 2 },
  { code: 'FW3M8X1B', club: 'Ávila Golf', date: '2026-02-03', players: 10 },
  { code: 'FW5P4R7C', club: 'Abama Golf', date: '2026-03-15', players: 9 },
  { code: 'FW9T6N2D', club: 'Bonalba', date: '2025-12-31', players: 4 },
];

const codes = (items: Booking[]) => items.map((item) => item.code);

const headers: TableHeader<Booking>[] = [
  { text: 'Reference', value: 'code' },
  { text: 'Club', value: 'club', sortable: true },
  { text: 'Date', value: 'date', type: 'date', sortable: true },
  { text: 'Players', value: 'players', type: 'number', sortable: true },
];

function makeBookings(count: number): Booking[] {
  return Array.from({ length: count }, (_, index) => ({
    code: `FW${String(index + 1).padStart(6, '0')}`,
    club: `Club ${String(index + 1).padStart(2, '0')}`,
    date: `2026-01-${String(index + 1).padStart(2, '0')}`,
    players: (index % 4) + 1,
  }));
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  if (!body) throw new Error('table has no body');
  return within(body).getAllByRole('row');
}

/** A cell's value, without the column heading a card shows beside it (hidden from readers). */
function valueOf(cell: HTMLElement | undefined): string {
  return cell?.querySelector(':scope > span:not([aria-hidden])')?.textContent ?? '';
}

function firstCellTexts() {
  return bodyRows().map((row) => valueOf(within(row).getAllByRole('cell')[0]));
}

describe('sortItems', () => {
  it('sorts text with the locale collation, so an accented initial sorts with its letter', () => {
    const header = { value: 'club', type: 'text' } as const;
    expect(sortItems(bookings, header, 'ascend', 'es-ES').map((b) => b.club)).toEqual([
      'Abama Golf',
      'Ávila Golf',
      'Bonalba',
      'Zagaleta',
    ]);
    expect(sortItems(bookings, header, 'descend', 'es-ES').map((b) => b.club)).toEqual([
      'Zagaleta',
      'Bonalba',
      'Ávila Golf',
      'Abama Golf',
    ]);
  });

  it('sorts numbers numerically, not as text (10 after 9)', () => {
    const header = { value: 'players', type: 'number' } as const;
    expect(sortItems(bookings, header, 'ascend', 'en-GB').map((b) => b.players)).toEqual([
      2, 4, 9, 10,
    ]);
    expect(sortItems(bookings, header, 'descend', 'en-GB').map((b) => b.players)).toEqual([
      10, 9, 4, 2,
    ]);
  });

  it('sorts ISO date strings as dates', () => {
    const header = { value: 'date', type: 'date' } as const;
    expect(codes(sortItems(bookings, header, 'ascend', 'en-GB'))).toEqual([
      'FW9T6N2D',
      'FW3M8X1B',
      'FW5P4R7C',
      'FW7K2Q9A',
    ]);
    expect(codes(sortItems(bookings, header, 'descend', 'en-GB'))).toEqual([
      'FW7K2Q9A',
      'FW5P4R7C',
      'FW3M8X1B',
      'FW9T6N2D',
    ]);
  });

  it('compares dates as instants, so mixed Date objects and ISO strings with times sort right', () => {
    // As text, '2026-02-03T18:00:00Z' would sort after '2026-02-03T09:30:00+01:00' either way;
    // as instants 18:00 UTC is later than 08:30 UTC and a Date object sits between them.
    const rows = [
      { id: 'evening', at: '2026-02-03T18:00:00Z' },
      { id: 'object', at: new Date(Date.UTC(2026, 1, 3, 12)) },
      { id: 'morning', at: '2026-02-03T09:30:00+01:00' },
    ];
    const header = { value: 'at', type: 'date' } as const;
    expect(sortItems(rows, header, 'ascend', 'en-GB').map((r) => r.id)).toEqual([
      'morning',
      'object',
      'evening',
    ]);
    expect(sortItems(rows, header, 'descend', 'en-GB').map((r) => r.id)).toEqual([
      'evening',
      'object',
      'morning',
    ]);
  });

  it('keeps empty values last in both directions and leaves the input untouched', () => {
    const rows = [
      { id: 'a', n: 2 },
      { id: 'b', n: null },
      { id: 'c', n: 1 },
    ];
    const before = rows.map((r) => r.id);
    const header = { value: 'n', type: 'number' } as const;
    expect(sortItems(rows, header, 'ascend', 'en-GB').map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortItems(rows, header, 'descend', 'en-GB').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(rows.map((r) => r.id)).toEqual(before);
  });
});

describe('paginate', () => {
  it('slices 1-based pages and counts them', () => {
    const items = makeBookings(12);
    const second = paginate(items, 2, 10);
    expect(second.pageCount).toBe(2);
    expect(second.page).toBe(2);
    expect(codes(second.rows)).toEqual(['FW000011', 'FW000012']);
    expect(paginate(items, 3, 5).rows).toHaveLength(2);
    expect(paginate(items, 3, 5).pageCount).toBe(3);
  });

  it('clamps a page past the end and keeps one empty page for no items', () => {
    expect(paginate(makeBookings(12), 9, 10).page).toBe(2);
    expect(paginate([], 1, 10)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('PaginatedTable', () => {
  it('names the table and its scrolling region after the caption', () => {
    renderWithProviders(
      <PaginatedTable
        caption="Your bookings"
        headers={headers}
        items={bookings}
        getRowKey={(b) => b.code}
      />,
    );
    expect(screen.getByRole('table', { name: 'Your bookings' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Your bookings' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('toggles aria-sort ascending then descending and reorders the rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={bookings}
        getRowKey={(b) => b.code}
      />,
    );
    const clubHeader = screen.getByRole('columnheader', { name: 'Club' });
    const dateHeader = screen.getByRole('columnheader', { name: 'Date' });
    expect(clubHeader).toHaveAttribute('aria-sort', 'none');
    // Columns that cannot be sorted claim no sort state at all.
    expect(screen.getByRole('columnheader', { name: 'Reference' })).not.toHaveAttribute(
      'aria-sort',
    );

    await user.click(within(clubHeader).getByRole('button', { name: 'Club' }));
    expect(clubHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCellTexts()).toEqual(['FW5P4R7C', 'FW3M8X1B', 'FW9T6N2D', 'FW7K2Q9A']);

    await user.click(within(clubHeader).getByRole('button'));
    expect(clubHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCellTexts()).toEqual(['FW7K2Q9A', 'FW9T6N2D', 'FW3M8X1B', 'FW5P4R7C']);

    await user.click(within(dateHeader).getByRole('button'));
    expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(clubHeader).toHaveAttribute('aria-sort', 'none');
    expect(firstCellTexts()).toEqual(['FW9T6N2D', 'FW3M8X1B', 'FW5P4R7C', 'FW7K2Q9A']);
  });

  it('starts from initialSort', () => {
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={bookings}
        getRowKey={(b) => b.code}
        initialSort={{ value: 'players', direction: 'descend' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Players' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(firstCellTexts()).toEqual(['FW3M8X1B', 'FW5P4R7C', 'FW9T6N2D', 'FW7K2Q9A']);
  });

  it('shows 12 items at 1280 px as 2 pages of 10', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={makeBookings(12)}
        getRowKey={(b) => b.code}
        viewportWidth={1280}
      />,
    );
    expect(bodyRows()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 1 of 2');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(firstCellTexts()).toEqual(['FW000011', 'FW000012']);
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 2 of 2');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    const next = within(nav).getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');

    // At the end Next stays focusable but does nothing.
    await user.click(next);
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 2 of 2');
  });

  it('shows 12 items at 375 px as 3 pages of 5', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={makeBookings(12)}
        getRowKey={(b) => b.code}
        viewportWidth={375}
      />,
    );
    expect(bodyRows()).toHaveLength(5);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('status')).toHaveTextContent('Page 1 of 3');
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(firstCellTexts()).toEqual(['FW000011', 'FW000012']);
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(firstCellTexts()).toEqual(['FW000006', 'FW000007', 'FW000008', 'FW000009', 'FW000010']);
  });

  it('lets pageSize override the viewport', () => {
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={makeBookings(12)}
        getRowKey={(b) => b.code}
        pageSize={4}
      />,
    );
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Page 1 of 3');
  });

  it('goes back to page 1 when the sort changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={makeBookings(12)}
        getRowKey={(b) => b.code}
        viewportWidth={1280}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Page 2 of 2');

    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(screen.getByRole('status')).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(firstCellTexts()[0]).toBe('FW000001');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(screen.getByRole('status')).toHaveTextContent('Page 1 of 2');
    expect(firstCellTexts()[0]).toBe('FW000012');
  });

  it('hides the pagination when everything fits on one page', () => {
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={bookings}
        getRowKey={(b) => b.code}
      />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a single "No information found" row spanning every column when empty', () => {
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={[]}
        getRowKey={(b) => b.code}
        actions={() => <button type="button">Voucher</button>}
      />,
    );
    const rows = bodyRows();
    expect(rows).toHaveLength(1);
    const cell = within(rows[0] as HTMLElement).getByRole('cell');
    expect(cell).toHaveTextContent('No information found');
    expect(cell).toHaveAttribute('colspan', '5');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says it found nothing in Spanish', () => {
    renderWithProviders(
      <PaginatedTable caption="Reservas" headers={headers} items={[]} getRowKey={(b) => b.code} />,
      { locale: 'es' },
    );
    expect(screen.getByRole('cell')).toHaveTextContent('No se ha encontrado información');
  });

  it('renders the actions column with the controls of each row', async () => {
    const onVoucher = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={bookings}
        getRowKey={(b) => b.code}
        actions={(booking) => (
          <button type="button" onClick={() => onVoucher(booking.code)}>
            Voucher {booking.code}
          </button>
        )}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    for (const row of bodyRows()) {
      const code = valueOf(within(row).getAllByRole('cell')[0]);
      expect(within(row).getByRole('button', { name: `Voucher ${code}` })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Voucher FW5P4R7C' }));
    expect(onVoucher).toHaveBeenCalledExactlyOnceWith('FW5P4R7C');
  });

  it('makes the rowHeader column’s cells the headers of their rows', () => {
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={bookings}
        getRowKey={(b) => b.code}
        rowHeader="code"
        actions={(booking) => <a href={`/voucher/${booking.code}`}>Voucher</a>}
      />,
    );
    for (const row of bodyRows()) {
      const [rowHeader, ...others] = within(row).getAllByRole('rowheader');
      expect(others).toEqual([]);
      expect(rowHeader).toHaveAttribute('scope', 'row');
      expect(rowHeader?.textContent).toMatch(/^FW/);
      // The other columns and the actions stay ordinary cells.
      expect(within(row).getAllByRole('cell')).toHaveLength(headers.length);
    }
  });

  it('names the actions column and pager in the current language', () => {
    renderWithProviders(
      <PaginatedTable
        caption="Reservas"
        headers={headers}
        items={makeBookings(12)}
        getRowKey={(b) => b.code}
        actions={() => null}
      />,
      { locale: 'es' },
    );
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('status')).toHaveTextContent('Página 1 de 2');
    expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });

  it('names each value with its column heading in the cards, hidden from screen readers', () => {
    renderWithProviders(
      <PaginatedTable
        headers={headers}
        items={bookings}
        getRowKey={(b) => b.code}
        caption="Bookings"
      />,
    );
    const cell = within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1] as HTMLElement;
    const label = cell.querySelector('[aria-hidden="true"]');
    expect(label?.textContent).toBe('Club');
    expect(valueOf(cell)).not.toBe('');
  });

  it('formats dates in the locale by default and lets renderCell replace any cell', () => {
    renderWithProviders(
      <PaginatedTable
        caption="Bookings"
        headers={headers}
        items={[bookings[0] as Booking]}
        getRowKey={(b) => b.code}
        renderCell={(booking, header) =>
          header.value === 'players' ? `${booking.players} golfers` : undefined
        }
      />,
    );
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map(valueOf)).toEqual(['FW7K2Q9A', 'Zagaleta', '22 Nov 2026', '2 golfers']);
  });
});
