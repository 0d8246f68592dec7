import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { VisuallyHidden } from './VisuallyHidden';
import { visuallyHidden } from './VisuallyHidden.css';

describe('VisuallyHidden', () => {
  it('adds its text to the accessible name of the control around it', () => {
    renderWithProviders(
      <button type="button">
        Remove <VisuallyHidden>Valderrama, 10:30</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove Valderrama, 10:30' })).toBeInTheDocument();
  });

  it('is a span carrying the hiding class next to the caller’s own class', () => {
    renderWithProviders(<VisuallyHidden className="extra">hint</VisuallyHidden>);
    const span = screen.getByText('hint');
    expect(span.tagName).toBe('SPAN');
    expect(span).toHaveClass(visuallyHidden, 'extra');
  });

  it('forwards its ref and other attributes to the span', () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithProviders(
      <VisuallyHidden ref={ref} id="hint">
        hint
      </VisuallyHidden>,
    );
    expect(ref.current).toBe(screen.getByText('hint'));
    expect(ref.current).toHaveAttribute('id', 'hint');
  });
});
