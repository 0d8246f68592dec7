import { describe, expect, it } from 'vitest';
import type { Route } from './+types/tournament-payment';
import { loader } from './tournament-payment.tsx';
import {
  registerStubbedEngine,
  routeContext,
  SESSION_COOKIES,
  thrownResponse,
} from '../testing/route-test-engine.ts';

const engine = registerStubbedEngine();

/** Torneos/ObtenerInscripcion's answer for a registration in the given state. */
function registration(estado: string, fechaExpiracion: string | null) {
  return {
    cod: 1,
    msg: 'OK',
    datos: {
      localizador: 'TORN2345',
      estado,
      estadoPago: 'pending',
      fechaExpiracion,
      idTorneo: 2,
      nombreTorneo: 'Copa Costa del Sol Mijas',
      nombreClub: 'Mijas Golf',
      fechaInicio: '2026-12-08',
      horaInicio: '09:00',
      zonaHoraria: 'Europe/Madrid',
      jugadores: [
        {
          nombre: 'Ada',
          apellidos: 'Lovelace',
          handicap: 12.4,
          nivel: 'medio',
          sexo: 'femenino',
          turno: 'manana',
          movil: '+34600000001',
          email: null,
        },
      ],
      cuotaInscripcion: 60,
      subtotal: 60,
      comision: 1.5,
      total: 61.5,
    },
  };
}

function load(cookie = `${SESSION_COOKIES}; registrationLocator=TORN2345`) {
  const request = new Request('http://localhost:3000/en/tournament-payment', {
    headers: { cookie },
  });
  return loader({ request, params: {}, context: routeContext() } as unknown as Route.LoaderArgs);
}

describe('the tournament payment step', () => {
  it('goes on to the card page while the hold lives', async () => {
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    engine.answers['Torneos/ObtenerInscripcion'] = registration('held', later);
    const page = await load();
    expect(page.live).toBe(true);
    expect(page.expiresAt).toBe(later);
    expect(page.summary).toEqual({ tournament: 'Copa Costa del Sol Mijas', count: 1 });
    expect(engine.callsTo('Torneos/ObtenerInscripcion')[0]?.body.localizador).toBe('TORN2345');
  });

  it('leads back to the tournament itself once the hold has lapsed', async () => {
    const earlier = new Date(Date.now() - 60_000).toISOString();
    engine.answers['Torneos/ObtenerInscripcion'] = registration('held', earlier);
    const page = await load();
    expect(page.live).toBe(false);
    expect(page.againHref).toBe('/en/tournaments/copa-costa-del-sol-mijas-2');
  });

  it('sends a golfer with no registration to the tournaments', async () => {
    const response = await thrownResponse(() => load(SESSION_COOKIES));
    expect(response.headers.get('location')).toBe('/en/tournaments');
    expect(engine.calls).toHaveLength(0);
  });
});
