/**
 * Every seeded club's phone, e-mail and website, derived from its key so the catalog (and the
 * scale generator's thousands of clubs) need no hand-written contact data and a re-seed gives the
 * same values. The domain is the club's own under `.example` (RFC 2606): it never reaches a real
 * club or any third party, whatever name the catalog gives the club.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clubs } from '../db/schema.ts';
import type { SeedClub, TimeZone } from './seed-types.ts';

export interface ClubContact {
  phone: string;
  email: string;
  website: string;
}

/**
 * The landline prefix a club in that zone would have: Spain's 9xx (the Canaries 928/922), and
 * Portugal's 2xx (Lisbon and the Algarve, Madeira 291, the Azores 296).
 */
const PREFIXES: Record<TimeZone, { country: string; areas: readonly string[] }> = {
  'Europe/Madrid': { country: '+34', areas: ['952', '956', '971', '965', '968', '972', '977'] },
  'Atlantic/Canary': { country: '+34', areas: ['928', '922'] },
  'Europe/Lisbon': { country: '+351', areas: ['289', '282', '214', '219'] },
  'Atlantic/Madeira': { country: '+351', areas: ['291'] },
  'Atlantic/Azores': { country: '+351', areas: ['296'] },
};

/** Digits drawn from the key's hash: stable across runs and machines. */
function digitsOf(key: string, count: number): string {
  const hash = createHash('sha256').update(key).digest();
  let out = '';
  for (let i = 0; out.length < count; i += 1) out += String((hash[i % hash.length] ?? 0) % 10);
  return out;
}

export function clubContact(club: Pick<SeedClub, 'key' | 'timeZone'>): ClubContact {
  const { country, areas } = PREFIXES[club.timeZone];
  const digits = digitsOf(club.key, 7);
  const area = areas[Number(digits.slice(0, 2)) % areas.length] ?? areas[0];
  // Nine national digits, grouped the way both countries print them: 3 + 3 + 3.
  const national = `${area}${digits}`.slice(0, 9);
  const phone = `${country} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 9)}`;
  const domain = `${club.key}.example`;
  return { phone, email: `reservas@${domain}`, website: `https://www.${domain}/` };
}

function isSeedTimeZone(zone: string): zone is TimeZone {
  return zone in PREFIXES;
}

/**
 * Contacts for the clubs a database holds without any: those it had before migration 0016, which
 * added the columns empty. A club with a contact keeps it, so the engine runs this at every start.
 */
export async function addClubContacts(db: Db): Promise<number> {
  const bare = await db
    .select({ id: clubs.id, key: clubs.key, timeZone: clubs.timeZone })
    .from(clubs)
    .where(eq(clubs.phone, ''));
  for (const club of bare) {
    const zone = isSeedTimeZone(club.timeZone) ? club.timeZone : 'Europe/Madrid';
    await db
      .update(clubs)
      .set(clubContact({ key: club.key, timeZone: zone }))
      .where(eq(clubs.id, club.id));
  }
  return bare.length;
}
