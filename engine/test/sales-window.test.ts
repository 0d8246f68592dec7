/**
 * A day past how far ahead a course sells is not an error: ObtenerDisponibilidadDia answers no
 * tee times, the day the sheet opens and the furthest day open now, on a clock the test sets.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@fairway/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

// 10:00 in Madrid on a Wednesday: the club's day and the UTC day are the same.
const START = new Date('2027-04-14T08:00:00Z');

describe.each(BACKENDS)('the sales window of a course, on %s', (backend) => {
  let t: TestEngine;
  let daysAhead = 0;
  beforeAll(async () => {
    t = await startTestEngine(backend, {}, { clockStart: START });
    const [course] = await rows<{ days: number }>(
      t.engine.database.db,
      sql`select days_ahead as days from courses where id = 1`,
    );
    daysAhead = course?.days ?? 0;
  }, 180_000);
  afterAll(async () => t?.close());

  const day = (fecha: string, session = t.session) =>
    t.call(
      'Disponibilidad/ObtenerDisponibilidadDia',
      { idVendedorProveedor: 1, idRecorrido: 1, fecha, jugadores: -1 },
      session,
    );

  it('sells its last open day as any other', async () => {
    expect(daysAhead).toBeGreaterThan(0);
    const answer = await day(addDays('2027-04-14', daysAhead));
    expect(answer.cod, answer.msg).toBe(1);
    expect(answer.fueraDeVentana).toBeNull();
    expect((answer.horasDisponibles as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers the day after with no times, when its sheet opens and the last open day', async () => {
    const lastOpen = addDays('2027-04-14', daysAhead);
    const later = addDays(lastOpen, 20);
    const answer = await day(later);
    expect(answer.cod, answer.msg).toBe(1);
    expect(answer).toMatchObject({
      horasDisponibles: [],
      totalHoras: 0,
      zonaHoraria: 'Europe/Madrid',
      fueraDeVentana: { fechaApertura: '2027-05-04', ultimoDiaAbierto: lastOpen },
    });
    expect(addDays('2027-04-14', 20)).toBe('2027-05-04');
  });

  it('opens that day on the day it said', async () => {
    const later = addDays('2027-04-14', daysAhead + 1);
    expect((await day(later)).fueraDeVentana).toMatchObject({ fechaApertura: '2027-04-15' });
    t.clock.advance(86_400_000);
    // A day later the test's session has lapsed: a golfer's browser would hold a new one.
    const opened = await day(later, await t.newSession('en-GB'));
    expect(opened.cod, opened.msg).toBe(1);
    expect(opened.fueraDeVentana).toBeNull();
    expect((opened.horasDisponibles as unknown[]).length).toBeGreaterThan(0);
  });

  it('still refuses a past or impossible date', async () => {
    expect((await day('2027-04-13')).cod).not.toBe(1);
    expect((await day('2027-02-30')).cod).not.toBe(1);
  });
});
