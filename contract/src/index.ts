/**
 * The engine's contract: every call's path, credential set, request and answer schema.
 * The site imports this (`@fairway/contract`, or `@fairway/contract/codes` in browser code, which
 * leaves the schemas out) and nothing of the engine.
 */
import * as busqueda from './busqueda.ts';
import * as carrito from './carrito.ts';
import * as comun from './comun.ts';
import * as disponibilidad from './disponibilidad.ts';
import * as multipacks from './multipacks.ts';
import * as opiniones from './opiniones.ts';
import type { CallSpec } from './envelope.ts';
import * as reserva from './reserva.ts';
import * as torneos from './torneos.ts';
import * as usuarios from './usuarios.ts';
import * as vendedor from './vendedor.ts';

export * from './acceso.ts';
export * from './codes.ts';
export * from './envelope.ts';
export * from './headers.ts';
export * as busqueda from './busqueda.ts';
export * as carrito from './carrito.ts';
export * as comun from './comun.ts';
export * as disponibilidad from './disponibilidad.ts';
export * as multipacks from './multipacks.ts';
export * as opiniones from './opiniones.ts';
export * as reserva from './reserva.ts';
export * as torneos from './torneos.ts';
export * as usuarios from './usuarios.ts';
export * as vendedor from './vendedor.ts';
export type { CartContent } from './carrito.ts';

function specsOf(module: Record<string, unknown>): CallSpec[] {
  const found: CallSpec[] = [];
  for (const value of Object.values(module)) {
    if (Array.isArray(value)) found.push(...value.filter(isSpec));
    else if (isSpec(value)) found.push(value);
  }
  return found;
}

function isSpec(value: unknown): value is CallSpec {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'request' in value &&
    'answer' in value
  );
}

/** Every JSON call of the engine, once. */
export const ALL_CALLS: readonly CallSpec[] = [
  busqueda,
  vendedor,
  comun,
  disponibilidad,
  carrito,
  reserva,
  usuarios,
  torneos,
  multipacks,
  opiniones,
].flatMap((m) => specsOf(m as Record<string, unknown>));
