import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  hasErrors,
  profileFrom,
  profileRequest,
  profileView,
  validatePasswordChange,
  validateProfile,
} from './user-profile.ts';

const user = {
  idUsuario: 3,
  nombre: 'Ana',
  apellidos: 'García',
  email: 'ana@example.com',
  telefono: '+34 600 000 000',
  pais: 'ES',
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe('the profile', () => {
  it('maps the account to the form and the form back to ModificarUsuario, trimmed', () => {
    const values = profileView(user);
    expect(values).toEqual({
      name: 'Ana',
      surname: 'García',
      email: 'ana@example.com',
      phone: '+34 600 000 000',
      country: 'ES',
    });
    expect(profileRequest({ ...values, name: '  Ana María ' })).toEqual({
      nombre: 'Ana María',
      apellidos: 'García',
      email: 'ana@example.com',
      telefono: '+34 600 000 000',
      pais: 'ES',
    });
  });

  it('reads the form, whatever extra field the browser sends', () => {
    expect(
      profileFrom(
        form({
          name: 'Ana',
          surname: 'G',
          email: 'a@b.es',
          phone: '1',
          country: 'pt',
          idUsuario: '1',
        }),
      ),
    ).toEqual({ name: 'Ana', surname: 'G', email: 'a@b.es', phone: '1', country: 'PT' });
  });

  it('needs every field and a valid e-mail', () => {
    expect(validateProfile(profileView(user))).toEqual({});
    expect(
      validateProfile({ name: ' ', surname: '', email: 'ana@', phone: '', country: '' }),
    ).toEqual({
      name: 'field.required',
      surname: 'field.required',
      email: 'email.format',
      phone: 'field.required',
      country: 'field.required',
    });
  });

  it('lists the countries in the culture’s alphabetical order', () => {
    const countries = [
      { codigo: 'SE', nombre: 'Suecia' },
      { codigo: 'AT', nombre: 'Austria' },
      { codigo: 'ES', nombre: 'España' },
    ];
    expect(countryOptions(countries, 'es-ES').map((c) => c.value)).toEqual(['AT', 'ES', 'SE']);
  });
});

describe('changing the password', () => {
  it('asks for the current password, a new one under the strict rule, and the same twice', () => {
    expect(
      validatePasswordChange({
        current: 'Birdie2024',
        next: 'Eagle2025',
        confirmation: 'Eagle2025',
      }),
    ).toEqual({});
    const errors = validatePasswordChange({ current: '', next: 'eagle', confirmation: 'Eagle' });
    expect(errors).toEqual({
      current: 'field.required',
      next: 'password.strict',
      confirmation: 'password.mismatch',
    });
    expect(hasErrors(errors)).toBe(true);
  });
});
