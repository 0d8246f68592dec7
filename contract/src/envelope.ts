import { FIELD_MAX, isIsoDate, MAX_ID } from '@fairway/rules';
import { z } from 'zod';
import { REFERENCE } from './codes.ts';

/** Answer codes of the engine: 1 success, 2 and 3 failure, 4 error with a message. */
export const COD = { ok: 1, failure: 2, invalid: 3, error: 4 } as const;
export type Cod = (typeof COD)[keyof typeof COD];

export const envelopeSchema = z.object({
  cod: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  msg: z.string(),
});

/** Credential sets the caller adds to every body (docs/engine-contract.md#credentials). */
export const basicCredentials = z.object({
  token: z.string().min(1).max(200),
  culture: z.string().min(2).max(10),
  idVendedor: z.number().int().positive(),
  idInicioSesion: z.number().int().positive(),
});
export const clientCredentials = basicCredentials.extend({
  idCliente: z.number().int().nonnegative(),
});
export const userCredentials = basicCredentials.extend({
  idUsuario: z.number().int().positive(),
  userToken: z.string().min(1).max(200),
});

/**
 * The back office's own key (config ENGINE_BACKOFFICE_KEY), for calls that record what an operator
 * did (refunds, transfer splits): a vendor session must not be enough to write them.
 */
export const backOfficeCredentials = z.object({
  claveBackOffice: z.string().min(1).max(200),
  culture: z.string().min(2).max(10).optional(),
});

export type CredentialSet = 'none' | 'basic' | 'client' | 'user' | 'basicOrUser' | 'backOffice';

/** Fields any call tolerates beside its own: credentials of other sets and the client's spinner flag. */
export const toleratedFields = [
  'token',
  'culture',
  'idVendedor',
  'idInicioSesion',
  'idCliente',
  'idUsuario',
  'userToken',
  'claveBackOffice',
  'avoidSpinner',
] as const;

export interface CallSpec<
  Req extends z.ZodObject = z.ZodObject,
  Ans extends z.ZodObject = z.ZodObject,
> {
  path: string;
  credentials: CredentialSet;
  request: Req;
  answer: Ans;
  /**
   * How the body travels: JSON unless 'form' (only Acceso/IniciarSesionFront,
   * docs/engine-contract.md#transport).
   */
  encoding?: 'form';
}

export function call<Req extends z.ZodObject, Ans extends z.ZodObject>(
  path: string,
  credentials: CredentialSet,
  request: Req,
  answer: Ans,
): CallSpec<Req, Ans> {
  return { path, credentials, request, answer };
}

export type RequestOf<C extends CallSpec> = z.input<C['request']>;
export type AnswerOf<C extends CallSpec> = z.infer<C['answer']> & z.infer<typeof envelopeSchema>;

// Shared field shapes, so every controller bounds its input the same way.
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isIsoDate, 'must be a real calendar day');
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');
export const id = z.number().int().positive().max(MAX_ID);
/** Players asked of a search: 1 to 4, or -1 for any number. */
export const jugadoresAny = z
  .number()
  .int()
  .min(-1)
  .max(4)
  .refine((n) => n !== 0, 'must be 1 to 4, or -1 for any');
export const localizador = z.string().regex(REFERENCE.accepted, 'must be 8 letters or digits');
export const shortText = z.string().max(FIELD_MAX.name);
export const email = z.string().trim().max(FIELD_MAX.email);
export const nothing = z.object({});
