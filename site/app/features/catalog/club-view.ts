/**
 * A club as its page shows it: the engine's club answer (Vendedor/ObtenerDatosClubTTB) in the
 * page's words, so neither the page nor its structured data reads a contract field.
 */
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
  courses: CourseView[];
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
