import { describe, expect, it } from 'vitest';
import {
  readLogin,
  readNewPassword,
  readRecovery,
  readSignUp,
  signUpDefaults,
} from './account-forms.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const goodSignUp = {
  name: ' Ana ',
  surname: 'García',
  email: ' ana@golfers.example ',
  password: 'Eagle#2026',
  passwordConfirmation: 'Eagle#2026',
  phone: '+34 600 000 000',
  country: 'ES',
  terms: 'on',
};

describe('readLogin', () => {
  it('accepts an e-mail and a password of 6 characters, trimming only the e-mail', () => {
    const { values, errors } = readLogin(form({ email: ' a@b.co ', password: ' 12345' }));
    expect(errors).toEqual({});
    expect(values).toEqual({ email: 'a@b.co', password: ' 12345' });
  });

  it('refuses an empty e-mail, a malformed one and a short password by docs/product.md#validation', () => {
    expect(readLogin(form({ email: '', password: '12345' })).errors).toEqual({
      email: 'email.empty',
      password: 'password.short',
    });
    expect(readLogin(form({ email: 'ana@', password: '123456' })).errors).toEqual({
      email: 'email.format',
    });
  });

  it('reads a missing field as empty and cuts what no field needs', () => {
    expect(readLogin(new FormData()).errors.email).toBe('email.empty');
    const long = readLogin(form({ email: 'a'.repeat(10_000), password: 'x' }));
    expect(long.values.email.length).toBe(254);
  });
});

describe('readSignUp', () => {
  const countries = new Set(['ES', 'PT', 'SE']);

  it('accepts a complete form, the newsletter off unless ticked', () => {
    const { values, errors } = readSignUp(form(goodSignUp), countries);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'Ana', email: 'ana@golfers.example', terms: true });
    expect(values.newsletter).toBe(false);
    expect(readSignUp(form({ ...goodSignUp, newsletter: 'on' }), countries).values.newsletter).toBe(
      true,
    );
  });

  it('needs every field, the strict password, matching confirmation and the terms', () => {
    const { errors } = readSignUp(
      form({ email: 'x', password: 'weakpass', passwordConfirmation: 'other' }),
      countries,
    );
    expect(errors).toEqual({
      name: 'field.required',
      surname: 'field.required',
      email: 'email.format',
      password: 'password.strict',
      passwordConfirmation: 'password.mismatch',
      phone: 'field.required',
      country: 'field.required',
      terms: 'terms.required',
    });
  });

  it('takes only a country the engine lists', () => {
    expect(readSignUp(form({ ...goodSignUp, country: 'XX' }), countries).errors.country).toBe(
      'field.required',
    );
    expect(readSignUp(form({ ...goodSignUp, country: 'es' }), countries).errors.country).toBe(
      'field.required',
    );
  });

  it('gives back what was typed, never the passwords', () => {
    const kept = signUpDefaults(readSignUp(form(goodSignUp), countries).values);
    expect(kept).not.toHaveProperty('password');
    expect(kept).not.toHaveProperty('passwordConfirmation');
    expect(kept.email).toBe('ana@golfers.example');
  });
});

describe('readRecovery and readNewPassword', () => {
  it('checks the e-mail of a recovery', () => {
    expect(readRecovery(form({ email: 'nope' })).errors).toEqual({ email: 'email.format' });
    expect(readRecovery(form({ email: 'a@b.co' })).errors).toEqual({});
  });

  it('holds a new password to the strict rule and its confirmation', () => {
    expect(
      readNewPassword(form({ password: 'Eagle#2026', passwordConfirmation: 'Eagle#2026' })).errors,
    ).toEqual({});
    expect(
      readNewPassword(form({ password: 'eagle', passwordConfirmation: 'eagles' })).errors,
    ).toEqual({
      password: 'password.strict',
      passwordConfirmation: 'password.mismatch',
    });
  });
});
