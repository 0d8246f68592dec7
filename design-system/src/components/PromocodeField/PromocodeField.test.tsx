import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PromocodeField } from './PromocodeField';

describe('PromocodeField', () => {
  it('applies the trimmed code on Enter without submitting the form around it', async () => {
    const onApply = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithProviders(
      <form aria-label="Checkout" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PromocodeField locale="en" onApply={onApply} />
      </form>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Promocode' }), '  AUTUMN10 {Enter}');
    expect(onApply).toHaveBeenCalledWith('AUTUMN10');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies on the Apply button and ignores an empty code', async () => {
    const onApply = vi.fn();
    renderWithProviders(<PromocodeField locale="en" onApply={onApply} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('SPRING');
  });

  it('does not apply while busy', async () => {
    const onApply = vi.fn();
    renderWithProviders(<PromocodeField locale="en" onApply={onApply} busy />);
    expect(screen.getByRole('button', { name: 'Applying…' })).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Promocode' }), 'SPRING{Enter}');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('ties the error to the field and reports it', () => {
    renderWithProviders(
      <PromocodeField locale="en" onApply={vi.fn()} error="Promocode not valid" />,
    );
    const input = screen.getByRole('textbox', { name: 'Promocode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Promocode not valid');
    expect(screen.getByRole('status')).toHaveTextContent('Promocode not valid');
  });

  it('shows the applied code and its discount, with a named Remove button', async () => {
    const onRemove = vi.fn();
    renderWithProviders(
      <PromocodeField
        locale="fr"
        onApply={vi.fn()}
        onRemove={onRemove}
        applied={{ code: 'AUTOMNE', discount: 12.5 }}
      />,
      { locale: 'fr' },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Code promo AUTOMNE appliqué : −12,50 €')).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Retirer le code promo AUTOMNE' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
