import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runCardLinkSuite } from '../../test/card-link-suite';
import { renderWithProviders } from '../../test/render';
import { BlogCard, type BlogCardProps } from './BlogCard';

const algarve: BlogCardProps = {
  title: 'Algarve course guide: from Vilamoura to Lagos',
  href: '/en/blog/algarve-course-guide-from-vilamoura-to-lagos-7301005',
  published: '2026-01-21T10:00:00.000Z',
  author: 'James Whitfield',
  excerpt: 'The Algarve packs more than thirty courses into a short stretch of coast.',
  labels: ['destinations', 'tips'],
};

runCardLinkSuite('BlogCard', <BlogCard {...algarve} />, {
  title: algarve.title,
  href: algarve.href,
  headingLevel: 3,
});

describe('BlogCard', () => {
  it('shows the date in the reader’s format, the author, the excerpt and the labels', () => {
    renderWithProviders(<BlogCard {...algarve} />);
    const date = screen.getByText('21 January 2026');
    expect(date).toHaveAttribute('datetime', '2026-01-21');
    expect(date.parentElement).toHaveTextContent(/^21 January 2026 · by James Whitfield$/);
    expect(screen.getByText(algarve.excerpt)).toBeInTheDocument();
    const labels = screen.getByRole('list', { name: 'Labels' });
    expect(
      within(labels)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['destinations', 'tips']);
  });

  it.each([
    ['es', '21 de enero de 2026', ' · por Lucía Moreno', 'Etiquetas'],
    ['fr', '21 janvier 2026', ' · par Lucía Moreno', 'Étiquettes'],
    ['sv', '21 januari 2026', ' · av Lucía Moreno', 'Etiketter'],
  ] as const)('speaks %s', (locale, date, author, labels) => {
    renderWithProviders(<BlogCard {...algarve} author="Lucía Moreno" />, { locale });
    expect(screen.getByText(date).parentElement).toHaveTextContent(`${date}${author}`);
    expect(screen.getByRole('list', { name: labels })).toBeInTheDocument();
  });

  it('reads the calendar date as written, whatever the offset', () => {
    renderWithProviders(<BlogCard {...algarve} published="2026-03-01T00:30:00+01:00" />);
    expect(screen.getByText(/^1 March 2026/)).toBeInTheDocument();
  });

  it('leaves out an empty author and an empty label list', () => {
    const { container } = renderWithProviders(<BlogCard {...algarve} author="" labels={[]} />);
    expect(screen.getByText('21 January 2026').parentElement).toHaveTextContent(
      /^21 January 2026$/,
    );
    expect(screen.queryByText(/by/)).not.toBeInTheDocument();
    expect(container.querySelector('ul')).toBeNull();
  });

  it('honours the heading level', () => {
    renderWithProviders(<BlogCard {...algarve} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(algarve.title);
  });

  it('marks the post’s own words with their language, the byline keeps the page’s', () => {
    renderWithProviders(<BlogCard {...algarve} contentLang="es" />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: algarve.title })).toHaveAttribute('lang', 'es');
    expect(screen.getByText(algarve.excerpt)).toHaveAttribute('lang', 'es');
    expect(screen.getByText('tips')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('21 janvier 2026').parentElement).not.toHaveAttribute('lang');
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
  });
});
