import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is a link home named after the shop', () => {
    renderWithProviders(<Logo homeHref="/en" />);
    const link = screen.getByRole('link', { name: 'Fairway, home' });
    expect(link).toHaveAttribute('href', '/en');
    expect(link).toHaveTextContent('Fairway');
  });

  it('names the link in the reader’s language', () => {
    renderWithProviders(<Logo homeHref="/es" />, { locale: 'es' });
    expect(screen.getByRole('link', { name: 'Fairway, inicio' })).toHaveAttribute('href', '/es');
  });

  it('hides the drawn mark from screen readers', () => {
    const { container } = renderWithProviders(<Logo homeHref="/" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards its ref to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithProviders(<Logo ref={ref} homeHref="/" />);
    expect(ref.current?.tagName).toBe('A');
  });
});
