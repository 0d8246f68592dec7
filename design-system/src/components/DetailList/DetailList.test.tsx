import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DetailList, DetailRow } from './DetailList';
import * as styles from './DetailList.css';

describe('DetailList', () => {
  it('pairs each term with its value in a description list', () => {
    renderWithProviders(
      <DetailList>
        <DetailRow term="Club">Valderrama</DetailRow>
        <DetailRow term="Players">2</DetailRow>
      </DetailList>,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Club', 'Players']);
    expect(values).toEqual(['Valderrama', '2']);
    expect(screen.getAllByRole('term')[0]?.closest('dl')).not.toBeNull();
  });

  it('marks only the strong row’s value as strong', () => {
    renderWithProviders(
      <DetailList>
        <DetailRow term="Date">27 November 2026</DetailRow>
        <DetailRow term="Amount paid" strong>
          132.12 €
        </DetailRow>
      </DetailList>,
    );
    expect(screen.getByText('132.12 €')).toHaveClass(styles.strong);
    expect(screen.getByText('27 November 2026')).not.toHaveClass(styles.strong);
  });
});
