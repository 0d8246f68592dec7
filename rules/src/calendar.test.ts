import { describe, expect, it } from 'vitest';
import { bookingIcs, calendarFileName, roundMinutes } from './calendar.ts';

describe('the booking’s .ics', () => {
  const event = {
    date: '2026-03-29',
    time: '09:00',
    timeZone: 'Europe/Madrid',
    holes: 18,
    title: 'Golf: Los Naranjos Golf Club – Los Naranjos',
    description: 'Booking reference AB12CD34',
    location: 'Urb. Los Naranjos, Marbella',
  };

  it('starts at the round’s UTC instant and lasts 4 h 30 for 18 holes', () => {
    const ics = bookingIcs('AB12CD34', [event]);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART:20260329T070000Z');
    expect(ics).toContain('DURATION:PT4H30M');
    expect(ics).toContain('UID:AB12CD34-1@fairway');
    expect(ics).toContain('SUMMARY:Golf: Los Naranjos Golf Club – Los Naranjos');
    expect(ics).toContain('DESCRIPTION:Booking reference AB12CD34');
    expect(ics).toContain('LOCATION:Urb. Los Naranjos\\, Marbella');
  });

  it('lasts 2 h 30 for 9 holes and 4 h 30 when the holes are unknown', () => {
    expect(roundMinutes(9)).toBe(150);
    expect(roundMinutes(null)).toBe(270);
    expect(bookingIcs('AB12CD34', [{ ...event, holes: 9 }])).toContain('DURATION:PT2H30M');
  });

  it('writes one event per tee time of the booking', () => {
    const ics = bookingIcs('AB12CD34', [event, { ...event, date: '2026-03-30', time: '10:10' }]);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20260330T081000Z');
    expect(ics).toContain('UID:AB12CD34-2@fairway');
  });

  it('names the file after the reference', () => {
    expect(calendarFileName('AB12CD34')).toBe('fairway-AB12CD34.ics');
  });
});
