/**
 * Which place a region page's address asks for: a municipality (`idMun`, or its name in the older
 * links), a region (`idReg`, or its name in the path), or a gazetteer place (`idLugar`: an
 * airport, a coast, a city), whose name comes with the engine's answer.
 */
import { parseId, slugify } from '@fairway/rules';
import type { NamesDeps } from '../catalog/place-names.server.ts';
import {
  municipalityById,
  municipalityByName,
  regionById,
  regionByName,
} from '../catalog/place-names.server.ts';
import type { Place } from '../catalog/shared-answers.server.ts';

export async function placeAsked(
  names: NamesDeps,
  q: URLSearchParams,
  slug: string | undefined,
  options: { nocache: boolean; fecha: boolean },
): Promise<{ where: Place; name: string } | null> {
  const idLugar = parseId(q.get('idLugar'));
  if (idLugar !== null) return { where: { idLugar }, name: '' };
  const idMun = parseId(q.get('idMun'));
  if (idMun !== null) {
    // The id decides; the name (in `municipio` or the path) is the older links' way.
    const found =
      (await municipalityById(names, idMun)) ??
      (await municipalityByName(names, slugify(q.get('municipio') ?? slug ?? '')));
    return { where: { idMunicipio: idMun }, name: found?.name ?? '' };
  }
  const idReg = parseId(q.get('idReg'));
  if (idReg !== null)
    return {
      where: { idRegion: idReg },
      name: (await regionById(names, idReg, options))?.name ?? '',
    };
  if (!slug) return null;
  const region = await regionByName(names, slug, options);
  return region ? { where: { idRegion: region.idL }, name: region.name } : null;
}
