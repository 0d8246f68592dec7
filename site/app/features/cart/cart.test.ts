import { describe, expect, it } from 'vitest';
import { EMPTY_CART, serviceKind, teeTimeKey, toCartView, toServiceViews } from './cart.ts';

const content = {
  listaClubesRecorridos: [
    {
      idVendedorProveedor: 1,
      nombreVendedorProveedor: 'Los Naranjos Golf Club',
      idRecorrido: 11,
      nombreRecorrido: 'Los Naranjos',
      listaTeeTimes: [
        {
          fecha: '2026-11-24',
          hora: '09:10',
          jugadoresDisponibles: 4,
          tarifasSeleccionadas: [
            { idTarifa: 5, numJugadores: 3, nombre: 'Green fee', precio: 85.1 },
          ],
          serviciosSeleccionados: [{ idServicio: 1, numUnidades: 2, nombre: 'Buggy', precio: 35 }],
        },
        {
          fecha: '2026-11-25',
          hora: '10:00',
          tarifasSeleccionadas: [{ idTarifa: 6, numJugadores: 1 }],
          serviciosSeleccionados: [],
        },
      ],
    },
    {
      idVendedorProveedor: 2,
      nombreVendedorProveedor: 'Quinta do Lago',
      idRecorrido: 21,
      nombreRecorrido: 'South',
      listaTeeTimes: [
        {
          fecha: '2026-11-24',
          hora: '08:00',
          tarifasSeleccionadas: [{ idTarifa: 9, numJugadores: 2, nombre: 'Twilight', precio: 60 }],
          serviciosSeleccionados: [],
        },
      ],
    },
  ],
};

const zones = new Map([
  [1, 'Europe/Madrid'],
  [2, 'Europe/Lisbon'],
]);

const totals = {
  subtotal: 575.3,
  descuento: 0,
  comision: 2.5,
  total: 577.8,
  promoCodeValido: null,
};

describe('the cart view', () => {
  it('groups tee times by club and course, in English, with the engine’s names and prices', () => {
    const view = toCartView({
      locator: 'ABCD2345',
      content,
      timeZones: zones,
      totals,
      promo: { code: null, message: null },
    });
    expect(view.count).toBe(3);
    expect(view.groups.map((g) => [g.clubName, g.courseName, g.teeTimes.length])).toEqual([
      ['Los Naranjos Golf Club', 'Los Naranjos', 2],
      ['Quinta do Lago', 'South', 1],
    ]);
    const first = view.groups[0]?.teeTimes[0];
    expect(first).toMatchObject({
      key: '11|2026-11-24|09:10',
      date: '2026-11-24',
      time: '09:10',
      timeZone: 'Europe/Madrid',
      players: 3,
      rates: [{ id: 5, name: 'Green fee', players: 3, unitPrice: 85.1 }],
      services: [{ id: 1, name: 'Buggy', units: 2, unitPrice: 35 }],
    });
    // Summed in cents: 3 × 85.10 + 2 × 35 is 325.30 exactly, not 325.29999….
    expect(first?.lineTotal).toBe(325.3);
    expect(view.groups[1]?.teeTimes[0]?.timeZone).toBe('Europe/Lisbon');
    expect(view.totals).toEqual({
      subtotal: 575.3,
      discount: 0,
      fee: 2.5,
      total: 577.8,
      promoCode: null,
      promoValid: null,
      promoMessage: null,
    });
  });

  it('says whether the promocode held, and keeps the engine’s message when it did not', () => {
    const applied = toCartView({
      locator: 'ABCD2345',
      content,
      timeZones: zones,
      totals: { ...totals, descuento: 25.5, total: 552.3, promoCodeValido: true },
      promo: { code: 'FAIRWAY10', message: null },
    });
    expect(applied.totals).toMatchObject({
      discount: 25.5,
      promoCode: 'FAIRWAY10',
      promoValid: true,
    });
    const refused = toCartView({
      locator: 'ABCD2345',
      content,
      timeZones: zones,
      totals,
      promo: { code: 'NOPE', message: 'Promotional code not valid' },
    });
    expect(refused.totals).toMatchObject({
      discount: 0,
      promoCode: 'NOPE',
      promoValid: false,
      promoMessage: 'Promotional code not valid',
    });
  });

  it('is the empty cart, with no fee, when nothing is in it', () => {
    const view = toCartView({
      locator: 'ABCD2345',
      content: { listaClubesRecorridos: [] },
      timeZones: zones,
      totals: null,
      promo: { code: null, message: null },
    });
    expect(view).toEqual({ ...EMPTY_CART, locator: 'ABCD2345' });
  });

  it('keys a tee time by course, date and time', () => {
    expect(teeTimeKey(11, '2026-11-24', '09:10')).toBe('11|2026-11-24|09:10');
  });
});

