import { namesFor, NamesUnavailableError } from '../catalog/place-names.server.ts';
import type { NamesDeps } from '../catalog/place-names.server.ts';

/** A club of the region as its page lists it when the day has no tee times there. */
export interface OtherClubView {
  clubId: number;
  courseId: number;
  name: string;
  courseName: string;
  municipality: string;
  region: string;
}

/** The clubs of a region or municipality, by name, from the name cache. */
export async function clubsOf(
  names: NamesDeps,
  where: { idMunicipio: number } | { idRegion: number },
): Promise<OtherClubView[]> {
  const found = await namesFor(names).catch((error: unknown) => {
    if (error instanceof NamesUnavailableError) return null;
    throw error;
  });
  if (!found) return [];
  const { clubs, municipalities, regions } = found.snapshot;
  return clubs
    .filter((c) =>
      'idMunicipio' in where ? c.idMunicipio === where.idMunicipio : c.idRegion === where.idRegion,
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({
      clubId: c.idVP,
      courseId: c.idRec,
      name: c.name,
      courseName: c.courseName,
      municipality: municipalities.find((m) => m.idMunicipio === c.idMunicipio)?.name ?? '',
      region: regions.find((r) => r.idL === c.idRegion)?.name ?? '',
    }));
}
