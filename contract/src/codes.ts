/**
 * The contract's code tables: the numbers and strings both sides read the same way. No zod and no
 * imports here, so a page's browser bundle can take them (`@fairway/contract/codes`) without the
 * schemas.
 */

/** `idTarifaTipo`, the kind of a tee time's rate. */
export const RATE_KIND = { early: 1, standard: 2, twilight: 3, buggy: 4 } as const;

export type RateKind = keyof typeof RATE_KIND;

/**
 * The values of a suggestion's `data.cat`. The original engine knows 'MUN' and calls anything else
 * a club, so `cat` stays an open string: a client treats an unknown value as a club.
 *
 * - 'REG' a region: `id` the region (`idReg`/`idL`, the home tile's `idCajita`), `id2` and `id3` 0;
 *   label 'Algarve, Portugal' (decision 0009).
 * - 'MUN' a municipality: `id` the municipality (`idMunicipio`), `id2` its region, `id3` 0;
 *   label 'Seville, Andalusia'.
 * - 'CLUB' a club: `id` its first course (`idRecorrido`), `id2` the club (`idVendedorProveedor`),
 *   `id3` the caller's `idVendedorTourOperador`; label 'Dom Pedro Old Course, Vilamoura (Loulé)'
 *   when the club stands in an area its name does not say, else 'Real Club Valderrama, San Roque'.
 *
 * - 'LUG' a place of the gazetteer (issue 27: a province, island, district, coast, airport or
 *   city): `id` the place (`idLugar` of `ListarResultadosTTB`), `id2` and `id3` 0; label
 *   'Faro Airport (FAO), Portugal', 'Girona, Spain': the place and its country.
 *
 * Each label starts with the name of what it leads to, then ', ' and where it is.
 */
export const SUGGESTION_KIND = {
  region: 'REG',
  municipality: 'MUN',
  club: 'CLUB',
  place: 'LUG',
} as const;

/**
 * A gazetteer place's kind (`lugar.tipo` of `ListarResultadosTTB`): provincia, isla, distrito (a
 * Portuguese district), costa, aeropuerto, ciudad (a city or resort), pais.
 */
export const PLACE_KIND = {
  province: 'provincia',
  island: 'isla',
  district: 'distrito',
  coast: 'costa',
  airport: 'aeropuerto',
  city: 'ciudad',
  country: 'pais',
} as const;

export type PlaceKindCode = (typeof PLACE_KIND)[keyof typeof PLACE_KIND];

export type SuggestionKind = (typeof SUGGESTION_KIND)[keyof typeof SUGGESTION_KIND];

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;

/**
 * A booking or cart reference (localizador). The engine issues `length` characters of `alphabet`:
 * letters and digits without the look-alikes 0/O and 1/I, so a golfer can read one out on the
 * phone. The contract accepts any 8 letters or digits (`accepted`), as the original engine does;
 * `issued` is the stricter test for what a golfer types, since a reference with an O or a 1 was
 * never issued.
 */
export const REFERENCE = {
  alphabet: REFERENCE_ALPHABET,
  length: REFERENCE_LENGTH,
  accepted: /^[A-Z0-9]{8}$/,
  issued: new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`),
} as const;

/**
 * The most one cart holds, for the engine's checks and the shop's alike. Tee times are counted
 * across all its courses (issue 24: ten courses of ten tee times were a hundred held at once), so
 * no course can hold more than that either.
 */
export const CART_LIMITS = {
  teeTimes: 10,
  servicesPerTeeTime: 6,
  multipacks: 5,
  roundsPerMultipack: 10,
  playersPerMultipack: 4,
} as const;
