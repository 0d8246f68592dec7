/**
 * A club as its page shows it: the engine's club answer (Vendedor/ObtenerDatosClubTTB) in the
 * page's words, so neither the page nor its structured data reads a contract field.
 */
import type { Locale } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { seoMessages, useCanonicalUrl, useSiteOrigin } from '../../platform/seo/SeoHead.tsx';
import { clubPageData } from './structured-data.ts';
import type { JsonLd } from '../../platform/seo/json-ld.ts';
import type { ClubDetails } from './club-details.server.ts';

export interface CourseView {
  id: number;
  name: string;
  holes: number;
  par: number;
  address: string;
  postalCode: string;
}

export interface ClubView {
  id: number;
  name: string;
  description: string;
  image: string;
  municipality: string;
  region: string;
  regionId: number;
  /** The club's IANA time zone, in which its tee times are given. */
  timeZone: string;
  latitude: number;
  longitude: number;
  contact: ClubContactView;
  courses: CourseView[];
}

/** How to reach the club: its desk, its site and where it stands. */
export interface ClubContactView {
  phone: string;
  email: string;
  website: string;
  address: string;
  postalCode: string;
}

export function clubView(club: ClubDetails): ClubView {
  return {
    id: club.idVendedorProveedor,
    name: club.nombreClub,
    description: club.descripcion,
    image: club.imagen,
    municipality: club.nombreMunicipio,
    region: club.nombreRegion,
    regionId: club.idRegion,
    timeZone: club.zonaHoraria,
    latitude: club.latitud,
    longitude: club.longitud,
    contact: {
      phone: club.telefono,
      email: club.email,
      website: club.web,
      address: club.direccion,
      postalCode: club.codigoPostal,
    },
    courses: club.listaRecorridos.map((c) => ({
      id: c.idRec,
      name: c.nombre,
      holes: c.hoyos,
      par: c.par,
      address: c.direccion,
      postalCode: c.codigoPostal,
    })),
  };
}

/** The club page's structured data, at the page's canonical address, with the day's prices. */
export function useClubPageData(
  club: ClubView,
  course: CourseView,
  locale: Locale,
  prices: readonly number[],
  rating?: { average: number | null; count: number } | null,
): JsonLd[] {
  const intl = useIntl();
  return clubPageData({
    club,
    course,
    origin: useSiteOrigin(),
    locale,
    url: useCanonicalUrl(),
    homeName: intl.formatMessage(seoMessages.home),
    prices,
    rating,
  });
}
