import { describe, expect, it } from 'vitest';
import { Fail } from '../calls/fail.ts';
import {
  checkRounds,
  dayInWindow,
  isOnSale,
  packWindow,
  roundShares,
  usualPrice,
  windowDaysOf,
} from './multipack-rules.ts';
import type { PackRules } from './multipack-rules.ts';

const pack: PackRules = {
  rounds: 3,
  windowDays: null,
  saleFrom: '2027-01-01',
  saleTo: '2027-12-31',
  onSale: true,
  courseIds: [10, 11],
};
const text = (iso: string) => iso;

function refusal(fn: () => unknown): Fail {
  try {
    fn();
  } catch (error) {
    if (error instanceof Fail) return error;
    throw error;
  }
  throw new Error('not refused');
}

const round = (fecha: string, idRecorrido = 10, hora = '10:00') => ({ idRecorrido, fecha, hora });

describe('the window', () => {
  it('is the config default unless the pack sets its own', () => {
    expect(windowDaysOf(pack)).toBe(30);
    expect(windowDaysOf({ windowDays: 8 })).toBe(8);
  });

  it('includes its last day and not the day after, nor a day before the first', () => {
    expect(dayInWindow(pack, '2027-05-01', '2027-05-31')).toBe(true);
    expect(dayInWindow(pack, '2027-05-01', '2027-06-01')).toBe(false);
    expect(dayInWindow(pack, '2027-05-01', '2027-04-30')).toBe(false);
    const w = packWindow(pack, '2027-05-01');
    expect(w.fechaLimite).toBe('2027-05-31');
    expect(w.fechas).toHaveLength(31);
  });

  it('counts calendar days across the spring change (Europe/Madrid, 2027-03-28)', () => {
    const short = { ...pack, windowDays: 8 };
    expect(packWindow(short, '2027-03-20').fechaLimite).toBe('2027-03-28');
    expect(dayInWindow(short, '2027-03-20', '2027-03-28')).toBe(true);
    expect(dayInWindow(short, '2027-03-20', '2027-03-29')).toBe(false);
    expect(packWindow(pack, '2027-03-20').fechaLimite).toBe('2027-04-19');
    expect(dayInWindow(pack, '2027-03-20', '2027-04-19')).toBe(true);
    expect(dayInWindow(pack, '2027-03-20', '2027-04-20')).toBe(false);
  });

  it('counts calendar days across the autumn change (2027-10-31)', () => {
    const short = { ...pack, windowDays: 6 };
    expect(packWindow(short, '2027-10-25').fechaLimite).toBe('2027-10-31');
    expect(dayInWindow(short, '2027-10-25', '2027-11-01')).toBe(false);
    expect(packWindow(pack, '2027-10-20').fechaLimite).toBe('2027-11-19');
    expect(dayInWindow(pack, '2027-10-20', '2027-11-20')).toBe(false);
  });

  it('never runs past the pack’s last day', () => {
    const w = packWindow(pack, '2027-12-20');
    expect(w.fechaLimite).toBe('2027-12-31');
    expect(w.fechas).toHaveLength(12);
    expect(dayInWindow(pack, '2027-12-20', '2028-01-02')).toBe(false);
  });
});

describe('on sale', () => {
  it('needs the flag and a sale period not over', () => {
    expect(isOnSale(pack, '2027-06-01')).toBe(true);
    expect(isOnSale(pack, '2027-12-31')).toBe(true);
    expect(isOnSale(pack, '2028-01-01')).toBe(false);
    expect(isOnSale({ ...pack, onSale: false }, '2027-06-01')).toBe(false);
  });
});

describe('checkRounds', () => {
  const today = '2027-03-01';

  it('answers the rounds in day order', () => {
    const sorted = checkRounds(
      pack,
      [round('2027-03-25'), round('2027-03-20', 11), round('2027-03-28')],
      today,
      text,
    );
    expect(sorted.map((r) => r.fecha)).toEqual(['2027-03-20', '2027-03-25', '2027-03-28']);
  });

  it('refuses another number of rounds, a course not in the pack, two rounds a day', () => {
    expect(refusal(() => checkRounds(pack, [round('2027-03-20')], today, text))).toMatchObject({
      cod: 3,
      key: 'multipackRoundsCount',
      params: { n: '3' },
    });
    expect(
      refusal(() =>
        checkRounds(
          pack,
          [round('2027-03-20'), round('2027-03-21', 99), round('2027-03-22')],
          today,
          text,
        ),
      ),
    ).toMatchObject({ cod: 3, key: 'multipackCourseNotIncluded', params: { n: '2' } });
    expect(
      refusal(() =>
        checkRounds(
          pack,
          [round('2027-03-20'), round('2027-03-20', 11, '15:00'), round('2027-03-22')],
          today,
          text,
        ),
      ),
    ).toMatchObject({ cod: 3, key: 'multipackOneRoundPerDay', params: { date: '2027-03-20' } });
  });

  it('refuses a first round in the past or outside the sale period', () => {
    const rounds = [round('2027-02-27'), round('2027-03-02'), round('2027-03-03')];
    expect(refusal(() => checkRounds(pack, rounds, today, text))).toMatchObject({
      cod: 2,
      key: 'pastDate',
    });
    const late = { ...pack, saleFrom: '2027-03-10' };
    expect(
      refusal(() =>
        checkRounds(
          late,
          [round('2027-03-05'), round('2027-03-06'), round('2027-03-07')],
          today,
          text,
        ),
      ),
    ).toMatchObject({ cod: 3, key: 'multipackFirstRoundOutsideSale' });
  });

  it('refuses a day after the window with the window’s dates, across a DST change', () => {
    const ok = [round('2027-03-20'), round('2027-03-28'), round('2027-04-19')];
    expect(checkRounds(pack, ok, today, text)).toHaveLength(3);
    const out = refusal(() =>
      checkRounds(
        pack,
        [round('2027-03-20'), round('2027-03-28'), round('2027-04-20')],
        today,
        text,
      ),
    );
    expect(out).toMatchObject({
      cod: 3,
      key: 'multipackOutOfWindow',
      params: { date: '2027-04-20', from: '2027-03-20', to: '2027-04-19' },
    });
    expect(out.datos).toMatchObject({ fechaPrimeraRonda: '2027-03-20', fechaLimite: '2027-04-19' });
    const dates = (out.datos as { fechasValidas: string[] }).fechasValidas;
    expect(dates[0]).toBe('2027-03-20');
    expect(dates).toContain('2027-03-28');
    expect(dates.at(-1)).toBe('2027-04-19');
    expect(dates).toHaveLength(31);
  });
});

describe('prices', () => {
  it('the usual price is N times the average standard fee, to the cent', () => {
    expect(usualPrice(3, [110, 85, 85, 70])).toBe(262.5);
    expect(usualPrice(2, [0.1, 0.2])).toBe(0.3);
    expect(usualPrice(3, [])).toBe(0);
  });

  it('spreads a price over the rounds to the cent, adding up exactly', () => {
    expect(roundShares(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(roundShares(48_000, 3).reduce((a, b) => a + b, 0)).toBe(48_000);
    expect(roundShares(5, 5)).toEqual([1, 1, 1, 1, 1]);
  });
});
