import { clsx } from 'clsx';
import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatDate, tablePageSize, TABLE_SMALL_BREAKPOINT } from '@fairway/rules';
import { Icon } from '../Icon';
import * as styles from './PaginatedTable.css';

const messages = defineMessages<{
  empty: NoMessageValues;
  actions: NoMessageValues;
  pagination: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
  status: { page: number; pages: number };
}>({
  empty: { id: 'ds.paginatedTable.empty', defaultMessage: 'No information found' },
  actions: { id: 'ds.paginatedTable.actions', defaultMessage: 'Actions' },
  pagination: { id: 'ds.paginatedTable.pagination', defaultMessage: 'Pagination' },
  previous: { id: 'ds.paginatedTable.previous', defaultMessage: 'Previous' },
  next: { id: 'ds.paginatedTable.next', defaultMessage: 'Next' },
  page: { id: 'ds.paginatedTable.page', defaultMessage: 'Page {page}' },
  status: { id: 'ds.paginatedTable.status', defaultMessage: 'Page {page} of {pages}' },
});

export type TableColumnType = 'text' | 'number' | 'date';
export type TableSortDirection = 'ascend' | 'descend';

export interface TableHeader<T> {
  text: ReactNode;
  /** The item field shown in this column and sorted on. */
  value: keyof T & string;
  /** How the column sorts: 'date' takes ISO strings or Date objects. Defaults to 'text'. */
  type?: TableColumnType;
  sortable?: boolean;
  /** Defaults to 'end' for numbers, 'start' otherwise. */
  align?: 'start' | 'end';
}

export interface TableSort<T> {
  value: keyof T & string;
  direction: TableSortDirection;
}

export interface PaginatedTableProps<T> {
  headers: ReadonlyArray<TableHeader<T>>;
  items: ReadonlyArray<T>;
  getRowKey: (item: T) => string;
  /** Per-row controls, shown in a trailing 'Actions' column. */
  actions?: (item: T) => ReactNode;
  /**
   * Custom cell content (prices, links, labels). Return `undefined` to keep the default
   * rendering of that cell: text as is, numbers as digits, dates in the current locale.
   */
  renderCell?: (item: T, header: TableHeader<T>) => ReactNode;
  /**
   * The column whose cells name their row (a booking's reference): its cells become row headers,
   * so a screen reader says which row an action or value belongs to.
   */
  rowHeader?: keyof T & string;
  /** The table's visible title and accessible name (also names the scrolling region). */
  caption: ReactNode;
  initialSort?: TableSort<T>;
  /** Width of the site's viewport in px; decides the page size (docs/product.md#tables). */
  viewportWidth?: number;
  /** Overrides the page size derived from `viewportWidth`. */
  pageSize?: number;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The server cannot know the screen, so it renders the desktop page size; the site passes the
 * real width after hydration.
 */
const SERVER_VIEWPORT_WIDTH = 1280;

type SortKey = number | string | null;

function sortKeyOf(value: unknown, type: TableColumnType): SortKey {
  if (value === null || value === undefined) return null;
  if (type === 'date') {
    const time =
      value instanceof Date
        ? value.getTime()
        : typeof value === 'string'
          ? Date.parse(value)
          : typeof value === 'number'
            ? value
            : Number.NaN;
    return Number.isNaN(time) ? null : time;
  }
  if (type === 'number') {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : Number.NaN;
    return Number.isNaN(number) ? null : number;
  }
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.trim() === '' ? null : text;
}

/**
 * Sorts a copy of `items` on one column. Dates compare as instants and numbers numerically, so
 * '2026-11-22' follows '2026-02-03' and 10 follows 9; text uses the locale's collation, so
 * 'Ávila' sorts among the A's. Empty values go last in both directions. The sort is stable.
 */
export function sortItems<T>(
  items: ReadonlyArray<T>,
  header: Pick<TableHeader<T>, 'value' | 'type'>,
  direction: TableSortDirection,
  locale: string,
): T[] {
  const type = header.type ?? 'text';
  const collator = new Intl.Collator(locale, { numeric: true });
  const sign = direction === 'ascend' ? 1 : -1;
  const keyed = items.map((item) => ({ item, key: sortKeyOf(item[header.value], type) }));
  const sorted = keyed.toSorted((a, b) => {
    if (a.key === null || b.key === null) {
      return a.key === b.key ? 0 : a.key === null ? 1 : -1;
    }
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : collator.compare(String(a.key), String(b.key));
    return order * sign;
  });
  return sorted.map(({ item }) => item);
}

export interface TablePage<T> {
  rows: T[];
  /** The page actually shown: `page` clamped to the pages that exist. */
  page: number;
  pageCount: number;
}

/** Slices one page (1-based) out of `items`. An empty list still has one, empty, page. */
export function paginate<T>(items: ReadonlyArray<T>, page: number, size: number): TablePage<T> {
  const perPage = Math.max(1, Math.floor(size));
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * perPage;
  return { rows: items.slice(start, start + perPage), page: current, pageCount };
}

type PageItem = number | 'gap-start' | 'gap-end';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * Page numbers to show: first, last and `siblings` around the current page, with gaps for the
 * rest. Always the same count of items once there are enough pages, so the buttons do not jump
 * under the pointer while paging.
 */
function pageItems(current: number, pages: number, siblings: number): PageItem[] {
  const slots = siblings * 2 + 5;
  if (pages <= slots) return range(1, pages);
  const edge = siblings * 2 + 3;
  if (current <= siblings + 3) return [...range(1, edge), 'gap-end', pages];
  if (current >= pages - siblings - 2) return [1, 'gap-start', ...range(pages - edge + 1, pages)];
  return [1, 'gap-start', ...range(current - siblings, current + siblings), 'gap-end', pages];
}

function alignOf<T>(header: TableHeader<T>): 'start' | 'end' {
  return header.align ?? (header.type === 'number' ? 'end' : 'start');
}

function defaultCell(value: unknown, type: TableColumnType, locale: string): ReactNode {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || (type === 'date' && typeof value === 'string')) {
    try {
      return formatDate(value, locale);
    } catch {
      // A malformed date from the site is still shown rather than breaking the whole table.
      return value instanceof Date ? null : value;
    }
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return String(value);
  }
  return null;
}

