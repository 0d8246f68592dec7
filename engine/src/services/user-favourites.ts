/** Favourite courses of the private area. */
import {
  crearUsuarioRecorridoFavorito,
  eliminarUsuarioRecorridoFavorito,
  obtenerUsuarioRecorridosFavoritos,
} from '@fairway/contract/usuarios';
import { failure } from '../calls/fail.ts';
import { handle, type Registered } from '../calls/registry.ts';
import { addFavourite, courseExists, favouritesOf, removeFavourite } from './favourite-queries.ts';
import { requireUserId } from './user-rules.ts';

const obtenerRecorridosFavoritosCall = handle(
  obtenerUsuarioRecorridosFavoritos,
  async (_input, ctx) => {
    const rows = await favouritesOf(ctx.db, requireUserId(ctx.caller));
    return {
      datos: {
        listaRecorridos: rows.map((row) => ({
          idRecorrido: row.courseId,
          nombreRecorrido: row.courseName,
          idVendedorProveedor: row.clubId,
          nombreClub: row.clubName,
          idMunicipio: row.municipalityId,
          nombreMunicipio: row.municipality[ctx.locale],
          idRegion: row.regionId,
          nombreRegion: row.region[ctx.locale],
        })),
      },
    };
  },
);

const crearRecorridoFavoritoCall = handle(crearUsuarioRecorridoFavorito, async (input, ctx) => {
  const userId = requireUserId(ctx.caller);
  if (!(await courseExists(ctx.db, input.idRecorrido))) throw failure('courseNotFound');
  await addFavourite(ctx.db, userId, input.idRecorrido);
  return {};
});

/** Removing a course that is not a favourite changes nothing and is no error. */
const eliminarRecorridoFavoritoCall = handle(
  eliminarUsuarioRecorridoFavorito,
  async (input, ctx) => {
    await removeFavourite(ctx.db, requireUserId(ctx.caller), input.idRecorrido);
    return {};
  },
);

export const favouriteCalls: Registered[] = [
  obtenerRecorridosFavoritosCall,
  crearRecorridoFavoritoCall,
  eliminarRecorridoFavoritoCall,
];
