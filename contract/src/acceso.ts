import { z } from 'zod';
import { call } from './envelope.ts';
import type { CallSpec } from './envelope.ts';

/** Acceso/IniciarSesionFront is form-encoded, unlike every other call. */
export const iniciarSesionFrontRequest = z.strictObject({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
  segundosExpiracion: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400 * 30),
  culture: z.string().min(2).max(10),
  idVendedorSim: z.union([z.literal(''), z.coerce.number().int().nonnegative()]).optional(),
});

export const iniciarSesionFrontAnswer = z.object({
  datos: z.object({
    token: z.string(),
    fechaExp: z.string(),
    idInicioSesion: z.number().int(),
    idVendedor: z.number().int(),
  }),
});

export const ACCESO_INICIAR_SESION_PATH = 'Acceso/IniciarSesionFront';

/** Opens the vendor's session every other call carries; the only call without credentials. */
export const iniciarSesionFront = {
  ...call(ACCESO_INICIAR_SESION_PATH, 'none', iniciarSesionFrontRequest, iniciarSesionFrontAnswer),
  encoding: 'form',
} as const satisfies CallSpec;
