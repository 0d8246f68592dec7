/**
 * The Comun controller (`Comun/Paises`, `Comun/Pasarelas`) with the texts (`Textos/*`) and the
 * shop's configuration (`ConfiguracionFrontal/*`). The newsletter (`Boletin/*`) is newsletter.ts.
 */
import {
  cardBrandFromNumber,
  LOCALES,
  MULTIPACK_WINDOW_DAYS,
  securityCodeLength,
  type Locale,
} from '@fairway/rules';
import { holdMilliseconds } from '../config.ts';
import type { EngineConfig } from '../config.ts';
import {
  obtenerConfiguracionFrontalWeb,
  obtenerMarcaTarjeta,
  obtenerPaises,
  obtenerTexto,
  obtenerTextoGenericoCookies,
} from '@fairway/contract/comun';
import type { Executor } from '../db/client.ts';
import { failure } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { Registered } from '../calls/registry.ts';
import { textOf } from './catalog-queries.ts';
import { withCompany } from './company-rules.ts';
import { countryNames } from './country-rules.ts';

async function text(executor: Executor, kind: string, locale: Locale, config: EngineConfig) {
  const row = await textOf(executor, kind, locale);
  if (!row) throw failure('placeNotFound');
  return { datos: { titulo: row.title, texto: withCompany(row.html, config) } };
}

const obtenerPaisesCall = handle(obtenerPaises, async (_input, ctx) => ({
  datos: { listaPaises: countryNames(ctx.locale) },
}));

const obtenerMarcaTarjetaCall = handle(obtenerMarcaTarjeta, async (input) => {
  const brand = cardBrandFromNumber(input.prefijoTarjeta.padEnd(16, '0'));
  if (brand === 'unknown') throw failure('cardPrefixUnknown');
  return { datos: { marca: brand, longitudCodigoSeguridad: securityCodeLength(brand) } };
});

const obtenerTextoCall = handle(obtenerTexto, async (input, ctx) =>
  text(ctx.db, input.idTipoTexto, ctx.locale, ctx.config),
);

const obtenerTextoGenericoCookiesCall = handle(obtenerTextoGenericoCookies, async (_input, ctx) =>
  text(ctx.db, 'cookies', ctx.locale, ctx.config),
);

const obtenerConfiguracionFrontalWebCall = handle(
  obtenerConfiguracionFrontalWeb,
  async (_input, ctx) => ({
    datos: {
      nombre: 'Fairway',
      moneda: 'EUR',
      comisionTransaccion: ctx.config.ENGINE_TRANSACTION_FEE,
      comisionReembolsable: false,
      // Whole minutes in the contract; a hold of seconds (tests) reads as the minute it starts.
      minutosRetencion: Math.ceil(holdMilliseconds(ctx.config) / 60_000),
      maxJugadores: 4,
      diasVentanaMultipack: MULTIPACK_WINDOW_DAYS,
      pasarela: ctx.config.PAYMENT_PROVIDER,
      idiomas: [...LOCALES],
      emailContacto: ctx.config.SHOP_EMAIL,
      empresa: ctx.config.SHOP_COMPANY,
      direccionEmpresa: ctx.config.SHOP_ADDRESS,
      urlProfesionales: ctx.config.PROFESSIONALS_URL ?? null,
      urlAppStore: ctx.config.APP_STORE_URL ?? null,
      urlGooglePlay: ctx.config.GOOGLE_PLAY_URL ?? null,
    },
  }),
);

export const comunCalls: Registered[] = [
  obtenerPaisesCall,
  obtenerMarcaTarjetaCall,
  obtenerTextoCall,
  obtenerTextoGenericoCookiesCall,
  obtenerConfiguracionFrontalWebCall,
];
