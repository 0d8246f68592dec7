/**
 * What a database holds against its tee times' capacity, read straight from its tables after a
 * run: the confirmed bookings, and every tee time where paid bookings, or paid bookings with the
 * holds still live, take more players than the course puts on a slot. For proofs and benchmarks
 * that race golfers over processes (the engine counts the same way, availability.ts
 * `liveReservation`).
 */
import pg from 'pg';

export interface OversoldTeeTime {
  courseId: number;
  playDate: string;
  teeTime: string;
  /** Players of confirmed bookings, and of confirmed bookings with live holds. */
  confirmed: number;
  withHolds: number;
  capacity: number;
}

export interface CapacityReport {
  confirmedBookings: number;
  /** Tee times with at least one confirmed or live line. */
  teeTimesTaken: number;
  oversold: OversoldTeeTime[];
}

export async function capacityReport(databaseUrl: string): Promise<CapacityReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const bookings = await client.query<{ n: number }>(
      `select count(*)::int as n from reservations where status = 'confirmed'`,
    );
    const slots = await client.query<{
      course_id: number;
      play_date: string;
      tee_time: string;
      confirmed: number;
      with_holds: number;
      capacity: number;
    }>(
      `select l.course_id, l.play_date::text, l.tee_time, c.players_per_slot::int as capacity,
              coalesce(sum(l.players) filter (where r.status = 'confirmed'), 0)::int as confirmed,
              sum(l.players)::int as with_holds
         from reservation_lines l
         join reservations r on r.id = l.reservation_id
         join courses c on c.id = l.course_id
        where r.status = 'confirmed' or (r.status = 'held' and r.hold_expires_at > now())
        group by l.course_id, l.play_date, l.tee_time, c.players_per_slot`,
    );
    return {
      confirmedBookings: bookings.rows[0]?.n ?? 0,
      teeTimesTaken: slots.rows.length,
      oversold: slots.rows
        .filter((s) => s.with_holds > s.capacity)
        .map((s) => ({
          courseId: s.course_id,
          playDate: s.play_date,
          teeTime: s.tee_time,
          confirmed: s.confirmed,
          withHolds: s.with_holds,
          capacity: s.capacity,
        })),
    };
  } finally {
    await client.end();
  }
}
