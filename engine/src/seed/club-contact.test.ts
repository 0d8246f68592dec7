import { describe, expect, it } from 'vitest';
import { SEED_REGIONS } from './catalog-data.ts';
import { clubContact } from './club-contact.ts';

const clubs = SEED_REGIONS.flatMap((r) => r.municipalities.flatMap((m) => m.clubs));

describe('clubContact', () => {
  it('gives a Spanish club a +34 landline and a Portuguese one a +351 landline', () => {
    expect(clubContact({ key: 'club-a', timeZone: 'Europe/Madrid' }).phone).toMatch(
      /^\+34 9\d{2} \d{3} \d{3}$/,
    );
    expect(clubContact({ key: 'club-a', timeZone: 'Atlantic/Canary' }).phone).toMatch(
      /^\+34 92[28] \d{3} \d{3}$/,
    );
    expect(clubContact({ key: 'club-b', timeZone: 'Europe/Lisbon' }).phone).toMatch(
      /^\+351 2\d{2} \d{3} \d{3}$/,
    );
    expect(clubContact({ key: 'club-b', timeZone: 'Atlantic/Madeira' }).phone).toMatch(
      /^\+351 291 \d{3} \d{3}$/,
    );
  });

  it('answers the same for the same club, every run', () => {
    const club = { key: 'real-club-valderrama', timeZone: 'Europe/Madrid' } as const;
    expect(clubContact(club)).toEqual(clubContact(club));
  });

  it('puts the e-mail and the website on the club’s own reserved domain', () => {
    const c = clubContact({ key: 'la-quinta', timeZone: 'Europe/Madrid' });
    expect(c.email).toBe('reservas@la-quinta.example');
    expect(c.website).toBe('https://www.la-quinta.example/');
  });

  it('gives every catalog club its own phone number', () => {
    const phones = clubs.map((c) => clubContact(c).phone);
    expect(clubs.length).toBeGreaterThan(10);
    expect(new Set(phones).size).toBe(phones.length);
  });
});
