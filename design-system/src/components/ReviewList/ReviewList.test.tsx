import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ReviewList, type ReviewListProps } from './ReviewList';

const props: ReviewListProps = {
  average: 4.5,
  averageText: '4,5',
  count: 12,
  page: 1,
  pages: 3,
  pageHref: (page) => `/club?reviews=${page}`,
  reportAction: '/club',
  reviews: [
    {
      id: 4,
      rating: 4,
      text: 'Quick greens.\nFriendly starter.',
      author: 'Ana G.',
      date: '5 Jun 2026',
      courseName: 'Old',
      lang: 'es',
    },
  ],
};

describe('ReviewList', () => {
  it('reads the stars out, keeps the text as plain text in its language, and pages forward only from page 1', () => {
    renderWithProviders(<ReviewList {...props} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toHaveTextContent('★★★★☆');
    const text = screen.getByText(/Quick greens/);
    expect(text).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('link', { name: 'Newer reviews' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Older reviews' })).toHaveAttribute(
      'href',
      '/club?reviews=2',
    );
  });

  it('posts a report as a plain form naming the review, and thanks in its place once reported', () => {
    const { rerender } = renderWithProviders(<ReviewList {...props} />);
    const form = screen
      .getByRole('button', { name: 'Report the review by Ana G.' })
      .closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/club');
    expect(within(form as HTMLElement).getByDisplayValue('4')).toHaveAttribute('name', 'review');
    rerender(<ReviewList {...props} reportedId={4} />);
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you');
  });

  it('says so when there is no review, without stars or pages', () => {
    renderWithProviders(<ReviewList {...props} average={null} count={0} reviews={[]} pages={0} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
