import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Scorecard, type ScorecardHole } from './Scorecard';

/** Hole n: par 3, 4 or 5 in turn; white 100·n m, yellow 90·n, red 80·n. */
function holes(count: number): ScorecardHole[] {
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    par: 3 + (i % 3),
    metres: { white: 100 * (i + 1), yellow: 90 * (i + 1), red: 80 * (i + 1) },
  }));
}

const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);

describe('Scorecard', () => {
  it('is a table named by its caption, with a column header per value and a row header per hole', () => {
    renderWithProviders(<Scorecard caption="Scorecard: Old Course" holes={holes(9)} />);
    const table = screen.getByRole('table', { name: /Scorecard: Old Course/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Hole', 'Par', 'White', 'Yellow', 'Red']);
    for (const th of within(table).getAllByRole('columnheader'))
      expect(th).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: '9' })).toHaveAttribute('scope', 'row');
    expect(table).toHaveTextContent('Lengths in metres from the white, yellow and red tees.');
  });

  it('totals a nine once, with no out or in', () => {
    renderWithProviders(<Scorecard caption="Nine" holes={holes(9)} />);
    const rows = screen.getAllByRole('row');
    // The header, nine holes and the total.
    expect(rows).toHaveLength(11);
    expect(cells(rows.at(-1) as HTMLElement)).toEqual(['Total', '36', '4,500', '4,050', '3,600']);
    expect(screen.queryByRole('rowheader', { name: 'Out' })).toBeNull();
  });

  it('totals an eighteen out after the ninth, in after the eighteenth, and overall', () => {
    renderWithProviders(<Scorecard caption="Eighteen" holes={holes(18)} />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(1 + 18 + 3);
    expect(cells(rows[10] as HTMLElement)).toEqual(['Out', '36', '4,500', '4,050', '3,600']);
    expect(cells(rows[20] as HTMLElement)).toEqual(['In', '36', '12,600', '11,340', '10,080']);
    expect(cells(rows[21] as HTMLElement)).toEqual(['Total', '72', '17,100', '15,390', '13,680']);
    expect(cells(rows[11] as HTMLElement)).toEqual(['10', '3', '1,000', '900', '800']);
  });

  it('speaks the golfer’s language, numbers included', () => {
    renderWithProviders(<Scorecard caption="Tarjeta" holes={holes(18)} />, { locale: 'sv' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Hål',
      'Par',
      'Vit',
      'Gul',
      'Röd',
    ]);
    const total = screen.getByRole('rowheader', { name: 'Totalt' }).closest('tr') as HTMLElement;
    expect(cells(total)).toEqual(['Totalt', '72', '17\u00a0100', '15\u00a0390', '13\u00a0680']);
    expect(screen.getByRole('rowheader', { name: 'Första nio' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Andra nio' })).toBeInTheDocument();
  });
});
