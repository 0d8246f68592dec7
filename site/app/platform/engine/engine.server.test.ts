import { busqueda, usuarios } from '@fairway/contract';
import { describe, expect, it, vi } from 'vitest';
import { createEngineClient, readAnswer, refusalText } from './engine.server.ts';
import type { EngineClientOptions } from './engine.server.ts';

const creds = { token: 't', culture: 'es-ES', idVendedor: 1, idInicioSesion: 9 };

describe('engine answers read by docs/product.md#engine-answers', () => {
  const spec = busqueda.listarSugerencias;

  it('takes cod 1, and an answer without cod, as success when it matches the contract', () => {
    expect(readAnswer(spec, { cod: 1, msg: '', listaElementos: [] })).toEqual({
      ok: true,
      data: { listaElementos: [] },
    });
    expect(readAnswer(spec, { listaElementos: [] })).toMatchObject({ ok: true });
  });

  it('refuses 2 and 3, and reads 4 as an error', () => {
    expect(readAnswer(spec, { cod: 2, msg: 'no' })).toEqual({
      ok: false,
      cod: 2,
      msg: 'no',
      sessionExpired: false,
    });
    expect(readAnswer(spec, { cod: 3, msg: 'bad' })).toMatchObject({ ok: false, cod: 3 });
    expect(readAnswer(spec, { cod: 4, msg: 'Something else' })).toMatchObject({
      ok: false,
      cod: 4,
      sessionExpired: false,
    });
  });

  it('keeps a refusal’s datos, unread, for the caller that knows the call', () => {
    const datos = { fechaPrimeraRonda: '2026-06-01', fechaLimite: '2026-07-01', fechasValidas: [] };
    expect(readAnswer(spec, { cod: 3, msg: 'out', datos })).toEqual({
      ok: false,
      cod: 3,
      msg: 'out',
      sessionExpired: false,
      datos,
    });
    expect(readAnswer(spec, { cod: 2, msg: 'no' })).not.toHaveProperty('datos');
    expect(readAnswer(spec, { cod: 4, msg: 'err', datos })).not.toHaveProperty('datos');
  });

  it('recognises exactly the two session-expired messages', () => {
    expect(readAnswer(spec, { cod: 4, msg: 'Session expired' })).toMatchObject({
      sessionExpired: true,
    });
    expect(readAnswer(spec, { cod: 4, msg: 'La sesión ha expirado' })).toMatchObject({
      sessionExpired: true,
    });
    expect(readAnswer(spec, { cod: 4, msg: 'session expired' })).toMatchObject({
      sessionExpired: false,
    });
    expect(readAnswer(spec, { cod: 2, msg: 'Session expired' })).toMatchObject({
      sessionExpired: false,
    });
  });

  it('treats an answer outside the contract as a failure, not as data', () => {
    expect(readAnswer(spec, { cod: 1, listaElementos: 'nope' })).toMatchObject({
      ok: false,
      cod: 0,
    });
    expect(readAnswer(spec, null)).toMatchObject({ ok: false, cod: 0 });
  });

  it('gives a page the words of a refusal only, never of an error', () => {
    const failure = (body: unknown) => {
      const read = readAnswer(spec, body);
      if (read.ok) throw new Error('read as success');
      return read;
    };
    expect(refusalText(failure({ cod: 2, msg: 'La contraseña actual no es correcta' }))).toBe(
      'La contraseña actual no es correcta',
    );
    expect(refusalText(failure({ cod: 3, msg: 'Invalid e-mail' }))).toBe('Invalid e-mail');
    expect(refusalText(failure({ cod: 2, msg: '' }))).toBeNull();
    expect(refusalText(failure({ cod: 4, msg: 'relation "users" does not exist' }))).toBeNull();
    expect(refusalText(failure(null))).toBeNull();
  });
});

