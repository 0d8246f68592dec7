import { firstEnteredTwice, phoneKey } from '@fairway/rules';
import { describe, expect, it } from 'vitest';
import { Fail } from '../calls/fail.ts';
import { ManualClock } from './clock.ts';
import {
  checkPlayers,
  listOrder,
  placesLeft,
  registrationFingerprint,
  registrationRefusal,
  tournamentState,
} from './tournament-rules.ts';
import type { TournamentTimes } from './tournament-rules.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A tournament dated from `now`: window -2..+5 days, rounds from +8 days for 2 days. The caller
 * reads its clock once and dates both the tournament and its checks from that reading: a second
 * reading a millisecond later would move a boundary under a check.
 */
function timesFrom(now: number, extra: Partial<TournamentTimes> = {}): TournamentTimes {
  return {
    registrationOpensAt: new Date(now - 2 * DAY),
    registrationClosesAt: new Date(now + 5 * DAY),
    startsAt: new Date(now + 8 * DAY),
    endsAt: new Date(now + 10 * DAY),
    schedulePublishedAt: null,
    ratingsPublishedAt: null,
    ...extra,
  };
}

describe('a tournament state follows the clock, the dates and what is published', () => {
  it('walks through every state as a manual clock moves on', () => {
    const clock = new ManualClock();
    const base = clock.now().getTime();
    const times = timesFrom(base, {
      schedulePublishedAt: new Date(base + 6 * DAY),
      ratingsPublishedAt: new Date(base + 11 * DAY),
    });
    const seen: string[] = [];
    clock.advance(-3 * DAY);
    seen.push(tournamentState(times, clock.now())); // before the window
    clock.advance(2 * DAY);
    seen.push(tournamentState(times, clock.now())); // inside it
    clock.advance(7 * DAY);
    seen.push(tournamentState(times, clock.now())); // +6 days: closed, draw published at +6
    clock.advance(-12 * HOUR);
    seen.push(tournamentState(times, clock.now())); // +5.5 days: closed, draw not out yet
    clock.advance(3 * DAY);
    seen.push(tournamentState(times, clock.now())); // +8.5: on play
    clock.advance(2 * DAY);
    seen.push(tournamentState(times, clock.now())); // +10.5: played, ratings not out
    clock.advance(DAY);
    seen.push(tournamentState(times, clock.now())); // +11.5: ratings published
    expect(seen).toEqual([
      'registrationClosed',
      'registrationOpen',
      'schedulePublished',
      'registrationClosed',
      'onPlay',
      'played',
      'ratingsPublished',
    ]);
  });

  it('boundaries: the window opens at its instant and closes at its instant; play at the first tee', () => {
    const t = timesFrom(new ManualClock().now().getTime());
    const at = (d: Date, ms = 0) => new Date(d.getTime() + ms);
    expect(tournamentState(t, at(t.registrationOpensAt, -1))).toBe('registrationClosed');
    expect(tournamentState(t, t.registrationOpensAt)).toBe('registrationOpen');
    expect(tournamentState(t, at(t.registrationClosesAt, -1))).toBe('registrationOpen');
    expect(tournamentState(t, t.registrationClosesAt)).toBe('registrationClosed');
    expect(tournamentState(t, at(t.startsAt, -1))).toBe('registrationClosed');
    expect(tournamentState(t, t.startsAt)).toBe('onPlay');
    expect(tournamentState(t, at(t.endsAt, -1))).toBe('onPlay');
    expect(tournamentState(t, t.endsAt)).toBe('played');
  });

  it('ratings published during play still show on play; a window past the first tee closes at it', () => {
    const clock = new ManualClock();
    const now = clock.now().getTime();
    const t = timesFrom(now, {
      registrationClosesAt: new Date(now + 9 * DAY),
      ratingsPublishedAt: new Date(now + 8.5 * DAY),
    });
    expect(tournamentState(t, new Date(now + 9 * DAY))).toBe('onPlay');
    expect(tournamentState(t, new Date(now + 8 * DAY))).toBe('onPlay');
    expect(registrationRefusal({ ...t, onlineRegistration: true }, new Date(now + 8 * DAY))).toBe(
      'tournamentRegistrationClosed',
    );
  });

  it('registration: refused when not online, before and after the window', () => {
    const clock = new ManualClock();
    const t = { ...timesFrom(clock.now().getTime()), onlineRegistration: true };
    expect(registrationRefusal(t, clock.now())).toBeNull();
    expect(registrationRefusal({ ...t, onlineRegistration: false }, clock.now())).toBe(
      'tournamentNoOnlineRegistration',
    );
    expect(registrationRefusal(t, new Date(t.registrationOpensAt.getTime() - 1))).toBe(
      'tournamentRegistrationNotOpen',
    );
    expect(registrationRefusal(t, t.registrationClosesAt)).toBe('tournamentRegistrationClosed');
    expect(placesLeft(10, 12)).toBe(0);
    expect(placesLeft(10, 3)).toBe(7);
  });
});

