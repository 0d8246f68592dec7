import { screen, within } from '@testing-library/react';
import { forwardRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkProps } from '../components/Link';
import { renderWithProviders } from './render';

export interface CardLinkSuiteOptions {
  /** The card's title: it names the article, and its heading holds the one link. */
  title: string;
  href: string;
  /** The title heading's level as rendered. */
  headingLevel: 2 | 3 | 4;
}

/**
 * What every card that leads to a page owes its users (styles/card.css.ts): one article named by
 * its title, whose only interactive element is the title's link, rendered through the router link
 * the site injects. Written once so each card's tests only supply the card.
 */
export function runCardLinkSuite(name: string, card: ReactElement, options: CardLinkSuiteOptions) {
  describe(`${name} as a link to its page`, () => {
    it('is one article named by its title, whose only link is the title', () => {
      renderWithProviders(card);
      const article = screen.getByRole('article', { name: options.title });
      const links = within(article).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(options.title);
      expect(links[0]).toHaveAttribute('href', options.href);
      expect(
        screen.getByRole('heading', { level: options.headingLevel, name: options.title }),
      ).toContainElement(links[0] ?? null);
      expect(within(article).queryByRole('button')).not.toBeInTheDocument();
    });

    it('renders its link through the router link the site injects', () => {
      const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
        { children, ...props },
        ref,
      ) {
        return (
          <a ref={ref} data-router="yes" {...props}>
            {children}
          </a>
        );
      });
      renderWithProviders(<LinkProvider value={RouterLink}>{card}</LinkProvider>);
      expect(screen.getByRole('link')).toHaveAttribute('data-router', 'yes');
    });
  });
}