describe('engine client', () => {
  function fakeFetch(answer: unknown) {
    return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json(answer),
    );
  }

  /** A client of the engine at http://engine whose answers come from `fetchImpl`. */
  function clientOf(
    fetchImpl: (url: string | URL | Request, init?: RequestInit) => Promise<Response>,
    options: Partial<EngineClientOptions> = {},
  ) {
    return createEngineClient({
      baseUrl: 'http://engine',
      vendorUsername: 'u',
      vendorPassword: 'p',
      siteKey: 'the-site-key',
      fetch: fetchImpl as typeof fetch,
      ...options,
    });
  }

  it('adds the basic credential set and reports failures', async () => {
    const fetchMock = fakeFetch({ cod: 2, msg: 'refused' });
    const onFailure = vi.fn();
    // A trailing slash on the engine's address is not doubled in the call's URL.
    const client = clientOf(fetchMock, { baseUrl: 'http://engine/', onFailure });
    const result = await client.call(busqueda.listarSugerencias, { keyword: 'mal' }, creds);
    expect(result).toMatchObject({ ok: false, cod: 2 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://engine/Portal/Busqueda/ListarSugerencias');
    expect(JSON.parse(String(init?.body))).toEqual({ keyword: 'mal', ...creds });
    expect(onFailure).toHaveBeenCalledWith({
      call: 'Portal/Busqueda/ListarSugerencias',
      cod: 2,
      msg: 'refused',
    });
  });

  it('adds the user set when the call takes it and the user is logged in', async () => {
    const fetchMock = fakeFetch({
      cod: 1,
      msg: '',
      datos: { localizador: 'ABCD2345', jsonCarrito: '{}' },
    });
    const client = clientOf(fetchMock);
    const { carrito } = await import('@fairway/contract');
    await client.call(
      carrito.obtenerCarrito,
      { localizador: 'ABCD2345' },
      { ...creds, idUsuario: 5, userToken: 'ut' },
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      idUsuario: 5,
      userToken: 'ut',
    });
  });

  it('sends the golfer’s address with the site key that makes the engine believe it, never in the body', async () => {
    const fetchMock = fakeFetch({ cod: 1, msg: '', listaElementos: [] });
    const client = clientOf(fetchMock);
    await client.call(
      busqueda.listarSugerencias,
      { keyword: 'mal' },
      { ...creds, clientAddress: '203.0.113.7' },
    );
    await client.call(busqueda.listarSugerencias, { keyword: 'mal' }, creds);
    const [withAddress, without] = fetchMock.mock.calls.map(([, init]) => init);
    const sent = new Headers(withAddress?.headers);
    expect(sent.get('x-fairway-client-address')).toBe('203.0.113.7');
    expect(sent.get('x-fairway-site-key')).toBe('the-site-key');
    expect(sent.has('x-forwarded-for')).toBe(false);
    expect(JSON.parse(String(withAddress?.body))).toEqual({ keyword: 'mal', ...creds });
    expect(new Headers(without?.headers).has('x-fairway-client-address')).toBe(false);
    expect(new Headers(without?.headers).has('x-fairway-site-key')).toBe(false);
  });

  it('reads the hash gate’s 503 as a refusal the form shows in the golfer’s language', async () => {
    const client = clientOf(async () =>
      Response.json(
        { cod: 3, msg: 'Demasiados intentos en este momento, inténtalo de nuevo en un minuto' },
        { status: 503, headers: { 'retry-after': '60' } },
      ),
    );
    expect(
      await client.call(usuarios.logarUsuario, { email: 'a@b.co', password: 'x' }, creds),
    ).toEqual({
      ok: false,
      cod: 3,
      msg: 'Demasiados intentos en este momento, inténtalo de nuevo en un minuto',
      sessionExpired: false,
    });
  });

  it('turns an unreachable engine into a failure with cod 0', async () => {
    const client = clientOf(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await client.call(busqueda.listarSugerencias, { keyword: 'x' }, creds)).toMatchObject({
      ok: false,
      cod: 0,
    });
  });

  it('posts a Braintree nonce to the engine’s payment route with the golfer’s address, and reads its three kinds of answer', async () => {
    const payment = {
      idPago: 'pay_1',
      localizador: 'HOLD2345',
      email: 'ana@example.com',
      nonce: 'fake-valid-nonce',
    };
    const paid = fakeFetch({ outcome: 'succeeded', localizador: 'HOLD2345' });
    expect(await clientOf(paid).payBraintree(payment, '203.0.113.7')).toEqual({
      kind: 'charged',
      outcome: 'succeeded',
    });
    const [url, init] = paid.mock.calls[0] ?? [];
    expect(url).toBe('http://engine/pasarela/braintree/pago');
    expect(init?.method).toBe('POST');
    // The proof and the nonce only: no session credentials, which this route does not take.
    expect(JSON.parse(String(init?.body))).toEqual(payment);
    const sent = new Headers(init?.headers);
    expect(sent.get('content-type')).toBe('application/json');
    expect(sent.get('x-fairway-client-address')).toBe('203.0.113.7');
    expect(sent.get('x-fairway-site-key')).toBe('the-site-key');

    const onFailure = vi.fn();
    const refused = clientOf(
      async () =>
        Response.json({ error: 'payment method not valid', codes: '91565' }, { status: 400 }),
      { onFailure },
    );
    expect(await refused.payBraintree(payment)).toEqual({
      kind: 'refused',
      status: 400,
      error: 'payment method not valid',
    });
    expect(onFailure).toHaveBeenCalledWith({
      call: 'pasarela/braintree/pago',
      cod: 3,
      msg: 'payment method not valid',
    });
    // An outcome on an error status is not a charge.
    const odd = clientOf(async () => Response.json({ outcome: 'succeeded' }, { status: 500 }));
    expect(await odd.payBraintree(payment)).toEqual({ kind: 'unanswered' });
    const down = clientOf(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await down.payBraintree(payment)).toEqual({ kind: 'unanswered' });
  });

  it('starts the vendor session form-encoded', async () => {
    const fetchMock = fakeFetch({
      cod: 1,
      msg: '',
      datos: {
        token: 'tok',
        fechaExp: '2026-11-22T12:00:00.000Z',
        idInicioSesion: 3,
        idVendedor: 1,
      },
    });
    const client = clientOf(fetchMock);
    expect(await client.startSession('fr-FR', 600)).toMatchObject({
      ok: true,
      data: { token: 'tok' },
    });
    const body = fetchMock.mock.calls[0]?.[1]?.body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({
      username: 'u',
      password: 'p',
      segundosExpiracion: '600',
      culture: 'fr-FR',
      idVendedorSim: '',
    });
  });
});