describe('the services of a tee time', () => {
  it('names each kind, so no page compares the engine’s ids', () => {
    expect([1, 2, 3, 7].map(serviceKind)).toEqual(['buggy', 'trolley', 'clubRental', 'other']);
    expect(
      toServiceViews([
        { idServicio: 1, servicioNombre: 'Buggy', servicioPrecio: 35, numUnidadesReservables: 2 },
        { idServicio: 2, servicioNombre: 'Trolley', servicioPrecio: 6, numUnidadesReservables: -1 },
      ]),
    ).toEqual([
      { id: '1', name: 'Buggy', price: 35, maxUnits: 2, kind: 'buggy' },
      { id: '2', name: 'Trolley', price: 6, maxUnits: 0, kind: 'trolley' },
    ]);
  });
});

describe('a multipack in the cart’s view', () => {
  it('is one item with its rounds, players and the engine’s price per player', () => {
    const view = toCartView({
      locator: 'ABCD2345',
      content: {
        listaClubesRecorridos: [],
        listaMultipacks: [
          {
            idMultipack: 3,
            nombre: 'Costa del Sol Classic',
            numJugadores: 3,
            precio: 85.1,
            rondas: [
              {
                idVendedorProveedor: 1,
                nombreVendedorProveedor: 'Los Naranjos Golf Club',
                idRecorrido: 11,
                nombreRecorrido: 'Los Naranjos',
                fecha: '2026-11-24',
                hora: '09:10',
              },
              {
                idVendedorProveedor: 2,
                idRecorrido: 21,
                fecha: '2026-11-26',
                hora: '10:00',
              },
            ],
          },
        ],
      },
      timeZones: new Map([[1, 'Europe/Madrid']]),
      totals: { subtotal: 255.3, descuento: 0, comision: 2.5, total: 257.8, promoCodeValido: null },
      promo: { code: null, message: null },
    });
    expect(view.count).toBe(1);
    expect(view.groups).toEqual([]);
    expect(view.packs).toEqual([
      {
        key: 'pack|3|11|2026-11-24|09:10',
        packId: 3,
        name: 'Costa del Sol Classic',
        players: 3,
        unitPrice: 85.1,
        lineTotal: 255.3,
        rounds: [
          {
            clubId: 1,
            clubName: 'Los Naranjos Golf Club',
            courseId: 11,
            courseName: 'Los Naranjos',
            date: '2026-11-24',
            time: '09:10',
            timeZone: 'Europe/Madrid',
          },
          {
            clubId: 2,
            clubName: '',
            courseId: 21,
            courseName: '',
            date: '2026-11-26',
            time: '10:00',
            timeZone: 'UTC',
          },
        ],
      },
    ]);
    expect(view.totals.total).toBe(257.8);
  });

  it('is absent from a cart without multipacks, which counts its tee times only', () => {
    // `content` has no listaMultipacks at all, as the engine writes a cart of tee times only.
    expect(content).not.toHaveProperty('listaMultipacks');
    const view = toCartView({
      locator: 'ABCD2345',
      content,
      timeZones: zones,
      totals,
      promo: { code: null, message: null },
    });
    expect(view.packs).toEqual([]);
    expect(view.count).toBe(3);
    expect(EMPTY_CART.packs).toEqual([]);
  });
});
