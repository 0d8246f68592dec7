import { describe, expect, it, vi } from 'vitest';
import type { AnswerOf, CallSpec } from '@fairway/contract';
import { teeTimesFor } from './tee-times.server.ts';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';

/** Engine answers by call path; the paths asked, in order. */
function callsAnswering(answers: Record<string, EngineResult<unknown>>) {
  const asked: string[] = [];
  const calls: PageCalls = {
    notice: { failed: [], relogin: false },
    call: vi.fn(async <C extends CallSpec>(spec: C) => {
      asked.push(spec.path);
      return (answers[spec.path] ?? {
        ok: false,
        cod: 0,
        msg: 'down',
        sessionExpired: false,
      }) as EngineResult<AnswerOf<C>>;
    }) as PageCalls['call'],
  };
  return { calls, asked };
}

const QUERY = { idVP: 1, rec: 11, fecha: '2027-06-30' };

describe('a course’s day for the club page', () => {
  it('is "not on sale yet" past the sales window, with no tee times and no nearest days asked', async () => {
    const { calls, asked } = callsAnswering({
      'Disponibilidad/ObtenerDisponibilidadDia': {
        ok: true,
        data: {
          horasDisponibles: [],
          totalHoras: 0,
          zonaHoraria: 'Europe/Madrid',
          fueraDeVentana: { fechaApertura: '2027-05-31', ultimoDiaAbierto: '2027-05-14' },
        },
      },
    });
    expect(await teeTimesFor(calls, QUERY)).toEqual({
      ok: true,
      data: {
        slots: [],
        nearest: [],
        notOnSaleYet: { opensOn: '2027-05-31', lastOpenDay: '2027-05-14' },
      },
    });
    expect(asked).toEqual(['Disponibilidad/ObtenerDisponibilidadDia']);
  });

  it('is an empty day, with the nearest days, within the window', async () => {
    const { calls, asked } = callsAnswering({
      'Disponibilidad/ObtenerDisponibilidadDia': {
        ok: true,
        data: {
          horasDisponibles: [],
          totalHoras: 0,
          zonaHoraria: 'Europe/Madrid',
          fueraDeVentana: null,
        },
      },
      'Disponibilidad/ObtenerDisponibilidadCercanasDia': {
        ok: true,
        data: { listGreenFeesRecorridoDisponible: [] },
      },
    });
    const answer = await teeTimesFor(calls, QUERY);
    expect(answer).toEqual({ ok: true, data: { slots: [], nearest: [] } });
    expect(asked).toEqual([
      'Disponibilidad/ObtenerDisponibilidadDia',
      'Disponibilidad/ObtenerDisponibilidadCercanasDia',
    ]);
  });
});
