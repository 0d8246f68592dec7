import { describe, expect, it } from 'vitest';
import { createEngineClient } from '../../platform/engine/engine.server.ts';
import {
  addMultipackToCart,
  clubMultipacks,
  getMultipack,
  listMultipacks,
  outOfWindow,
} from './multipacks.server.ts';
import { pageCalls } from '../../platform/engine/page-calls.server.ts';
import { PACK_ANSWER, packAddedAnswer } from '../../testing/multipack-answers.ts';
import type { PageContext } from '../../platform/engine/page-calls.server.ts';

const OUT = {
  fechaPrimeraRonda: '2030-05-10',
  fechaLimite: '2030-06-09',
  fechasValidas: ['2030-05-11', '2030-05-10'],
};

function engineAnswering(answers: Record<string, unknown>) {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'k',
    fetch: async (input, init) => {
      const path = String(input).replace('http://engine.test/', '');
      seen.push({ path, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return Response.json(answers[path] ?? { cod: 4, msg: `no ${path}` });
    },
  });
  const ctx: PageContext = {
    locale: 'en',
    culture: 'en-GB',
    session: null,
    creds: { token: 'tok', culture: 'en-GB', idVendedor: 1, idInicioSesion: 3 },
    setCookies: [],
    sessionStarted: true,
    loginExpired: false,
    cookieSecure: true,
    appMode: false,
  };
  return { seen, calls: pageCalls(ctx, new Request('http://shop.test/'), client) };
}

describe('the multipacks through the engine', () => {
  it('lists the packs of a club, mapped to views', async () => {
    const { seen, calls } = engineAnswering({
      'Multipacks/ListarMultipacks': { cod: 1, msg: 'OK', datos: { multipacks: [PACK_ANSWER] } },
    });
    const listed = await listMultipacks(calls, { clubId: 2 });
    expect(listed.ok && listed.data.map((p) => p.slug)).toEqual(['costa-del-sol-clasico-3']);
    expect(seen[0]?.body).toMatchObject({ idVendedorProveedor: 2, token: 'tok' });
    expect(seen[0]?.body).not.toHaveProperty('idRegion');
  });

  it('shares a club’s packs between its page’s visitors, and shows none when they cannot be read', async () => {
    const { seen, calls } = engineAnswering({
      'Multipacks/ListarMultipacks': { cod: 1, msg: 'OK', datos: { multipacks: [PACK_ANSWER] } },
    });
    const first = await clubMultipacks(calls, 'en-GB', 90_001);
    const second = await clubMultipacks(calls, 'en-GB', 90_001);
    expect(first.map((p) => p.slug)).toEqual(['costa-del-sol-clasico-3']);
    expect(second).toEqual(first);
    expect(seen.filter((s) => s.path === 'Multipacks/ListarMultipacks')).toHaveLength(1);

    const failing = engineAnswering({});
    expect(await clubMultipacks(failing.calls, 'en-GB', 90_002)).toEqual([]);
    // The club page goes on without them: no alert.
    expect(failing.calls.notice.failed).toEqual([]);
  });

  it('gives a failed read to the layout’s alert', async () => {
    const { calls } = engineAnswering({
      'Multipacks/ObtenerMultipack': { cod: 2, msg: 'Multipack not found' },
    });
    expect(await getMultipack(calls, 9)).toMatchObject({ ok: false, cod: 2 });
    expect(calls.notice.failed).toEqual(['multipacks']);
  });

  it('reads the valid days of an out-of-window refusal, and of no other', () => {
    expect(outOfWindow({ cod: 3, datos: OUT })).toEqual({
      firstRound: '2030-05-10',
      lastDay: '2030-06-09',
      dates: ['2030-05-10', '2030-05-11'],
    });
    expect(outOfWindow({ cod: 2, datos: OUT })).toBeNull();
    expect(outOfWindow({ cod: 3 })).toBeNull();
    expect(outOfWindow({ cod: 3, datos: { fechasValidas: 'soon' } })).toBeNull();
  });

  const order = {
    players: 2,
    rounds: [
      { courseId: 11, date: '2030-05-10', time: '09:10' },
      { courseId: 21, date: '2030-07-01', time: '10:00' },
    ],
  };

  it('adds a pack into the caller’s cart in one engine call, the cart’s own', async () => {
    const ok = engineAnswering({ 'Carrito/ModificarCarrito': packAddedAnswer('ABCD2345') });
    expect(await addMultipackToCart(ok.calls, { locator: null, packId: 3, order })).toEqual({
      ok: true,
      locator: 'ABCD2345',
    });
    expect(ok.seen).toHaveLength(1);
    expect(ok.seen[0]?.path).toBe('Carrito/ModificarCarrito');
    expect(ok.seen[0]?.body).toMatchObject({
      cambio: {
        tipo: 'anadirMultipack',
        idMultipack: 3,
        numJugadores: 2,
        rondas: [
          { idRecorrido: 11, fecha: '2030-05-10', hora: '09:10' },
          { idRecorrido: 21, fecha: '2030-07-01', hora: '10:00' },
        ],
      },
      token: 'tok',
    });
    expect(ok.seen[0]?.body).not.toHaveProperty('localizador');
    // The cookie's cart is sent as it is: the engine starts a new one for a cart it forgot.
    const mine = engineAnswering({ 'Carrito/ModificarCarrito': packAddedAnswer('NEWC2345') });
    expect(await addMultipackToCart(mine.calls, { locator: 'WXYZ2345', packId: 3, order })).toEqual(
      { ok: true, locator: 'NEWC2345' },
    );
    expect(mine.seen.map((s) => s.path)).toEqual(['Carrito/ModificarCarrito']);
    expect(mine.seen[0]?.body).toMatchObject({ localizador: 'WXYZ2345' });
  });

  it('brings back an out-of-window refusal’s days, and the engine’s words for any other', async () => {
    const out = engineAnswering({
      'Carrito/ModificarCarrito': {
        cod: 3,
        msg: 'The date is outside the multipack’s range',
        datos: OUT,
      },
    });
    const refused = await addMultipackToCart(out.calls, { locator: 'WXYZ2345', packId: 3, order });
    expect(refused).toEqual({
      ok: false,
      msg: 'The date is outside the multipack’s range',
      validDates: {
        firstRound: '2030-05-10',
        lastDay: '2030-06-09',
        dates: ['2030-05-10', '2030-05-11'],
      },
    });
    // Shown on the pack's page, not in the layout's alert.
    expect(out.calls.notice.failed).toEqual([]);

    const full = engineAnswering({
      'Carrito/ModificarCarrito': {
        cod: 2,
        msg: 'Unable to book, the number of players selected is greater than the number of players available',
      },
    });
    expect(await addMultipackToCart(full.calls, { locator: null, packId: 3, order })).toEqual({
      ok: false,
      msg: 'Unable to book, the number of players selected is greater than the number of players available',
      validDates: null,
    });
    // Unreachable, or a cart left with nothing in it: the page says the add failed in its words.
    const down = engineAnswering({ 'Carrito/ModificarCarrito': 'not an answer' });
    expect(await addMultipackToCart(down.calls, { locator: null, packId: 3, order })).toEqual({
      ok: false,
      msg: '',
      validDates: null,
    });
    const empty = engineAnswering({ 'Carrito/ModificarCarrito': packAddedAnswer(null) });
    expect(await addMultipackToCart(empty.calls, { locator: null, packId: 3, order })).toEqual({
      ok: false,
      msg: '',
      validDates: null,
    });
  });
});
