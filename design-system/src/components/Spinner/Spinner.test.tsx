import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Spinner, SpinnerRing } from './Spinner';

describe('Spinner', () => {
  it('announces "Loading…" in a polite status region while visible', () => {
    renderWithProviders(<Spinner visible />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading…');
  });

  it('keeps an empty status region while hidden, so the next load is announced', () => {
    const { rerender } = renderWithProviders(<Spinner visible={false} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(status.className).toBe('');

    rerender(<Spinner visible />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Loading…');
    expect(status.className).not.toBe('');
  });

  it('hides the turning ring from assistive tech', () => {
    renderWithProviders(<Spinner visible />);
    const status = screen.getByRole('status');
    const hidden = status.querySelectorAll('[aria-hidden="true"]');
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toBeEmptyDOMElement();
  });

  it('says a custom label instead of the default one', () => {
    renderWithProviders(<Spinner visible label="Checking availability" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking availability');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('renders the inline variant inside a button without giving the button a new role', () => {
    renderWithProviders(
      <button type="button">
        <Spinner size="inline" /> Paying
      </button>,
    );
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('SPAN');
    expect(screen.getByRole('button')).toContainElement(status);
    expect(status).toHaveTextContent('Loading…');
  });

  it('gives the page and inline variants different looks', () => {
    renderWithProviders(
      <>
        <Spinner size="page" />
        <Spinner size="inline" />
      </>,
    );
    const [page, inline] = screen.getAllByRole('status');
    expect(page?.className).not.toBe(inline?.className);
  });

  it('speaks Spanish', () => {
    renderWithProviders(<Spinner visible />, { locale: 'es' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('exposes the ring alone as pure decoration', () => {
    const { container } = renderWithProviders(<SpinnerRing size="large" />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
