import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { z } from 'zod';
import { submitCardForm } from './card-form.ts';
import type { Card } from './card-form.ts';
import type { resumenMultipack } from '@fairway/contract/multipacks';
import type { Caller, TestEngine } from './harness.ts';
import { daysAhead } from './harness.ts';
import { sign } from '../src/payments/sandbox.ts';

export interface Slot {
  idVendedorProveedor: number;
  idRecorrido: number;
  fecha: string;
  hora: string;
  idTarifa: number;
  buggyTarifa: number | null;
}

/** Tournament player number `n`: a name, mobile and e-mail of their own, for InscribirJugadores. */
export function tournamentPlayer(n: number, extra: Record<string, unknown> = {}) {
  return {
    nombre: 'Jugador',
    apellidos: `Número ${n}`,
    handicap: 10,
    nivel: 'medio',
    sexo: n % 2 ? 'masculino' : 'femenino',
    turno: 'indiferente',
    movil: `+34 611 ${String(100_000 + n)}`,
    email: `jugador${n}@example.com`,
    ...extra,
  };
}

/** A seeded multipack on sale, found by its English name. */
export async function findPack(
  t: TestEngine,
  name: string,
): Promise<z.infer<typeof resumenMultipack>> {
  const list = await t.call('Multipacks/ListarMultipacks', {});
  const packs = (list.datos as { multipacks: z.infer<typeof resumenMultipack>[] }).multipacks;
  const pack = packs.find((p) => p.nombre === name);
  if (!pack) throw new Error(`no multipack ${name}`);
  return pack;
}

/** A free tee time some days ahead at a club found by name, with its standard and buggy rates. */
export async function findSlot(
  t: Caller,
  keyword = 'valderrama',
  days = 5,
  skip = 0,
): Promise<Slot> {
  const suggestions = await t.call('Portal/Busqueda/ListarSugerencias', { keyword });
  const club = (
    suggestions.listaElementos as { data: { cat: string; id: number; id2: number } }[]
  ).find((e) => e.data.cat !== 'MUN');
  if (!club) throw new Error(`no club for ${keyword}`);
  const fecha = daysAhead(days, t.clock);
  const day = await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
    idVendedorProveedor: club.data.id2,
    idRecorrido: club.data.id,
    fecha,
    jugadores: 4,
  });
  expect(day.cod).toBe(1);
  const slots = day.horasDisponibles as {
    hora: string;
    tarifas: { idTarifa: number; serviciosIncluidos: number[] }[];
  }[];
  const slot = slots[skip];
  if (!slot) throw new Error('no free slot');
  const plain = slot.tarifas.find((r) => r.serviciosIncluidos.length === 0);
  const buggy = slot.tarifas.find((r) => r.serviciosIncluidos.includes(1));
  if (!plain) throw new Error('no plain rate');
  return {
    idVendedorProveedor: club.data.id2,
    idRecorrido: club.data.id,
    fecha,
    hora: slot.hora,
    idTarifa: plain.idTarifa,
    buggyTarifa: buggy?.idTarifa ?? null,
  };
}

export function cartFor(
  slot: Slot,
  players: number,
  options: { buggyRate?: boolean; trolleys?: number } = {},
) {
  return {
    listaClubesRecorridos: [
      {
        idVendedorProveedor: slot.idVendedorProveedor,
        idRecorrido: slot.idRecorrido,
        listaTeeTimes: [
          {
            fecha: slot.fecha,
            hora: slot.hora,
            tarifasSeleccionadas: [
              {
                idTarifa: options.buggyRate && slot.buggyTarifa ? slot.buggyTarifa : slot.idTarifa,
                numJugadores: players,
              },
            ],
            serviciosSeleccionados: options.trolleys
              ? [{ idServicio: 2, numUnidades: options.trolleys }]
              : [],
          },
        ],
      },
    ],
  };
}

export function holder(n = 0) {
  return {
    nombre: 'Ada',
    apellidos: `Lovelace ${n}`,
    email: `ada${n}@example.com`,
    aceptaCondiciones: true,
  };
}

/** A cart locator of its own for each pre-booking, unless a test shares one on purpose. */
export function newCartLocator(): string {
  return `C${randomBytes(8).toString('hex').toUpperCase().slice(0, 7)}`;
}

export async function preBook(t: Caller, cart: object, extra: Record<string, unknown> = {}) {
  return t.call('PreReserva/RealizarPreReserva', {
    localizadorCarrito: newCartLocator(),
    jsonCarrito: JSON.stringify(cart),
    ...holder(),
    ...extra,
  });
}

/** Pays through the sandbox's hosted card page as a golfer would: open the page, fill its form, send it. */
export async function payWithCard(t: TestEngine, localizador: string, card: Card) {
  const pasarela = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
    localizador,
    urlOk: 'http://localhost:3000/en/payment-controller/ok',
    urlKo: 'http://localhost:3000/en/payment-controller/ko',
  });
  expect(pasarela.cod).toBe(1);
  const datos = pasarela.datos as { url: string; idPago: string };
  const response = await submitCardForm(datos.url, card);
  return { response, html: await response.text(), idPago: datos.idPago, url: datos.url };
}

/** Places still free at a slot's tee time, as a golfer sees them. */
export async function freePlayersAt(t: Caller, slot: Slot): Promise<number> {
  const day = await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
    idVendedorProveedor: slot.idVendedorProveedor,
    idRecorrido: slot.idRecorrido,
    fecha: slot.fecha,
    horaInicio: slot.hora,
    horaFin: slot.hora,
  });
  return (day.horasDisponibles as { jugadoresDisponibles: number }[])[0]?.jugadoresDisponibles ?? 0;
}

/**
 * The sandbox provider's payment notification, signed with `secret` as the sandbox signs it;
 * `headers` adds to the request's (a connection of its own, for the cluster's tests).
 */
export function notifySandbox(
  url: string,
  secret: string,
  notification: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = JSON.stringify(notification);
  return fetch(`${url}/pasarela/notificacion`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sign(secret, body),
      ...headers,
    },
    body,
  });
}
