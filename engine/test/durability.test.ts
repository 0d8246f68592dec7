import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { submitCardForm } from './card-form.ts';
import { freePort, spawnEngine, waitHealthy } from './process.ts';

function start(dataDir: string, port: number): ChildProcess {
  return spawnEngine({
    ENGINE_DATA_DIR: dataDir,
    ENGINE_PORT: String(port),
    DATABASE_URL: '',
    SCRYPT_LOG_N: '10',
  });
}

describe('durability on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairway-engine-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a booking confirmed before SIGKILL is there after a restart on the same data directory', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = start(dataDir, port);
    await waitHealthy(url);
    const form = new URLSearchParams({
      username: 'fairway-web',
      password: 'fairway-web-local',
      segundosExpiracion: '3600',
      culture: 'en-GB',
      idVendedorSim: '',
    });
    const session = (
      (await (
        await fetch(`${url}/Acceso/IniciarSesionFront`, { method: 'POST', body: form })
      ).json()) as { datos: { token: string; idVendedor: number; idInicioSesion: number } }
    ).datos;
    const creds = {
      token: session.token,
      culture: 'en-GB',
      idVendedor: session.idVendedor,
      idInicioSesion: session.idInicioSesion,
    };
    const call = async (path: string, body: object) =>
      (await (
        await fetch(`${url}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...creds, ...body }),
        })
      ).json()) as Record<string, unknown> & { cod: number };

    const club = (
      (await call('Portal/Busqueda/ListarSugerencias', { keyword: 'naranjos' })).listaElementos as {
        data: { id: number; id2: number };
      }[]
    )[0]!;
    const fecha = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const day = await call('Disponibilidad/ObtenerDisponibilidadDia', {
      idVendedorProveedor: club.data.id2,
      idRecorrido: club.data.id,
      fecha,
      jugadores: 2,
    });
    const slot = (day.horasDisponibles as { hora: string; tarifas: { idTarifa: number }[] }[])[0]!;
    const cart = {
      listaClubesRecorridos: [
        {
          idVendedorProveedor: club.data.id2,
          idRecorrido: club.data.id,
          listaTeeTimes: [
            {
              fecha,
              hora: slot.hora,
              tarifasSeleccionadas: [{ idTarifa: slot.tarifas[0]!.idTarifa, numJugadores: 2 }],
              serviciosSeleccionados: [],
            },
          ],
        },
      ],
    };
    const pre = await call('PreReserva/RealizarPreReserva', {
      localizadorCarrito: 'CART2222',
      jsonCarrito: JSON.stringify(cart),
      nombre: 'Kill',
      apellidos: 'Nine',
      email: 'kill@example.com',
      aceptaCondiciones: true,
    });
    expect(pre.cod).toBe(1);
    const ref = (pre.datos as { localizador: string }).localizador;
    const pay = await call('PreReserva/ObtenerDatosPasarelaPreReserva', { localizador: ref });
    const payUrl = (pay.datos as { url: string }).url;
    const paid = await submitCardForm(payUrl, { holder: 'Kill Nine', number: '4242424242424242' });
    expect(paid.status).toBe(200);
    expect((await call('Reserva/EstaReservaOK', { localizador: ref })).datos).toMatchObject({
      ok: true,
    });

    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));

    child = start(dataDir, port);
    await waitHealthy(url);
    const again = (
      (await (
        await fetch(`${url}/Acceso/IniciarSesionFront`, { method: 'POST', body: form })
      ).json()) as { datos: typeof session }
    ).datos;
    Object.assign(creds, { token: again.token, idInicioSesion: again.idInicioSesion });
    // A new session is not the one that booked: the holder's e-mail proves the right to read it.
    const proof = { localizador: ref, email: 'kill@example.com' };
    expect((await call('Reserva/EstaReservaOK', proof)).datos).toMatchObject({
      ok: true,
      estado: 'confirmed',
    });
    const voucher = await call('Reserva/ObtenerVoucher', proof);
    expect(voucher.html).toContain(ref);
    child.kill('SIGTERM');
  });
});
