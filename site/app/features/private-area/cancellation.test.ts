import { describe, expect, it } from 'vitest';
import {
  cancellationView,
  type Entry,
  isValidReference,
  normalizeReference,
  validateCancellationForm,
} from './cancellation.ts';

describe('booking references', () => {
  it('reads a reference as the engine spells it', () => {
    expect(normalizeReference(' ab23 cd-45 ')).toBe('AB23CD45');
  });

  it.each([
    ['AB23CD45', true],
    ['AB23CD4', false],
    ['AB23CD456', false],
    // 0/O and 1/I are never issued, so they are typing mistakes.
    ['AB20CD45', false],
    ['ABO3CD45', false],
    ['AB13CD45', false],
    ['ABI3CD45', false],
    ['AB23CD4!', false],
  ])('%s valid: %s', (reference, valid) => {
    expect(isValidReference(reference)).toBe(valid);
  });

  it('checks the form as the engine would, before asking it', () => {
    expect(validateCancellationForm({ reference: '', email: '' })).toEqual({
      reference: 'field.required',
      email: 'email.empty',
    });
    expect(validateCancellationForm({ reference: 'XX', email: 'ada@' })).toEqual({
      reference: 'referenceNotValid',
      email: 'email.format',
    });
    expect(validateCancellationForm({ reference: 'ab23cd45', email: 'ada@example.com' })).toEqual(
      {},
    );
  });
});

describe('cancellationView', () => {
  const policy = {
    tipo: 'online' as const,
    permiteCancelacionOnline: true,
    horasLimite: 24,
    fechaLimite: '2026-12-07T08:00:00.000Z',
    importeDevolucion: 60,
    comisionNoReembolsable: 1.5,
    lineaBloqueante: null,
  };
  const details = {
    localizador: 'TORN2345',
    estado: 'confirmed',
    fechaReserva: '2026-11-20T10:00:00Z',
    fechaExpiracion: null,
    nombre: 'Grace',
    apellidos: 'Hopper',
    email: 'grace@example.com',
    promoCode: null,
    subtotal: 60,
    descuento: 0,
    comision: 1.5,
    total: 61.5,
    lineas: [],
  };
  const entry: Entry = {
    nombreTorneo: 'Copa Costa del Sol Mijas',
    nombreClub: 'Mijas Golf',
    fechaInicio: '2026-12-08',
    horaInicio: '09:00',
    zonaHoraria: 'Europe/Madrid',
    jugadores: [{ nombre: 'Ada', apellidos: 'Lovelace' }],
  };

  it('shows a tournament entry, which has no tee-time lines, by its first round', () => {
    expect(cancellationView(details, policy, () => 'CET', entry)).toMatchObject({
      lines: [
        {
          clubName: 'Mijas Golf',
          courseName: 'Copa Costa del Sol Mijas',
          date: '2026-12-08',
          time: '09:00',
          timeZoneName: 'CET',
          players: 1,
        },
      ],
      policy: { kind: 'online', deadline: '2026-12-07T09:00' },
      blockedBy: null,
      refund: 60,
    });
    expect(cancellationView(details, policy, () => 'CET')).toBeNull();
  });

  it('lists every tee time on its own club’s clock, and names the one that blocks', () => {
    const line = (club: string, fecha: string, hora: string, zonaHoraria: string, n: number) => ({
      idVendedorProveedor: 1,
      nombreClub: club,
      idRecorrido: 1,
      nombreRecorrido: `${club} course`,
      fecha,
      hora,
      zonaHoraria,
      jugadores: n,
      direccion: '',
      permiteCancelacionOnline: true,
      fechaLimiteCancelacion: null,
      tarifas: [],
      servicios: [],
      total: 30,
    });
    const view = cancellationView(
      {
        ...details,
        lineas: [
          line('Los Naranjos', '2026-12-05', '09:10:00', 'Europe/Madrid', 2),
          line('Golf del Sur', '2026-12-06', '13:00:00', 'Atlantic/Canary', 3),
        ],
      },
      {
        ...policy,
        tipo: 'fueraDePlazo',
        importeDevolucion: 0,
        // 48 hours before 13:00 on the Canaries (UTC+0 in winter).
        fechaLimite: '2026-12-04T13:00:00.000Z',
        lineaBloqueante: {
          nombreClub: 'Golf del Sur',
          nombreRecorrido: 'Golf del Sur course',
          fecha: '2026-12-06',
          hora: '13:00:00',
          zonaHoraria: 'Atlantic/Canary',
          tipo: 'fueraDePlazo',
          fechaLimite: '2026-12-04T13:00:00.000Z',
        },
      },
      (timeZone) => (timeZone === 'Atlantic/Canary' ? 'WET' : 'CET'),
    );
    expect(view?.lines).toEqual([
      {
        clubName: 'Los Naranjos',
        courseName: 'Los Naranjos course',
        date: '2026-12-05',
        time: '09:10',
        timeZoneName: 'CET',
        players: 2,
      },
      {
        clubName: 'Golf del Sur',
        courseName: 'Golf del Sur course',
        date: '2026-12-06',
        time: '13:00',
        timeZoneName: 'WET',
        players: 3,
      },
    ]);
    // The blocking line's deadline, on its own club's clock rather than the first line's.
    expect(view?.policy).toEqual({ kind: 'deadlinePassed', deadline: '2026-12-04T13:00' });
    expect(view?.blockedBy).toEqual({
      clubName: 'Golf del Sur',
      date: '2026-12-06',
      time: '13:00',
      reason: 'deadlinePassed',
      deadline: '2026-12-04T13:00',
    });
  });
});
