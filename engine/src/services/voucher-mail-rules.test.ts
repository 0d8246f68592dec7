import { describe, expect, it } from 'vitest';
import { clubDirectionsUrl, mailOrigin, manageBookingUrl } from './voucher-mail-rules.ts';

describe('the voucher e-mail’s links', () => {
  const origin = 'https://shop.example';

  it('sends a guest to the cancellation page with the reference filled in', () => {
    expect(manageBookingUrl(origin, 'es', 'AB12CD34', false)).toBe(
      'https://shop.example/es/cancel-reservation?reference=AB12CD34',
    );
  });

  it('sends a logged-in golfer to the booking in the private area', () => {
    expect(manageBookingUrl(origin, 'sv', 'AB12CD34', true)).toBe(
      'https://shop.example/sv/private-area/bookings?voucher=AB12CD34',
    );
  });

  it('leads the way through the club page’s contact section', () => {
    expect(clubDirectionsUrl(origin, 'fr', { id: 7, name: 'Real Club de Golf Las Brisas' })).toBe(
      'https://shop.example/fr/club/real-club-de-golf-las-brisas?idVP=7#contact',
    );
  });

  it('links to the first of the shop’s origins, and refuses none', () => {
    expect(mailOrigin(['https://a.example', 'https://b.example'])).toBe('https://a.example');
    expect(() => mailOrigin([])).toThrow(/ENGINE_SITE_ORIGINS/);
  });
});