function SortIcon({ direction }: { direction: TableSortDirection | null }) {
  return (
    <Icon
      className={styles.sortIcon({ active: direction !== null })}
      viewBox="0 0 20 20"
      fill="currentColor"
    >
      {direction !== 'descend' && <path d="M10 3.5 14.5 9h-9z" />}
      {direction !== 'ascend' && <path d="M10 16.5 5.5 11h9z" />}
    </Icon>
  );
}

function GapIcon() {
  return (
    <svg className={styles.stepIcon} viewBox="0 0 20 20" fill="currentColor" focusable="false">
      <circle cx="4" cy="10" r="1.5" />
      <circle cx="10" cy="10" r="1.5" />
      <circle cx="16" cy="10" r="1.5" />
    </svg>
  );
}

function StepIcon({ towards }: { towards: 'previous' | 'next' }) {
  return (
    <Icon className={styles.stepIcon} viewBox="0 0 20 20">
      <path d={towards === 'previous' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
    </Icon>
  );
}

/**
 * A sortable, paginated data table (docs/product.md#tables). The page size
 * follows the viewport width the site passes in; the table reads nothing from `window`, so
 * server and browser render the same markup.
 */
export function PaginatedTable<T>({
  headers,
  items,
  getRowKey,
  actions,
  renderCell,
  rowHeader,
  caption,
  initialSort,
  viewportWidth = SERVER_VIEWPORT_WIDTH,
  pageSize,
  className,
  ref,
}: PaginatedTableProps<T>) {
  const intl = useIntl();
  const captionId = useId();
  const [sort, setSort] = useState<TableSort<T> | null>(initialSort ?? null);
  const [requestedPage, setRequestedPage] = useState(1);

  const sortHeader = sort ? headers.find((header) => header.value === sort.value) : undefined;
  // Plain values as dependencies: the site usually passes a new `headers` array on each render.
  const sortValue = sortHeader?.value;
  const sortType = sortHeader?.type;
  const sortDirection = sort?.direction;
  const sorted = useMemo(
    () =>
      sortValue && sortDirection
        ? sortItems(items, { value: sortValue, type: sortType }, sortDirection, intl.locale)
        : [...items],
    [items, sortValue, sortType, sortDirection, intl.locale],
  );

  const size = pageSize ?? tablePageSize(viewportWidth);
  const { rows, page, pageCount } = paginate(sorted, requestedPage, size);
  // Fewer page buttons on phones so the whole pager fits on one line at 375 px.
  const siblings = viewportWidth < TABLE_SMALL_BREAKPOINT ? 0 : 1;
  const columnCount = headers.length + (actions ? 1 : 0);
  // Only a first column can stay at the start without covering the columns before it.
  const stickyColumn = headers[0]?.value === rowHeader ? rowHeader : undefined;

  function toggleSort(value: keyof T & string) {
    setSort((previous) => ({
      value,
      direction:
        previous?.value === value && previous.direction === 'ascend' ? 'descend' : 'ascend',
    }));
    // The rows on the current page would otherwise be an arbitrary slice of the new order.
    setRequestedPage(1);
  }

  function goTo(target: number) {
    if (target >= 1 && target <= pageCount) setRequestedPage(target);
  }

  const atFirst = page <= 1;
  const atLast = page >= pageCount;

  return (
    <div ref={ref} className={clsx(styles.root, className)}>
      {/* The table keeps its width and this region scrolls: keyboard users reach it with Tab. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            <span className={styles.captionText}>{caption}</span>
          </caption>
          <thead className={styles.head}>
            <tr className={styles.headRow}>
              {headers.map((header) => {
                const align = alignOf(header);
                const direction = sort?.value === header.value ? sort.direction : null;
                const sticky = header.value === stickyColumn && styles.stickyStart;
                if (!header.sortable) {
                  return (
                    <th
                      key={header.value}
                      scope="col"
                      className={clsx(styles.headerCell({ align }), sticky)}
                    >
                      {header.text}
                    </th>
                  );
                }
                return (
                  <th
                    key={header.value}
                    scope="col"
                    aria-sort={
                      direction === 'ascend'
                        ? 'ascending'
                        : direction === 'descend'
                          ? 'descending'
                          : 'none'
                    }
                    className={clsx(styles.headerCell({ align, sortable: true }), sticky)}
                  >
                    <button
                      type="button"
                      className={styles.sortButton({ align })}
                      onClick={() => toggleSort(header.value)}
                    >
                      {/* At the end side the icon leads, so the words line up with the values. */}
                      {align === 'end' && <SortIcon direction={direction} />}
                      {header.text}
                      {align === 'start' && <SortIcon direction={direction} />}
                    </button>
                  </th>
                );
              })}
              {actions && (
                <th scope="col" className={styles.headerCell({ align: 'end' })}>
                  {intl.formatMessage(messages.actions)}
                </th>
              )}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.emptyCell}>
                  {intl.formatMessage(messages.empty)}
                </td>
              </tr>
            ) : (
              rows.map((item) => (
                <tr key={getRowKey(item)} className={styles.row}>
                  {headers.map((header) => {
                    const custom = renderCell?.(item, header);
                    const content =
                      custom !== undefined
                        ? custom
                        : defaultCell(item[header.value], header.type ?? 'text', intl.locale);
                    const className = styles.cell({ align: alignOf(header) });
                    return header.value === rowHeader ? (
                      <th
                        key={header.value}
                        scope="row"
                        className={clsx(
                          className,
                          styles.rowHeaderCell,
                          header.value === stickyColumn && styles.stickyStart,
                        )}
                      >
                        {content}
                      </th>
                    ) : (
                      <td key={header.value} className={className}>
                        {/* The table's header row says it already; a card shows it beside the value. */}
                        <span className={styles.cellLabel} aria-hidden="true">
                          {header.text}
                        </span>
                        <span>{content}</span>
                      </td>
                    );
                  })}
                  {actions && (
                    <td className={styles.actionsCell}>
                      <div className={styles.actionsContent}>{actions(item)}</div>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {pageCount > 1 && (
        <nav aria-label={intl.formatMessage(messages.pagination)} className={styles.pagination}>
          <ul className={styles.pageList}>
            <li>
              {/* aria-disabled, not disabled: a focused button that becomes disabled drops focus. */}
              <button
                type="button"
                className={styles.pageButton()}
                aria-disabled={atFirst || undefined}
                onClick={() => goTo(page - 1)}
              >
                <StepIcon towards="previous" />
                <span className={styles.stepLabel}>{intl.formatMessage(messages.previous)}</span>
              </button>
            </li>
            {pageItems(page, pageCount, siblings).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    className={styles.pageButton({ current: item === page })}
                    aria-label={intl.formatMessage(messages.page, { page: item })}
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => goTo(item)}
                  >
                    {item}
                  </button>
                </li>
              ) : (
                <li key={item} className={styles.ellipsis} aria-hidden="true">
                  <GapIcon />
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={styles.pageButton()}
                aria-disabled={atLast || undefined}
                onClick={() => goTo(page + 1)}
              >
                <span className={styles.stepLabel}>{intl.formatMessage(messages.next)}</span>
                <StepIcon towards="next" />
              </button>
            </li>
          </ul>
          <p role="status" className={styles.status}>
            {intl.formatMessage(messages.status, { page, pages: pageCount })}
          </p>
        </nav>
      )}
    </div>
  );
}
