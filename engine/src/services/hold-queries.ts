/** What live unpaid holds of one client address, and of one holder's e-mail, take. */
import { sql } from 'drizzle-orm';
import { rows } from '../db/client.ts';
import type { Executor } from '../db/client.ts';
import type { HoldCounts, HoldSubject } from './hold-limit-rules.ts';

/**
 * Serialises the holds of one address and of one e-mail until the transaction ends, so two holds
 * sent together cannot both pass the limit. Always the address first, then the e-mail: two
 * callers never wait on each other's second lock.
 */
export async function lockHoldsOf(executor: Executor, subject: HoldSubject): Promise<void> {
  await executor.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`holds-address:${subject.address}`}, 0))`,
  );
  await executor.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`holds-email:${subject.email}`}, 0))`,
  );
}

/**
 * Live unpaid holds (status 'held', not lapsed) asked from `address`, and those whose holder's
 * e-mail is `email`, counted separately. A multipack's rounds are one line each, so a pack counts
 * as its lines over its rounds: exact even when one cart holds the same pack twice.
 */
export async function unpaidHoldsOf(
  executor: Executor,
  subject: HoldSubject,
  now: Date,
): Promise<{ address: HoldCounts; email: HoldCounts }> {
  const found = await rows<{
    by_address: boolean | null;
    by_email: boolean | null;
    tee_places: number;
    packs: number;
    tournament_players: number;
  }>(
    executor,
    sql`select r.client_address = ${subject.address} as by_address,
               lower(r.holder_email) = ${subject.email} as by_email,
               coalesce((select sum(l.players) from reservation_lines l
                         where l.reservation_id = r.id and l.multipack_id is null), 0)::int as tee_places,
               coalesce((select sum(1.0 / m.rounds) from reservation_lines l
                         join multipacks m on m.id = l.multipack_id
                         where l.reservation_id = r.id), 0)::float8 as packs,
               coalesce((select sum(t.players) from tournament_registrations t
                         where t.reservation_id = r.id), 0)::int as tournament_players
        from reservations r
        where r.status = 'held' and r.hold_expires_at > ${now.toISOString()}::timestamptz
          and (r.client_address = ${subject.address} or lower(r.holder_email) = ${subject.email})`,
  );
  const total = (pick: (row: (typeof found)[number]) => boolean | null): HoldCounts => {
    const mine = found.filter((row) => pick(row) === true);
    return {
      teeTimePlaces: mine.reduce((sum, row) => sum + Number(row.tee_places), 0),
      tournamentPlayers: mine.reduce((sum, row) => sum + Number(row.tournament_players), 0),
      multipacks: Math.round(mine.reduce((sum, row) => sum + Number(row.packs), 0)),
    };
  };
  return { address: total((row) => row.by_address), email: total((row) => row.by_email) };
}