describe('players', () => {
  const player = (n: number, extra: Record<string, unknown> = {}) => ({
    nombre: 'Ana',
    apellidos: `García ${n}`,
    handicap: 12.4,
    nivel: 'medio',
    sexo: 'femenino',
    turno: 'manana',
    movil: `+34 600 000 ${String(n).padStart(3, '0')}`,
    email: `ana${n}@example.com`,
    ...extra,
  });
  const limits = { handicapMin: 0, handicapMax: 24 };
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof Fail) return { cod: error.cod, key: error.key, params: error.params };
      throw error;
    }
    return null;
  };

  it('phone keys: the digits, an international 00 read as +, nonsense refused', () => {
    expect(phoneKey('+34 600 123 456')).toBe('34600123456');
    expect(phoneKey('0034-600-123-456')).toBe('34600123456');
    expect(phoneKey('(600) 12.34.56')).toBe('60012345' + '6');
    expect(phoneKey('12345')).toBeNull();
    expect(phoneKey('call me')).toBeNull();
    expect(phoneKey('1234567890123456')).toBeNull();
  });

  it('every field is required, the phone and e-mail must be valid, the handicap inside the limits', () => {
    expect(checkPlayers([player(1), player(2)], limits, 'en')).toHaveLength(2);
    expect(
      refusal(() => checkPlayers([player(1), player(2, { nombre: ' ' })], limits, 'en')),
    ).toEqual({ cod: 3, key: 'playerFieldsRequired', params: { n: '2' } });
    expect(refusal(() => checkPlayers([player(1, { movil: '' })], limits, 'en'))?.key).toBe(
      'playerFieldsRequired',
    );
    expect(refusal(() => checkPlayers([player(1, { movil: 'abc' })], limits, 'en'))?.key).toBe(
      'playerPhoneInvalid',
    );
    expect(refusal(() => checkPlayers([player(1, { email: 'nope' })], limits, 'en'))?.key).toBe(
      'playerEmailInvalid',
    );
    expect(checkPlayers([player(1, { email: undefined })], limits, 'en')[0]?.emailKey).toBeNull();
    expect(refusal(() => checkPlayers([player(1, { handicap: 24.5 })], limits, 'es'))).toEqual({
      cod: 3,
      key: 'playerHandicapOutOfLimits',
      params: { n: '1', min: '0', max: '24' },
    });
    expect(
      refusal(() =>
        checkPlayers([player(1, { handicap: 30 })], { handicapMin: 0, handicapMax: 26.4 }, 'es'),
      )?.params.max,
    ).toBe('26,4');
  });

  it('nobody twice: the same phone or e-mail within the list or among those entered', () => {
    expect(
      refusal(() => checkPlayers([player(1), player(2, { movil: '0034600000001' })], limits, 'en')),
    ).toEqual({ cod: 3, key: 'playerEnteredTwice', params: { n: '2' } });
    expect(
      refusal(() =>
        checkPlayers([player(1), player(2, { email: ' ANA1@example.com ' })], limits, 'en'),
      )?.key,
    ).toBe('playerEnteredTwice');
    const keys = checkPlayers([player(1), player(2)], limits, 'en');
    expect(firstEnteredTwice(keys, [])).toBeNull();
    expect(firstEnteredTwice(keys, [{ phoneKey: '34600000002', emailKey: null }])).toBe(1);
    expect(firstEnteredTwice(keys, [{ phoneKey: '1', emailKey: 'ana1@example.com' }])).toBe(0);
  });

  it('a fingerprint tells a double click from a changed list', () => {
    const holder = { holderName: 'A', holderSurname: 'B', holderEmail: 'a@b.c', holderPhone: '' };
    const same = registrationFingerprint(holder, [player(1), player(2)]);
    expect(
      registrationFingerprint({ ...holder, holderEmail: 'A@B.C' }, [player(1), player(2)]),
    ).toBe(same);
    expect(registrationFingerprint(holder, [player(1)])).not.toBe(same);
  });
});

describe('the order of a tournament list', () => {
  it('puts those to come first, the soonest first, then the played ones, the latest first', () => {
    const list = [
      { idTorneo: 1, estado: 'played' as const, fechaInicio: '2026-09-26' },
      { idTorneo: 2, estado: 'registrationOpen' as const, fechaInicio: '2026-12-09' },
      { idTorneo: 3, estado: 'ratingsPublished' as const, fechaInicio: '2026-10-16' },
      { idTorneo: 4, estado: 'onPlay' as const, fechaInicio: '2026-11-24' },
      { idTorneo: 5, estado: 'registrationClosed' as const, fechaInicio: '2026-11-29' },
      { idTorneo: 6, estado: 'registrationOpen' as const, fechaInicio: '2026-11-29' },
    ];
    expect(list.toSorted(listOrder).map((t) => t.idTorneo)).toEqual([4, 5, 6, 2, 3, 1]);
  });
});
