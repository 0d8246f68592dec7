import { describe, expect, it } from 'vitest';
import { redactPaths, redactStrings, redactText } from './log-redaction';

describe('redactText', () => {
  it('censors e-mails, phone and card numbers, bearer tokens and named fields', () => {
    expect(redactText('mail ana.v+golf@example.co.uk now')).toBe('mail [redacted] now');
    expect(redactText('call +34 600 123 456 or 600123456')).toBe('call [redacted] or [redacted]');
    expect(redactText('card 4111-1111-1111-1111')).toBe('card [redacted]');
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe(
      'Authorization: Bearer [redacted]',
    );
    expect(redactText('/en/reset?token=a1b2&lang=en')).toBe('/en/reset?token=[redacted]&lang=en');
    expect(redactText('password=s3cret')).toBe('password=[redacted]');
    expect(redactText('fw_a=1; userToken=xyz; fw_b=2')).toBe(
      'fw_a=1; userToken=[redacted]; fw_b=2',
    );
    expect(redactText('{"email":"a\\"b","cod":1}')).toBe('{"email":"[redacted]","cod":1}');
  });

  it('leaves what a log line is for: dates, times, durations, call names, short ids', () => {
    for (const text of [
      '2026-11-28T13:37:07.123Z',
      'Reserva/RealizarReserva cod=3 ms=12.5',
      'at file:///app/build/server/index.js:12345:67',
      'club 1234 course 98765 on 2026-11-28',
      '/en/clubs/la-reserva-1234?lat=redacted',
    ])
      expect(redactText(text)).toBe(text);
  });
});

describe('redactStrings', () => {
  it('redacts every string of a plain value and leaves other objects to their serializer', () => {
    const error = new Error('a@b.co');
    expect(redactStrings({ a: ['x a@b.co'], b: { c: 'a@b.co', n: 5 }, error })).toEqual({
      a: ['x [redacted]'],
      b: { c: '[redacted]', n: 5 },
      error,
    });
  });
});

describe('redactPaths', () => {
  it('names each field at the top and three objects down, quoting names pino cannot read bare', () => {
    const paths = redactPaths();
    expect(paths).toContain('password');
    expect(paths).toContain('*.*.*.email');
    expect(paths).toContain('*["set-cookie"]');
  });
});
