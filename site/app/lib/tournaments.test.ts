import { TOURNAMENT_STATES } from '@fairway/rules';
import type { PlayerInput } from '@fairway/rules';
import { describe, expect, it } from 'vitest';
import {
  contractPlayer,
  monthsAround,
  parseFilters,
  registrationBlock,
  tournamentIdOfSlug,
  tournamentsPath,
  tournamentView,
} from './tournaments.ts';
import type { TournamentView } from './tournaments.ts';

/** A Torneos/ListarTorneos row as the contract has it. */
const ROW = {
  idTorneo: 2,
  nombre: 'Copa Costa del Sol Mijas',
  estado: 'registrationOpen' as const,
  idVendedorProveedor: 4,
  nombreClub: 'Mijas Golf',
  idRegion: 1,
  nombreRegion: 'Costa del Sol',
  zonaHoraria: 'Europe/Madrid',
  fechaInicio: '2026-12-08',
  fechaFin: '2026-12-09',
  cuotaInscripcion: 60,
  maxJugadores: 72,
  plazasLibres: 40,
  handicapMinimo: -2,
  handicapMaximo: 36,
  permiteInscripcionOnline: true,
  inscripcionAbierta: true,
  inicioInscripcion: '2026-11-01T08:00:00.000Z',
  finInscripcion: '2026-12-05T22:59:00.000Z',
  horariosPublicados: false,
  clasificacionPublicada: false,
  rondas: [
    {
      numero: 1,
      fecha: '2026-12-08',
      hora: '08:30',
      idRecorrido: 41,
      nombreRecorrido: 'Los Lagos',
      formato: 'stableford' as const,
    },
    {
      numero: 2,
      fecha: '2026-12-09',
      hora: '09:00',
      idRecorrido: 42,
      nombreRecorrido: 'Los Olivos',
      formato: 'strokePlay' as const,
    },
  ],
};

describe('tournamentIdOfSlug', () => {
  it.each([
    ['copa-2', 2],
    ['2', 2],
    ['copa-costa-del-sol-mijas-12', 12],
    ['x', null],
    ['0', null],
    ['copa-0', null],
    ['copa-02', null],
    ['Copa-2', null],
    ['copa-2-', null],
    ['', null],
    // Past the contract's 32-bit ids, and past ten digits.
    ['copa-2147483648', null],
    ['copa-9999999999', null],
    ['copa-99999999999', null],
    ['copa-2147483647', 2147483647],
  ])('reads %j as %j', (slug, id) => {
    expect(tournamentIdOfSlug(slug)).toBe(id);
  });
});

describe('tournamentView', () => {
  it('maps a contract row to the pages’ English fields, with its page’s path', () => {
    expect(tournamentView(ROW)).toEqual({
      id: 2,
      name: 'Copa Costa del Sol Mijas',
      path: '/tournaments/copa-costa-del-sol-mijas-2',
      state: 'registrationOpen',
      clubId: 4,
      club: 'Mijas Golf',
      courseId: 41,
      regionId: 1,
      region: 'Costa del Sol',
      timeZone: 'Europe/Madrid',
      startDate: '2026-12-08',
      endDate: '2026-12-09',
      fee: 60,
      maxPlayers: 72,
      placesLeft: 40,
      handicapMin: -2,
      handicapMax: 36,
      onlineRegistration: true,
      registrationOpen: true,
      registrationOpensAt: '2026-11-01T08:00:00.000Z',
      registrationClosesAt: '2026-12-05T22:59:00.000Z',
      schedulePublished: false,
      ratingsPublished: false,
      rounds: [
        { number: 1, date: '2026-12-08', time: '08:30', course: 'Los Lagos', format: 'stableford' },
        {
          number: 2,
          date: '2026-12-09',
          time: '09:00',
          course: 'Los Olivos',
          format: 'strokePlay',
        },
      ],
    });
  });

  it('has no course for a tournament without rounds yet', () => {
    expect(tournamentView({ ...ROW, rondas: [] }).courseId).toBeNull();
  });
});

