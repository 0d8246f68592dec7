import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { ALL_HANDLERS } from '../src/server.ts';
import { startTestEngine } from './harness.ts';
import type { Answer, TestEngine } from './harness.ts';

const WRITE_TABLES = [
  'reservations',
  'reservation_lines',
  'tee_slots',
  'carts',
  'users',
  'user_cards',
  'favourites',
  'payments',
  'charges',
  'cancellations',
  'newsletter',
  'outbox',
  'password_resets',
  'tournament_registrations',
  'tournament_players',
];

const MEGABYTE = 'x'.repeat(1_000_000);
const WRONG_TYPES: unknown[] = [123456, 'text', true, {}, [], null, -1, 0, 1.5];

/** An answer that refuses clearly: HTTP 400, or cod 2/3 with a message; never a 500. */
function expectRefusal(answer: Answer & { httpStatus?: number }, what: string) {
  expect(answer.httpStatus, what).not.toBe(500);
  const refused = answer.httpStatus === 400 || answer.cod === 2 || answer.cod === 3;
  expect(refused, `${what}: ${JSON.stringify(answer).slice(0, 200)}`).toBe(true);
  expect(typeof answer.msg === 'string' && answer.msg.length > 0, `${what} has a message`).toBe(
    true,
  );
}

describe('every registered call refuses bad input without writing anything', () => {
  let t: TestEngine;
  let credentials: Record<string, unknown>;
  let counts: Record<string, number>;

  async function tableCounts() {
    const out: Record<string, number> = {};
    for (const table of WRITE_TABLES) {
      const [row] = await rows<{ n: number }>(
        t.engine.database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      out[table] = Number(row?.n);
    }
    return out;
  }

  beforeAll(async () => {
    t = await startTestEngine('pglite');
    const signUp = await t.call('Usuarios/CrearUsuario', {
      nombre: 'Walk',
      apellidos: 'Er',
      email: 'walker@example.com',
      password: 'Walker123',
      telefono: '600000000',
      pais: 'ES',
      aceptaCondiciones: true,
    });
    expect(signUp.cod).toBe(1);
    const login = await t.call('Usuarios/LogarUsuario', {
      email: 'walker@example.com',
      password: 'Walker123',
    });
    const user = login.datos as { token: string; idUsuario: number };
    credentials = { ...t.session, idUsuario: user.idUsuario, userToken: user.token, idCliente: 0 };
    counts = await tableCounts();
  }, 180_000);
  afterAll(async () => t?.close());

  const post = (path: string, body: string) =>
    t
      .raw(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      .then(async (r) => ({
        ...((await r.json()) as Answer),
        httpStatus: r.status,
      }));

  it.each(ALL_HANDLERS.map((h) => [h.spec.path, h] as const))('%s', async (path, registered) => {
    const shape = (registered.spec.request as z.ZodObject).shape as Record<string, z.ZodType>;
    expectRefusal(await post(path, '{"keyword": '), 'malformed JSON');
    expectRefusal(await post(path, '[1,2,3]'), 'an array body');
    expectRefusal(await post(path, '"text"'), 'a string body');
    expectRefusal(await t.call(path, {}, {}), 'no credentials');
    expectRefusal(await t.call(path, { token: 12 }, {}), 'a token of the wrong type');
    expectRefusal(await t.call(path, { campoInventado: 1 }, credentials), 'an extra field');
    if (!registered.spec.request.safeParse({}).success) {
      expectRefusal(await t.call(path, {}, credentials), 'missing fields');
    }
    for (const [field, schema] of Object.entries(shape)) {
      for (const value of [...WRONG_TYPES, MEGABYTE, '2000-01-01', '1999-12-31']) {
        if (schema.safeParse(value).success) continue;
        expectRefusal(
          await t.call(path, { [field]: value }, credentials),
          `${field}=${JSON.stringify(value).slice(0, 20)}`,
        );
      }
    }
  });

  it('semantic bad input: past dates, zero and negative players, an unknown club', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const day = { idVendedorProveedor: 1, idRecorrido: 1, jugadores: 2 };
    expectRefusal(
      await t.call('Disponibilidad/ObtenerDisponibilidadDia', { ...day, fecha: '2020-05-01' }),
      'a past date',
    );
    expectRefusal(
      await t.call('Disponibilidad/ObtenerDisponibilidadDia', { ...day, fecha: '2031-02-30' }),
      'an impossible date',
    );
    expectRefusal(
      await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
        ...day,
        fecha: today,
        jugadores: 0,
      }),
      'zero players',
    );
    expectRefusal(
      await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
        ...day,
        fecha: today,
        jugadores: -3,
      }),
      'negative players',
    );
    expectRefusal(
      await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
        ...day,
        idVendedorProveedor: 999_999,
        fecha: today,
      }),
      'an unknown club',
    );
    expectRefusal(
      await t.call('Vendedor/ObtenerDatosClubTTB', { idVendedorProveedor: 999_999 }),
      'an unknown club',
    );
    const cart = (players: number, fecha: string, club = 1) =>
      JSON.stringify({
        listaClubesRecorridos: [
          {
            idVendedorProveedor: club,
            idRecorrido: 1,
            listaTeeTimes: [
              {
                fecha,
                hora: '10:00',
                tarifasSeleccionadas: [{ idTarifa: 1, numJugadores: players }],
                serviciosSeleccionados: [],
              },
            ],
          },
        ],
      });
    const pre = {
      localizadorCarrito: 'AAAA2222',
      nombre: 'A',
      apellidos: 'B',
      email: 'a@b.es',
      aceptaCondiciones: true,
    };
    expectRefusal(
      await t.call('PreReserva/RealizarPreReserva', { ...pre, jsonCarrito: cart(0, today) }),
      'zero players in a cart',
    );
    expectRefusal(
      await t.call('PreReserva/RealizarPreReserva', { ...pre, jsonCarrito: cart(-2, today) }),
      'negative players in a cart',
    );
    expectRefusal(
      await t.call('PreReserva/RealizarPreReserva', { ...pre, jsonCarrito: cart(2, '2020-01-01') }),
      'a past date in a cart',
    );
    expectRefusal(
      await t.call('PreReserva/RealizarPreReserva', {
        ...pre,
        jsonCarrito: cart(2, today, 999_999),
      }),
      'an unknown club in a cart',
    );
    expectRefusal(
      await t.call('PreReserva/RealizarPreReserva', {
        ...pre,
        jsonCarrito: '{"listaClubesRecorridos": 5}',
      }),
      'a cart of the wrong shape',
    );
    expectRefusal(
      await t.call('PreReserva/RealizarPreReserva', {
        ...pre,
        aceptaCondiciones: false,
        jsonCarrito: cart(2, today),
      }),
      'terms not accepted',
    );
    expectRefusal(
      await t.call('Carrito/GuardarCarrito', { jsonCarrito: 'not json' }),
      'a cart that is not JSON',
    );
    const form = await t.raw('Acceso/IniciarSesionFront', {
      method: 'POST',
      body: new URLSearchParams({ username: 'x' }),
    });
    expect(form.status).not.toBe(500);
    expect(((await form.json()) as Answer).cod).toBe(3);
  });

  it('wrote nothing while refusing', async () => {
    expect(await tableCounts()).toEqual(counts);
  });
});
