import { screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LinkProvider, type LinkProps } from '../Link';
import { SearchExamples } from './SearchExamples';

const EXAMPLES = [
  { label: 'Real Club Valderrama', href: '/en/club/real-club-valderrama?idVP=12&rec=21' },
  { label: 'Algarve', href: '/en/region/algarve?idReg=11' },
  { label: 'Marbella', href: '/en/region/marbella?municipio=marbella&idMun=1' },
];

describe('SearchExamples', () => {
  it('invites with the examples as a list in a sentence, each a link to its page', () => {
    const { container } = renderWithProviders(<SearchExamples examples={EXAMPLES} />);
    expect(container.querySelector('p')).toHaveTextContent(
      'Try Real Club Valderrama, Algarve or Marbella',
    );
    for (const example of EXAMPLES)
      expect(screen.getByRole('link', { name: example.label })).toHaveAttribute(
        'href',
        example.href,
      );
  });

  it('joins the examples in the reader’s language', () => {
    const { container } = renderWithProviders(<SearchExamples examples={EXAMPLES} />, {
      locale: 'sv',
    });
    expect(container.querySelector('p')).toHaveTextContent(
      'Prova Real Club Valderrama, Algarve eller Marbella',
    );
  });

  it('renders its links through the router link the site injects', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
      { children, ...props },
      ref,
    ) {
      return (
        <a ref={ref} data-router="" {...props}>
          {children}
        </a>
      );
    });
    renderWithProviders(
      <LinkProvider value={RouterLink}>
        <SearchExamples examples={EXAMPLES.slice(0, 1)} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Real Club Valderrama' })).toHaveAttribute(
      'data-router',
    );
  });

  it('renders nothing without an example', () => {
    const { container } = renderWithProviders(<SearchExamples examples={[]} />);
    expect(container.querySelector('p')).toBeNull();
  });
});
