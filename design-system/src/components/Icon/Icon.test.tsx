import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Icon } from './Icon';

function attributesOf(element: Element | null): Record<string, string> {
  return Object.fromEntries(
    Array.from(element?.attributes ?? [], (attribute) => [attribute.name, attribute.value]),
  );
}

describe('Icon', () => {
  it('draws a round-capped outline in the text colour on a 24 × 24 grid by default', () => {
    const { container } = renderWithProviders(
      <Icon className="icon">
        <path d="M4 12h16" />
      </Icon>,
    );
    const svg = container.querySelector('svg');
    expect(attributesOf(svg)).toEqual({
      class: 'icon',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
      focusable: 'false',
    });
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M4 12h16');
  });

  it('takes another grid and stroke width', () => {
    const { container } = renderWithProviders(
      <Icon viewBox="0 0 20 20" strokeWidth={2.5}>
        <path d="m5 10.5 3.2 3.2L15 6.5" />
      </Icon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 20 20');
    expect(svg).toHaveAttribute('stroke-width', '2.5');
    expect(svg).not.toHaveAttribute('class');
  });

  it('draws a solid icon without any stroke', () => {
    const { container } = renderWithProviders(
      <Icon fill="currentColor" viewBox="0 0 16 16">
        <circle cx="8" cy="8" r="7" />
      </Icon>,
    );
    expect(attributesOf(container.querySelector('svg'))).toEqual({
      viewBox: '0 0 16 16',
      fill: 'currentColor',
      'aria-hidden': 'true',
      focusable: 'false',
    });
  });

  it('stays out of the accessibility tree and the tab order', () => {
    const { container } = renderWithProviders(
      <button type="button">
        <Icon>
          <path d="M4 12h16" />
        </Icon>
        Next
      </button>,
    );
    expect(container.querySelector('button')).toHaveAccessibleName('Next');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).toHaveAttribute('focusable', 'false');
  });
});
