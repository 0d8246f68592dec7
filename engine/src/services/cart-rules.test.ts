import { describe, expect, it } from 'vitest';
import type { CartContent } from '@fairway/contract/carrito';
import {
  EMPTY_CART,
  itemsIn,
  withoutPack,
  withoutPastTeeTimes,
  withoutTeeTime,
  withPack,
  withTeeTime,
} from './cart-rules.ts';
import type { CartPackItem } from './cart-rules.ts';

// 12:00 UTC is 13:00 in Madrid.
const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = '2026-11-24';
const MADRID = () => 'Europe/Madrid';

const tee = (hora: string, fecha = DAY, players = 1) => ({
  fecha,
  hora,
  tarifasSeleccionadas: [{ idTarifa: 5, numJugadores: players }],
  serviciosSeleccionados: [],
});
const round = (fecha: string, hora: string) => ({
  idVendedorProveedor: 1,
  idRecorrido: 11,
  fecha,
  hora,
});
const pack: CartPackItem = {
  idMultipack: 3,
  numJugadores: 2,
  rondas: [round(DAY, '09:10'), round('2026-11-26', '10:00')],
};
const course = { clubId: 1, courseId: 11 };

describe('a cart’s changes', () => {
  it('replaces the line of a tee time added twice, so its players change', () => {
    const once = withTeeTime(EMPTY_CART, course, tee('09:10')) ?? EMPTY_CART;
    const twice = withTeeTime(once, course, tee('09:10', DAY, 3));
    expect(twice?.listaClubesRecorridos).toEqual([
      { idVendedorProveedor: 1, idRecorrido: 11, listaTeeTimes: [tee('09:10', DAY, 3)] },
    ]);
  });

  it('counts the ten tee times across courses, and still lets a full cart change a line', () => {
    let content: CartContent = EMPTY_CART;
    for (let i = 0; i < 10; i += 1)
      content =
        withTeeTime(content, { clubId: 1, courseId: 11 + (i % 2) }, tee(`1${i}:00`)) ?? content;
    expect(itemsIn(content)).toBe(10);
    expect(withTeeTime(content, { clubId: 1, courseId: 12 }, tee('08:00'))).toBeNull();
    expect(withTeeTime(content, { clubId: 1, courseId: 13 }, tee('08:00'))).toBeNull();
    const changed = withTeeTime(content, course, tee('10:00', DAY, 4));
    expect(changed?.listaClubesRecorridos[0]?.listaTeeTimes[0]).toEqual(tee('10:00', DAY, 4));
  });

  it('removes one tee time, and the course with its last one; null when it is not there', () => {
    const one = withTeeTime(EMPTY_CART, course, tee('09:10')) ?? EMPTY_CART;
    expect(withoutTeeTime(one, { courseId: 11, fecha: DAY, hora: '09:10' })).toEqual(EMPTY_CART);
    expect(withoutTeeTime(one, { courseId: 11, fecha: DAY, hora: '09:20' })).toBeNull();
    expect(withoutTeeTime(one, { courseId: 12, fecha: DAY, hora: '09:10' })).toBeNull();
  });

  it('holds a multipack as one item, replaced when added again, removed whole', () => {
    const withOne = withPack(withTeeTime(EMPTY_CART, course, tee('12:00')) ?? EMPTY_CART, pack);
    expect(withOne && itemsIn(withOne)).toBe(2);
    const again = withPack(withOne ?? EMPTY_CART, { ...pack, numJugadores: 4 });
    expect(again?.listaMultipacks).toEqual([{ ...pack, numJugadores: 4 }]);
    expect(withoutPack(again ?? EMPTY_CART, 3)?.listaMultipacks).toEqual([]);
    expect(withoutPack(again ?? EMPTY_CART, 4)).toBeNull();
    let full: CartContent | null = EMPTY_CART;
    for (let id = 1; id <= 5; id += 1)
      full = withPack(full ?? EMPTY_CART, { ...pack, idMultipack: id });
    expect(withPack(full ?? EMPTY_CART, { ...pack, idMultipack: 6 })).toBeNull();
    expect(withPack(full ?? EMPTY_CART, { ...pack, idMultipack: 5 })).not.toBeNull();
  });

  it('lets go of tee times that have started at the club, and of a pack with any round started', () => {
    const content: CartContent = {
      listaClubesRecorridos: [
        {
          idVendedorProveedor: 1,
          idRecorrido: 11,
          listaTeeTimes: [tee('12:50', '2026-11-23'), tee('13:10', '2026-11-23')],
        },
      ],
      listaMultipacks: [pack, { ...pack, idMultipack: 4, rondas: [round('2026-11-23', '12:50')] }],
    };
    const left = withoutPastTeeTimes(content, MADRID, NOW);
    expect(left.listaClubesRecorridos[0]?.listaTeeTimes.map((t) => t.hora)).toEqual(['13:10']);
    expect(left.listaMultipacks).toEqual([pack]);
    // In UTC, 12:50 is still ahead of 12:00.
    expect(itemsIn(withoutPastTeeTimes(content, () => 'UTC', NOW))).toBe(4);
  });
});
