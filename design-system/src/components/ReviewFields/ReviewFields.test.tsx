import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { ReviewFields } from './ReviewFields';

describe('ReviewFields', () => {
  it('offers five named stars as required radio inputs and a bounded plain text', () => {
    renderWithProviders(<ReviewFields />);
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    for (const [i, star] of stars.entries()) {
      expect(star).toHaveAttribute('name', 'rating');
      expect(star).toHaveAttribute('value', String(i + 1));
      expect(star).toBeRequired();
    }
    expect(screen.getByRole('radio', { name: /^1 star$/ })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'Your review' });
    expect(text).toHaveAttribute('name', 'text');
    expect(text).toHaveAttribute('maxlength', String(REVIEW_LIMITS.textMax));
    expect(text).toHaveAttribute('minlength', String(REVIEW_LIMITS.textMin));
  });

  it('shows a refused form again with what was sent and why', () => {
    renderWithProviders(<ReviewFields rating={3} text="Bad <b>" textError="No markup" />);
    expect(screen.getByRole('radio', { name: /3 stars/ })).toBeChecked();
    const text = screen.getByRole('textbox', { name: 'Your review' });
    expect(text).toHaveValue('Bad <b>');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(/No markup/);
  });
});
