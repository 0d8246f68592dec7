import { describe, expect, it } from 'vitest';
import {
  clubNamesOf,
  courseLabel,
  emptyPackValues,
  multipackIdOfSlug,
  multipackPath,
  multipackSlug,
  multipacksPath,
  packFormValues,
  readPackForm,
  regionsOf,
  toMultipackView,
  toValidDatesView,
} from './multipacks.ts';
import { PACK_ANSWER } from '../../testing/multipack-answers.ts';

describe('a multipack’s address', () => {
  it('is its slugified name and its id, like a blog post', () => {
    expect(multipackSlug('Costa del Sol Clásico', 3)).toBe('costa-del-sol-clasico-3');
    expect(multipackSlug('¡!', 3)).toBe('3');
    expect(multipackPath('costa-del-sol-clasico-3')).toBe('/multipacks/costa-del-sol-clasico-3');
  });

  it('finds the id at the end of any slug, and nothing in one without', () => {
    expect(multipackIdOfSlug('costa-del-sol-clasico-3')).toBe(3);
    expect(multipackIdOfSlug('old-name-3')).toBe(3);
    expect(multipackIdOfSlug('3')).toBe(3);
    for (const bad of [undefined, '', 'costa', 'costa-0', 'costa-3a', 'COSTA-3'])
      expect(multipackIdOfSlug(bad), String(bad)).toBeNull();
  });

  it('lists with a region or a club, and without either', () => {
    expect(multipacksPath()).toBe('/multipacks');
    expect(multipacksPath({ region: 4 })).toBe('/multipacks?region=4');
    expect(multipacksPath({ region: null, club: 7 })).toBe('/multipacks?club=7');
  });
});

describe('a multipack as pages see it', () => {
  it('takes the engine’s fields into English names, the usual price only when higher', () => {
    const view = toMultipackView(PACK_ANSWER);
    expect(view).toMatchObject({
      id: 3,
      name: 'Costa del Sol Clásico',
      slug: 'costa-del-sol-clasico-3',
      regionId: 1,
      regionName: 'Costa del Sol',
      rounds: 3,
      price: 199,
      usualPrice: 255.5,
      windowDays: 30,
      onSale: true,
      firstDay: '2030-05-01',
      lastDay: '2030-10-31',
    });
    expect(view.courses[0]).toEqual({
      clubId: 1,
      clubName: 'Los Naranjos Golf Club',
      courseId: 11,
      courseName: 'Los Naranjos',
      regionId: 1,
      regionName: 'Costa del Sol',
      timeZone: 'Europe/Madrid',
    });
    expect(toMultipackView({ ...PACK_ANSWER, precioHabitual: 199 })).not.toHaveProperty(
      'usualPrice',
    );
    expect(clubNamesOf(view)).toEqual(['Los Naranjos Golf Club', 'Real Club Valderrama']);
    expect(courseLabel(view.courses[0]!)).toBe('Los Naranjos Golf Club · Los Naranjos');
    expect(courseLabel(view.courses[1]!)).toBe('Real Club Valderrama');
  });

  it('names each region once, in the language’s order', () => {
    const a = toMultipackView(PACK_ANSWER);
    const b = toMultipackView({
      ...PACK_ANSWER,
      idMultipack: 4,
      idRegion: 2,
      nombreRegion: 'Algarve',
    });
    expect(regionsOf([a, b, a], 'en')).toEqual([
      { id: 2, name: 'Algarve' },
      { id: 1, name: 'Costa del Sol' },
    ]);
  });

  it('keeps the valid days in order, and only real days', () => {
    expect(
      toValidDatesView({
        fechaPrimeraRonda: '2030-05-02',
        fechaLimite: '2030-06-01',
        fechas: ['2030-05-04', '2030-05-02', 'nope'],
      }),
    ).toEqual({
      firstRound: '2030-05-02',
      lastDay: '2030-06-01',
      dates: ['2030-05-02', '2030-05-04'],
    });
  });
});

describe('the buying form', () => {
  const pack = toMultipackView(PACK_ANSWER);
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return packFormValues(data, pack.rounds);
  };
  const good = {
    players: '2',
    'round-0-course': '11',
    'round-0-date': '2030-05-10',
    'round-0-time': '09:10',
    'round-1-course': '21',
    'round-1-date': '2030-05-08',
    'round-1-time': '10:00',
    'round-2-course': '11',
    'round-2-date': '2030-05-12',
    'round-2-time': '11:20',
  };

  it('reads a complete choice, the rounds in day order as the engine plays them', () => {
    expect(readPackForm(form(good), pack)).toEqual({
      ok: true,
      order: {
        players: 2,
        rounds: [
          { courseId: 21, date: '2030-05-08', time: '10:00' },
          { courseId: 11, date: '2030-05-10', time: '09:10' },
          { courseId: 11, date: '2030-05-12', time: '11:20' },
        ],
      },
    });
  });

  it('names what is wrong in each round, and keeps every value as it was sent', () => {
    const values = form({
      ...good,
      players: '5',
      'round-0-course': '99',
      'round-1-date': '2030-02-30',
      'round-2-date': '2031-01-01',
    });
    expect(values.rounds[0]).toEqual({ course: '99', date: '2030-05-10', time: '09:10' });
    expect(readPackForm(values, pack)).toEqual({
      ok: false,
      errors: { players: 'players', rounds: ['course', 'date', 'season'] },
    });
    expect(
      readPackForm(form({ ...good, 'round-2-date': '2030-05-10', 'round-1-time': '9:00' }), pack),
    ).toEqual({ ok: false, errors: { rounds: [null, 'time', 'sameDay'] } });
    expect(readPackForm(form({ ...good, 'round-0-time': '' }), pack)).toEqual({
      ok: false,
      errors: { rounds: ['required', null, null] },
    });
  });

  it('starts empty, one round a pack round', () => {
    expect(emptyPackValues(3)).toEqual({
      players: '2',
      rounds: [
        { course: '', date: '', time: '' },
        { course: '', date: '', time: '' },
        { course: '', date: '', time: '' },
      ],
    });
    expect(readPackForm(emptyPackValues(3), pack)).toMatchObject({ ok: false });
  });
});
