/**
 * The seller's front configuration (ConfiguracionFrontal/ObtenerConfiguracionFrontalWeb) as the
 * pages see it: the engine's settings, read instead of copies of them in the site.
 */
import { MAX_PLAYERS_PER_SLOT } from '@fairway/rules';
import { createContext, useContext } from 'react';

export interface FrontConfig {
  shopName: string;
  currency: string;
  /** Euros per order. */
  transactionFee: number;
  feeRefundable: boolean;
  /** How long a pre-booking holds its tee times. */
  holdMinutes: number;
  /** The most players one booking of a tee time takes. */
  maxPlayers: number;
  /** How many days after a multipack's first round its last may be played. */
  multipackWindowDays: number;
  paymentProvider: string;
  languages: string[];
  contactEmail: string;
  /** The company that runs the shop, as the footer and the legal pages name it. */
  company: { name: string; address: string };
  /** Null when not configured: the shop then shows no link for it. */
  professionalsUrl: string | null;
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
}

/** The answer's `datos`, as the contract names its fields. */
export interface FrontConfigAnswer {
  nombre: string;
  moneda: string;
  comisionTransaccion: number;
  comisionReembolsable: boolean;
  minutosRetencion: number;
  maxJugadores: number;
  diasVentanaMultipack: number;
  pasarela: string;
  idiomas: string[];
  emailContacto: string;
  empresa: string;
  direccionEmpresa: string;
  urlProfesionales: string | null;
  urlAppStore: string | null;
  urlGooglePlay: string | null;
}

export function frontConfigView(datos: FrontConfigAnswer): FrontConfig {
  return {
    shopName: datos.nombre,
    currency: datos.moneda,
    transactionFee: datos.comisionTransaccion,
    feeRefundable: datos.comisionReembolsable,
    holdMinutes: datos.minutosRetencion,
    maxPlayers: datos.maxJugadores,
    multipackWindowDays: datos.diasVentanaMultipack,
    paymentProvider: datos.pasarela,
    languages: datos.idiomas,
    contactEmail: datos.emailContacto,
    company: { name: datos.empresa, address: datos.direccionEmpresa },
    professionalsUrl: datos.urlProfesionales,
    appStoreUrl: datos.urlAppStore,
    googlePlayUrl: datos.urlGooglePlay,
  };
}

/**
 * Players per booking when the configuration could not be read: the tee sheet's slot size, which
 * the engine checks again anyway, so a wrong guess is refused there rather than booked.
 */
export function maxPlayersOf(config: FrontConfig | null): number {
  return config && config.maxPlayers >= 1 ? config.maxPlayers : MAX_PLAYERS_PER_SLOT;
}

/** The configuration the locale layout read, for the components below it. */
export const FrontConfigContext = createContext<FrontConfig | null>(null);

export function useFrontConfig(): FrontConfig | null {
  return useContext(FrontConfigContext);
}
