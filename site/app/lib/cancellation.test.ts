import { describe, expect, it } from 'vitest';
import { isValidReference, normalizeReference, validateCancellationForm } from './cancellation.ts';

describe('booking references', () => {
  it('reads a reference as the engine spells it', () => {
    expect(normalizeReference(' ab23 cd-45 ')).toBe('AB23CD45');
  });

  it.each([
    ['AB23CD45', true],
    ['AB23CD4', false],
    ['AB23CD456', false],
    // 0/O and 1/I are never issued, so they are typing mistakes.
    ['AB20CD45', false],
    ['ABO3CD45', false],
    ['AB13CD45', false],
    ['ABI3CD45', false],
    ['AB23CD4!', false],
  ])('%s valid: %s', (reference, valid) => {
    expect(isValidReference(reference)).toBe(valid);
  });

  it('checks the form as the engine would, before asking it', () => {
    expect(validateCancellationForm({ reference: '', email: '' })).toEqual({
      reference: 'field.required',
      email: 'email.empty',
    });
    expect(validateCancellationForm({ reference: 'XX', email: 'ada@' })).toEqual({
      reference: 'referenceNotValid',
      email: 'email.format',
    });
    expect(validateCancellationForm({ reference: 'ab23cd45', email: 'ada@example.com' })).toEqual(
      {},
    );
  });
});
