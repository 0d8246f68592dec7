import { describe, expect, it } from 'vitest';
import { geoHref, mailtoHref, telHref, webMapHref, websiteLabel } from './club-contact-links.ts';

describe('club contact links', () => {
  it('dials the international number without its spaces', () => {
    expect(telHref('+34 952 123 456')).toBe('tel:+34952123456');
    expect(telHref('+351 289 310 000')).toBe('tel:+351289310000');
  });

  it('writes to the club’s address', () => {
    expect(mailtoHref('reservas@la-quinta.example')).toBe('mailto:reservas@la-quinta.example');
  });

  it('points both map links at the club’s coordinates', () => {
    expect(geoHref(36.4987654321, -4.9512)).toBe('geo:36.498765,-4.9512');
    expect(webMapHref(36.5, -4.95)).toBe(
      'https://www.openstreetmap.org/?mlat=36.5&mlon=-4.95#map=16/36.5/-4.95',
    );
  });

  it('shows the website without its scheme', () => {
    expect(websiteLabel('https://www.la-quinta.example/')).toBe('www.la-quinta.example');
  });
});
