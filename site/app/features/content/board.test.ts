import { describe, expect, it } from 'vitest';
import { noticesView, offersView } from './board.ts';

describe('the notice board and offers as pages see them', () => {
  it('leaves out the notices dismissed this session', () => {
    const messages = [
      { idMensaje: 1, titulo: 'Winter season is open', texto: 'Book early.' },
      { idMensaje: 2, titulo: 'Twilight rates', texto: 'Late tee times cost less.' },
    ];
    expect(noticesView(messages, new Set(['1']))).toEqual([
      { id: '2', title: 'Twilight rates', text: 'Late tee times cost less.' },
    ]);
    expect(noticesView(messages, new Set())).toHaveLength(2);
  });

  it('gives each offer the promocode the engine names for it, and none where it names none', () => {
    expect(
      offersView([
        {
          idMensaje: 4,
          titulo: '10% off your green fees with FAIRWAY10',
          texto: 'Enter FAIRWAY10 in your cart.',
          codigoPromocional: 'FAIRWAY10',
        },
        { idMensaje: 5, titulo: 'Twilight rates', texto: 'Late tee times cost less.' },
      ]),
    ).toEqual([
      {
        id: '4',
        title: '10% off your green fees with FAIRWAY10',
        text: 'Enter FAIRWAY10 in your cart.',
        promoCode: 'FAIRWAY10',
      },
      { id: '5', title: 'Twilight rates', text: 'Late tee times cost less.', promoCode: null },
    ]);
  });
});
