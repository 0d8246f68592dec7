import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('truncates instead of rounding, in the layout of each locale', () => {
    const cases = [
      { locale: 'en', culture: 'en-GB', small: '29.99\u00a0€', large: '1,234.50\u00a0€' },
      { locale: 'es', culture: 'es-ES', small: '29,99\u00a0€', large: '1.234,50\u00a0€' },
      // French groups with a narrow no-break space, Swedish with a no-break space.
      { locale: 'fr', culture: 'fr-FR', small: '29,99\u202f€', large: '1\u202f234,50\u202f€' },
      { locale: 'sv', culture: 'sv-SE', small: '29,99\u00a0€', large: '1\u00a0234,50\u00a0€' },
    ] as const;
    for (const { locale, culture, small, large } of cases) {
      const { container, unmount } = renderWithProviders(
        <>
          <PriceTag amount={29.999} />
          <PriceTag amount={1234.509} />
        </>,
        { locale },
      );
      const texts = Array.from(container.querySelectorAll('span > span')).map((n) => n.textContent);
      expect(texts).toEqual([small, large]);
      // The rules own the format; the component adds nothing of its own.
      expect(texts).toEqual([formatPrice(29.999, culture), formatPrice(1234.509, culture)]);
      unmount();
    }
  });

  it('keeps large amounts whole, grouped by the culture', () => {
    renderWithProviders(<PriceTag amount={123456.789} size="large" />, { locale: 'es' });
    expect(screen.getByText('123.456,78 €')).toBeInTheDocument();
  });

  it('prefixes the lowest price with "From" in the reader’s language', () => {
    renderWithProviders(<PriceTag amount={45} from />, { locale: 'es' });
    expect(screen.getByText('45,00 €').parentElement).toHaveTextContent('Desde 45,00 €');
  });

  it('strikes the rack price through and tells screen readers what it was', () => {
    const { container } = renderWithProviders(<PriceTag amount={45} previousAmount={60} />);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('60.00 €');
    expect(struck).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Was 60.00 €')).toBeInTheDocument();
  });

  it('shows the discount badge as a percentage', () => {
    const { rerender } = renderWithProviders(<PriceTag amount={45} discountPercent={25} />);
    expect(screen.getByText('25% off')).toBeInTheDocument();
    rerender(<PriceTag amount={45} />);
    expect(screen.queryByText(/off$/)).not.toBeInTheDocument();
  });

  it('translates the discount and the rack price', () => {
    renderWithProviders(<PriceTag amount={45} previousAmount={60} discountPercent={25} />, {
      locale: 'sv',
    });
    expect(screen.getByText('25% rabatt')).toBeInTheDocument();
    expect(screen.getByText('Tidigare 60,00 €')).toBeInTheDocument();
  });

  it('gives the large size its own class and forwards ref and attributes', () => {
    const ref = createRef<HTMLSpanElement>();
    const { rerender } = renderWithProviders(<PriceTag amount={45} data-testid="tag" />);
    const standard = screen.getByTestId('tag').className;
    rerender(<PriceTag ref={ref} amount={45} size="large" data-testid="tag" />);
    expect(screen.getByTestId('tag').className).not.toBe(standard);
    expect(ref.current).toBe(screen.getByTestId('tag'));
  });
});
