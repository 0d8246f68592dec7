import { describe, expect, it } from 'vitest';
import { cardPageFields, returnUrls } from './card-page.server.ts';

describe('return addresses for the card page', () => {
  it('are this site’s own origin, in the golfer’s language', () => {
    expect(
      returnUrls(new Request('http://127.0.0.1:3200/fr/payment-gateway?timestamp=1'), 'fr'),
    ).toEqual({
      urlOk: 'http://127.0.0.1:3200/fr/payment-controller/ok',
      urlKo: 'http://127.0.0.1:3200/fr/payment-controller/ko',
    });
  });

  it('lead a tournament registration back to its own outcome pages', () => {
    expect(
      returnUrls(
        new Request('http://127.0.0.1:3200/es/tournament-payment/gateway'),
        'es',
        '/tournament-payment',
      ),
    ).toEqual({
      urlOk: 'http://127.0.0.1:3200/es/tournament-payment/ok',
      urlKo: 'http://127.0.0.1:3200/es/tournament-payment/ko',
    });
  });
});

describe('the card fields', () => {
  it('tell the card page only for a logged-in golfer; an unticked box is said too', () => {
    expect(cardPageFields({ kind: 'saved', cardId: 7 }, true)).toEqual({ idUsuarioTarjeta: 7 });
    expect(cardPageFields({ kind: 'new', save: true }, true)).toEqual({ salvarTarjeta: true });
    expect(cardPageFields({ kind: 'new', save: false }, true)).toEqual({ salvarTarjeta: false });
    expect(cardPageFields({ kind: 'saved', cardId: 7 }, false)).toEqual({});
    expect(cardPageFields(null, true)).toEqual({});
  });
});
