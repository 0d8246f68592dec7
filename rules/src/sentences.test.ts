import { describe, expect, it } from 'vitest';
import { joinSentences } from './sentences';

describe('joinSentences', () => {
  it('closes a sentence without a full stop before the next one', () => {
    expect(
      joinSentences([
        'No times found for the selected date',
        'The next free tee time is on 25 November 2026 at 08:10.',
      ]),
    ).toBe(
      'No times found for the selected date. The next free tee time is on 25 November 2026 at 08:10.',
    );
  });

  it('leaves sentences that are closed, and the last one, as they are', () => {
    expect(joinSentences(['Cancelled!', 'Refund sent?', 'Inga tider hittades'])).toBe(
      'Cancelled! Refund sent? Inga tider hittades',
    );
    expect(joinSentences(['« Réservé. »', 'Merci'])).toBe('« Réservé. » Merci');
    expect(joinSentences(['Le motif :', 'carte refusée'])).toBe('Le motif : carte refusée');
  });

  it('drops missing and blank sentences', () => {
    expect(joinSentences(['Aucun horaire trouvé', '', null, undefined, false, '  '])).toBe(
      'Aucun horaire trouvé',
    );
    expect(joinSentences([])).toBe('');
  });
});
