/**
 * Favourite courses, in English: the engine's ObtenerUsuarioRecorridosFavoritos rows stop here,
 * and what the heart on club pages and cards needs to know about the golfer.
 */
import type { Locale } from '@fairway/rules';
import type { AnswerOf, usuarios } from '@fairway/contract';
import { localePath } from './locale.ts';
import { clubPath, municipalityPath } from './places.ts';

type Row = AnswerOf<
  typeof usuarios.obtenerUsuarioRecorridosFavoritos
>['datos']['listaRecorridos'][number];

export interface FavouriteCourseView {
  courseId: number;
  courseName: string;
  clubId: number;
  clubName: string;
  municipality: string;
  region: string;
  /** The club page, on this course. */
  href: string;
  /** The municipality's page, to find clubs nearby. */
  placeHref: string;
}

export function favouriteCourseView(row: Row, locale: Locale): FavouriteCourseView {
  return {
    courseId: row.idRecorrido,
    courseName: row.nombreRecorrido,
    clubId: row.idVendedorProveedor,
    clubName: row.nombreClub,
    municipality: row.nombreMunicipio,
    region: row.nombreRegion,
    href: localePath(locale, clubPath(row.nombreClub, row.idVendedorProveedor, row.idRecorrido)),
    placeHref: localePath(locale, municipalityPath(row.nombreMunicipio, row.idMunicipio)),
  };
}

/**
 * What a page's hearts start from: whether the golfer is logged in, the courses already among
 * their favourites, and the login page (the heart adds `next`, the page it is on).
 */
export interface FavouritesState {
  loggedIn: boolean;
  courseIds: number[];
  loginPath: string;
}

export const LOGGED_OUT_FAVOURITES = (locale: Locale): FavouritesState => ({
  loggedIn: false,
  courseIds: [],
  loginPath: localePath(locale, '/login'),
});

/** The login page that brings the golfer back to `next` (a path on this site). */
export function loginHrefFor(loginPath: string, next: string): string {
  return `${loginPath}?next=${encodeURIComponent(next)}`;
}

/** POST /api/favourites's body: the course, and whether it should be a favourite afterwards. */
export interface FavouriteChange {
  courseId: number;
  favourite: boolean;
}