describe('registrationBlock', () => {
  const open: TournamentView = tournamentView(ROW);
  const inWindow = Date.parse('2026-11-20T10:00:00.000Z');
  const shut = { ...open, registrationOpen: false };

  it('offers the form while the engine says registration is open', () => {
    expect(registrationBlock(open, inWindow)).toBeNull();
  });

  it('says why not, in the order a golfer would want to know it', () => {
    expect(registrationBlock({ ...shut, onlineRegistration: false }, inWindow)).toBe('notOnline');
    // Not online wins over the window.
    expect(
      registrationBlock(
        { ...shut, onlineRegistration: false },
        Date.parse('2026-10-01T00:00:00.000Z'),
      ),
    ).toBe('notOnline');
    expect(registrationBlock(shut, Date.parse('2026-11-01T07:59:59.999Z'))).toBe('notYet');
    expect(registrationBlock(shut, Date.parse('2026-12-05T22:59:00.000Z'))).toBe('closed');
    expect(registrationBlock(shut, Date.parse('2027-01-01T00:00:00.000Z'))).toBe('closed');
    expect(registrationBlock({ ...shut, placesLeft: 0 }, inWindow)).toBe('full');
  });

  it('calls a closed registration inside the window with places left closed', () => {
    expect(registrationBlock(shut, inWindow)).toBe('closed');
  });
});

describe('the list’s filters', () => {
  const parse = (query: string) => parseFilters(new URLSearchParams(query), TOURNAMENT_STATES);

  it('reads every filter, and the address comes back the same', () => {
    const filters = parse('state=onPlay&region=3&month=2026-12&page=2');
    expect(filters).toEqual({ state: 'onPlay', regionId: 3, month: '2026-12', page: 2 });
    expect(tournamentsPath(filters)).toBe(
      '/tournaments?state=onPlay&region=3&month=2026-12&page=2',
    );
    expect(parse(tournamentsPath(filters).split('?')[1] ?? '')).toEqual(filters);
  });

  it('leaves out anything malformed, and page 1', () => {
    const filters = parse('state=open&region=0&month=2026-13&page=0');
    expect(filters).toEqual({ state: null, regionId: null, month: null, page: 1 });
    expect(tournamentsPath(filters)).toBe('/tournaments');
    expect(parse('region=-3&month=2026-1&page=abc')).toEqual({
      state: null,
      regionId: null,
      month: null,
      page: 1,
    });
    expect(parse('region=3x&month=12-2026&page=1.5').regionId).toBeNull();
  });

  it('keeps the page within the engine’s thousand', () => {
    expect(parse('page=9999').page).toBe(1000);
    expect(parse('page=99999').page).toBe(1);
  });

  it('writes only the filters given', () => {
    expect(tournamentsPath({ month: '2027-01' })).toBe('/tournaments?month=2027-01');
    expect(tournamentsPath({ state: 'played', page: 1 })).toBe('/tournaments?state=played');
    expect(tournamentsPath({})).toBe('/tournaments');
  });
});

describe('monthsAround', () => {
  it('counts back and ahead of today’s month, across the years', () => {
    expect(monthsAround('2026-11-24', 3, 2)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(monthsAround('2027-02-01', 3, 0)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsAround('2026-11-24', 3, 12)).toHaveLength(16);
  });
});

describe('contractPlayer', () => {
  const row: PlayerInput = {
    name: ' Ana ',
    surname: ' Ruiz ',
    handicap: '12,4',
    level: 'intermediate',
    sex: 'female',
    turn: 'morning',
    phone: ' +34 600 123 456 ',
    email: '',
  };

  it('maps the rules’ English words to the contract’s Spanish ones, trimmed', () => {
    expect(contractPlayer(row, 12.4)).toEqual({
      nombre: 'Ana',
      apellidos: 'Ruiz',
      handicap: 12.4,
      nivel: 'medio',
      sexo: 'femenino',
      turno: 'manana',
      movil: '+34 600 123 456',
    });
    expect(
      contractPlayer(
        {
          ...row,
          level: 'beginner',
          sex: 'male',
          turn: 'afternoon',
          email: ' ana@example.com ',
        },
        -2,
      ),
    ).toMatchObject({
      handicap: -2,
      nivel: 'iniciacion',
      sexo: 'masculino',
      turno: 'tarde',
      email: 'ana@example.com',
    });
    expect(contractPlayer({ ...row, level: 'advanced', turn: 'any' }, 0)).toMatchObject({
      nivel: 'avanzado',
      turno: 'indiferente',
    });
    expect(contractPlayer({ ...row, level: 'professional' }, 0)?.nivel).toBe('profesional');
  });

  it('is null for a tampered field', () => {
    expect(contractPlayer({ ...row, level: 'medio' }, 12.4)).toBeNull();
    expect(contractPlayer({ ...row, sex: 'other' }, 12.4)).toBeNull();
    expect(contractPlayer({ ...row, turn: '' }, 12.4)).toBeNull();
  });
});
