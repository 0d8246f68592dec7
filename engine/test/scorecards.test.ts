import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { addScorecards } from '../src/seed/scorecard-seed.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

interface Card {
  idRec: number;
  nombre: string;
  hoyos: number;
  par: number;
  listaHoyos: {
    hoyo: number;
    par: number;
    metrosBlancas: number;
    metrosAmarillas: number;
    metrosRojas: number;
  }[];
}

describe.each(BACKENDS)('scorecards on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 180_000);
  afterAll(async () => t?.close());

  const db = () => t.engine.database.db;

  it('seeds every course a card with one row per hole whose pars add up to the course’s', async () => {
    const courses = await rows<{ id: number; holes: number; par: number; n: number; sum: number }>(
      db(),
      sql`select c.id, c.holes, c.par, count(h.number)::int as n, coalesce(sum(h.par), 0)::int as sum
          from courses c left join course_holes h on h.course_id = c.id
          group by c.id, c.holes, c.par`,
    );
    expect(courses.length).toBeGreaterThan(100);
    for (const c of courses) {
      expect(c.n, `course ${c.id}`).toBe(c.holes);
      expect(c.sum, `course ${c.id}`).toBe(c.par);
    }
    // Nine- and eighteen-hole courses both, and pitch and putts of short par 3s.
    expect(new Set(courses.map((c) => c.holes))).toEqual(new Set([9, 18]));
    const [longest] = await rows<{ longest: number }>(
      db(),
      sql`select max(h.white_metres)::int as longest from course_holes h
          join courses c on c.id = h.course_id where c.par = c.holes * 3`,
    );
    expect(longest?.longest).toBeGreaterThan(0);
    expect(longest?.longest).toBeLessThanOrEqual(110);
  });

  it('answers a club’s cards, each course’s holes in order, and refuses a club that is not there', async () => {
    const [club] = await rows<{ id: number }>(
      db(),
      sql`select club_id as id from courses group by club_id having count(*) > 1 limit 1`,
    );
    const answer = await t.call('DatosClub/ObtenerTarjetas', { idVendedorProveedor: club?.id });
    expect(answer.cod, answer.msg).toBe(1);
    const cards = (answer.datos as { listaTarjetas: Card[] }).listaTarjetas;
    const details = await t.call('Vendedor/ObtenerDatosClubTTB', {
      idVendedorProveedor: club?.id,
    });
    const courses = (details.datos as { listaRecorridos: { idRec: number; hoyos: number }[] })
      .listaRecorridos;
    expect(cards.map((c) => c.idRec)).toEqual(courses.map((c) => c.idRec));
    for (const card of cards) {
      expect(card.listaHoyos.map((h) => h.hoyo)).toEqual(
        Array.from({ length: card.hoyos }, (_, i) => i + 1),
      );
      expect(card.listaHoyos.reduce((s, h) => s + h.par, 0)).toBe(card.par);
      for (const h of card.listaHoyos) {
        expect(h.metrosBlancas).toBeGreaterThan(h.metrosAmarillas);
        expect(h.metrosAmarillas).toBeGreaterThan(h.metrosRojas);
      }
    }
    const missing = await t.call('DatosClub/ObtenerTarjetas', { idVendedorProveedor: 999_999 });
    expect(missing.cod).not.toBe(1);
    const bad = await t.call('DatosClub/ObtenerTarjetas', { idVendedorProveedor: 'x' });
    expect(bad.cod).not.toBe(1);
  });

  it('gives a card to a course that had none, the same card again, and leaves the rest alone', async () => {
    const [course] = await rows<{ id: number }>(db(), sql`select min(id)::int as id from courses`);
    const before = await rows<{ number: number; par: number; white_metres: number }>(
      db(),
      sql`select number, par, white_metres from course_holes where course_id = ${course?.id} order by number`,
    );
    await db().execute(sql`delete from course_holes where course_id = ${course?.id}`);
    expect(await addScorecards(db())).toBe(before.length);
    const after = await rows<{ number: number; par: number; white_metres: number }>(
      db(),
      sql`select number, par, white_metres from course_holes where course_id = ${course?.id} order by number`,
    );
    expect(after).toEqual(before);
    expect(await addScorecards(db())).toBe(0);
  });
});
