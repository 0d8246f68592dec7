/**
 * The gazetteer (issue 27): the places golfers plan from that are not the catalog's own regions
 * and municipalities: provinces, islands, Portuguese districts, coasts, airports, cities, countries.
 * Kept with the catalog as seed data; the search index reads it as it reads the catalog.
 *
 * Coordinates are WGS84 decimal degrees, written from public sources: an airport's is its runway
 * midpoint, a city's its centre, an area's a point inside it (to ~2 km for airports and cities).
 *
 * Which clubs a place covers, without polygons:
 * - an airport or a city: the clubs within `radiusKm` of its point (60 km for an airport, 40 km for
 *   a city unless the entry says otherwise);
 * - a province, island, district or coast: the clubs of the catalog municipalities it lists in
 *   `municipalities` (a municipality lies wholly in one province, so membership is exact, and a
 *   test checks every key against the catalog and every catalog municipality against a province,
 *   island or district);
 * - a country: the clubs of its catalog regions; its suggestions are those regions.
 * Results are ordered by distance from the entry's point. A place listing no municipality (Ibiza,
 * Menorca, Lanzarote, Valencia) has no club of its own: it answers with the nearest clubs.
 *
 * An entry with `region` is the same area as one of the catalog's regions (Costa del Sol, Mallorca,
 * the Algarve): its names lead to that region's suggestion rather than to a second suggestion with
 * the same name.
 */
import type { Country, LocalizedText } from './seed-types.ts';

export type GazetteerKind =
  'province' | 'island' | 'district' | 'coast' | 'airport' | 'city' | 'country';

export interface GazetteerEntry {
  /** Stable over seeds: the contract's `idLugar` and a suggestion's `id`. Never reuse one. */
  id: number;
  key: string;
  kind: GazetteerKind;
  country: Country;
  name: LocalizedText;
  /** Local-language names (Catalan, Basque, Galician, Portuguese), old spellings, IATA codes. */
  otherNames: string[];
  lat: number;
  lon: number;
  /** Airports and cities: the clubs within this distance. */
  radiusKm?: number;
  /** Provinces, islands, districts, coasts: the keys of the catalog municipalities inside. */
  municipalities?: string[];
  /** The key of the catalog region that is this same area. */
  region?: string;
}

export const AIRPORT_RADIUS_KM = 60;
export const CITY_RADIUS_KM = 40;

function same(name: string): LocalizedText {
  return { en: name, es: name, fr: name, sv: name };
}

/** An airport named after its city in each language: 'Faro Airport (FAO)', 'Aeropuerto de Faro (FAO)'. */
function airport(
  id: number,
  code: string,
  country: Country,
  city: LocalizedText,
  lat: number,
  lon: number,
  otherNames: string[] = [],
): GazetteerEntry {
  const aero = country === 'PT' ? 'Aeroporto' : 'Aeropuerto';
  return {
    id,
    key: `airport-${code.toLowerCase()}`,
    kind: 'airport',
    country,
    name: {
      en: `${city.en} Airport (${code})`,
      es: `Aeropuerto de ${city.es} (${code})`,
      fr: `Aéroport de ${city.fr} (${code})`,
      sv: `${city.sv} flygplats (${code})`,
    },
    // The IATA code alone, and the local name ('Aeroporto de Faro').
    otherNames: [code, `${aero} de ${city.es}`, `${city.en} airport`, ...otherNames],
    lat,
    lon,
    radiusKm: AIRPORT_RADIUS_KM,
  };
}

function city(
  id: number,
  key: string,
  country: Country,
  name: LocalizedText,
  lat: number,
  lon: number,
  otherNames: string[] = [],
  radiusKm = CITY_RADIUS_KM,
): GazetteerEntry {
  return { id, key, kind: 'city', country, name, otherNames, lat, lon, radiusKm };
}

function area(
  id: number,
  key: string,
  kind: 'province' | 'island' | 'district' | 'coast',
  country: Country,
  name: LocalizedText,
  lat: number,
  lon: number,
  municipalities: string[],
  otherNames: string[] = [],
  region?: string,
): GazetteerEntry {
  return {
    id,
    key,
    kind,
    country,
    name,
    otherNames,
    lat,
    lon,
    municipalities,
    ...(region ? { region } : {}),
  };
}

const MALAGA_PROVINCE = [
  'marbella',
  'benahavis',
  'estepona',
  'mijas',
  'benalmadena',
  'malaga',
  'casares',
  'alhaurin-el-grande',
];
const CADIZ_PROVINCE = [
  'san-roque',
  'jerez-de-la-frontera',
  'chiclana-de-la-frontera',
  'rota',
  'el-puerto-de-santa-maria',
  'arcos-de-la-frontera',
];
const HUELVA_PROVINCE = ['lepe', 'cartaya', 'ayamonte'];
const BALEARIC = ['palma', 'calvia', 'andratx', 'alcudia', 'pollenca'];
const GIRONA_PROVINCE = ['pals', 'gualta', 'caldes-de-malavella'];
const TENERIFE = ['san-miguel-de-abona', 'adeje', 'guia-de-isora', 'tacoronte'];
const GRAN_CANARIA = ['santa-brigida', 'san-bartolome-de-tirajana'];

export const GAZETTEER: GazetteerEntry[] = [
  // ───────────── Countries: a country finds its regions ─────────────
  {
    id: 1,
    key: 'spain',
    kind: 'country',
    country: 'ES',
    name: { en: 'Spain', es: 'España', fr: 'Espagne', sv: 'Spanien' },
    otherNames: ['Espanya', 'Espainia', 'Espanha', 'Espana'],
    lat: 40.2,
    lon: -3.7,
  },
  {
    id: 2,
    key: 'portugal',
    kind: 'country',
    country: 'PT',
    name: same('Portugal'),
    otherNames: [],
    lat: 39.6,
    lon: -8.0,
  },

  // ───────────── Spain: provinces and islands with clubs ─────────────
  area(
    10,
    'malaga-province',
    'province',
    'ES',
    {
      en: 'Málaga Province',
      es: 'Provincia de Málaga',
      fr: 'Province de Malaga',
      sv: 'Provinsen Málaga',
    },
    36.72,
    -4.42,
    MALAGA_PROVINCE,
  ),
  area(
    11,
    'cadiz-province',
    'province',
    'ES',
    {
      en: 'Cádiz Province',
      es: 'Provincia de Cádiz',
      fr: 'Province de Cadix',
      sv: 'Provinsen Cádiz',
    },
    36.53,
    -6.29,
    CADIZ_PROVINCE,
    [],
    'cadiz',
  ),
  area(
    12,
    'seville-province',
    'province',
    'ES',
    {
      en: 'Seville Province',
      es: 'Provincia de Sevilla',
      fr: 'Province de Séville',
      sv: 'Provinsen Sevilla',
    },
    37.389,
    -5.984,
    ['sevilla', 'alcala-de-guadaira', 'tomares'],
  ),
  area(13, 'huelva', 'province', 'ES', same('Huelva'), 37.261, -6.945, HUELVA_PROVINCE, [
    'Provincia de Huelva',
  ]),
  area(14, 'granada', 'province', 'ES', { ...same('Granada'), fr: 'Grenade' }, 37.177, -3.599, [
    'las-gabias',
  ]),
  area(
    15,
    'cordoba-province',
    'province',
    'ES',
    {
      en: 'Córdoba Province',
      es: 'Provincia de Córdoba',
      fr: 'Province de Cordoue',
      sv: 'Provinsen Córdoba',
    },
    37.888,
    -4.779,
    ['cordoba'],
  ),
  area(
    16,
    'alicante-province',
    'province',
    'ES',
    {
      en: 'Alicante Province',
      es: 'Provincia de Alicante',
      fr: 'Province d’Alicante',
      sv: 'Provinsen Alicante',
    },
    38.345,
    -0.481,
    ['alicante', 'altea', 'benidorm', 'orihuela', 'javea'],
    ['Provincia d’Alacant'],
  ),
  area(
    17,
    'murcia-province',
    'province',
    'ES',
    same('Murcia'),
    37.984,
    -1.128,
    ['murcia', 'torre-pacheco', 'cartagena', 'molina-de-segura'],
    ['Región de Murcia'],
    'murcia',
  ),
  area(
    18,
    'balearic-islands',
    'province',
    'ES',
    { en: 'Balearic Islands', es: 'Islas Baleares', fr: 'Îles Baléares', sv: 'Balearerna' },
    39.57,
    2.65,
    BALEARIC,
    ['Illes Balears', 'Baleares', 'Balears', 'Baleares Islands'],
  ),
  area(19, 'mallorca', 'island', 'ES', same('Mallorca'), 39.6, 2.95, BALEARIC, [], 'mallorca'),
  area(
    20,
    'menorca',
    'island',
    'ES',
    { ...same('Menorca'), en: 'Minorca', fr: 'Minorque' },
    39.95,
    4.05,
    [],
    ['Menorca', 'Minorca'],
  ),
  area(21, 'ibiza', 'island', 'ES', same('Ibiza'), 38.98, 1.43, [], ['Eivissa', 'Iviza']),
  area(22, 'formentera', 'island', 'ES', same('Formentera'), 38.7, 1.45, []),
  area(
    23,
    'girona',
    'province',
    'ES',
    { ...same('Girona'), es: 'Girona', fr: 'Gérone' },
    41.979,
    2.821,
    GIRONA_PROVINCE,
    ['Gerona'],
  ),
  area(
    24,
    'barcelona-province',
    'province',
    'ES',
    {
      en: 'Barcelona Province',
      es: 'Provincia de Barcelona',
      fr: 'Province de Barcelone',
      sv: 'Provinsen Barcelona',
    },
    41.39,
    2.17,
    ['sant-cugat-del-valles', 'terrassa', 'sitges'],
  ),
  area(
    25,
    'tarragona',
    'province',
    'ES',
    { ...same('Tarragona'), fr: 'Tarragone' },
    41.119,
    1.245,
    ['salou'],
  ),
  area(
    26,
    'madrid-province',
    'province',
    'ES',
    {
      en: 'Community of Madrid',
      es: 'Comunidad de Madrid',
      fr: 'Communauté de Madrid',
      sv: 'Madridregionen',
    },
    40.417,
    -3.704,
    ['madrid', 'san-lorenzo-de-el-escorial', 'boadilla-del-monte'],
    [],
    'madrid',
  ),
  area(
    27,
    'gran-canaria',
    'island',
    'ES',
    { ...same('Gran Canaria'), fr: 'Grande Canarie' },
    27.96,
    -15.6,
    GRAN_CANARIA,
    ['Grand Canary'],
  ),
  area(
    28,
    'tenerife',
    'island',
    'ES',
    { ...same('Tenerife'), fr: 'Tenerife' },
    28.29,
    -16.63,
    TENERIFE,
    ['Ténérife'],
  ),
  area(29, 'lanzarote', 'island', 'ES', same('Lanzarote'), 29.03, -13.63, []),
  area(30, 'fuerteventura', 'island', 'ES', same('Fuerteventura'), 28.4, -14.0, []),
  area(
    31,
    'las-palmas-province',
    'province',
    'ES',
    {
      en: 'Las Palmas Province',
      es: 'Provincia de Las Palmas',
      fr: 'Province de Las Palmas',
      sv: 'Provinsen Las Palmas',
    },
    28.124,
    -15.436,
    GRAN_CANARIA,
  ),
  area(
    33,
    'asturias',
    'province',
    'ES',
    same('Asturias'),
    43.361,
    -5.849,
    ['gijon', 'llanes'],
    ['Principado de Asturias', 'Asturies'],
  ),
  area(
    34,
    'cantabria',
    'province',
    'ES',
    { ...same('Cantabria'), fr: 'Cantabrie', sv: 'Kantabrien' },
    43.2,
    -4.03,
    ['marina-de-cudeyo'],
  ),
  area(
    35,
    'gipuzkoa',
    'province',
    'ES',
    { en: 'Gipuzkoa', es: 'Guipúzcoa', fr: 'Guipuscoa', sv: 'Gipuzkoa' },
    43.17,
    -2.17,
    ['hondarribia', 'zarautz'],
    ['Guipuzcoa'],
  ),
  area(
    36,
    'bizkaia',
    'province',
    'ES',
    { en: 'Biscay', es: 'Vizcaya', fr: 'Biscaye', sv: 'Biscaya' },
    43.23,
    -2.85,
    ['getxo'],
    ['Bizkaia'],
  ),
  area(
    37,
    'valencia-province',
    'province',
    'ES',
    {
      en: 'Valencia Province',
      es: 'Provincia de Valencia',
      fr: 'Province de Valence',
      sv: 'Provinsen Valencia',
    },
    39.47,
    -0.376,
    [],
    ['Provincia de València'],
  ),

  // ───────────── Portugal: districts and islands with clubs ─────────────
  area(
    50,
    'faro-district',
    'district',
    'PT',
    { en: 'Faro District', es: 'Distrito de Faro', fr: 'District de Faro', sv: 'Faro distrikt' },
    37.1,
    -8.2,
    ['loule', 'lagoa', 'lagos', 'portimao', 'vila-real-de-santo-antonio', 'albufeira'],
    [],
    'algarve',
  ),
  area(
    51,
    'lisbon-district',
    'district',
    'PT',
    {
      en: 'Lisbon District',
      es: 'Distrito de Lisboa',
      fr: 'District de Lisbonne',
      sv: 'Lissabons distrikt',
    },
    38.722,
    -9.139,
    ['cascais', 'sintra'],
  ),
  area(
    52,
    'setubal-district',
    'district',
    'PT',
    { en: 'Setúbal', es: 'Setúbal', fr: 'Setúbal', sv: 'Setúbal' },
    38.524,
    -8.888,
    ['almada'],
    ['Distrito de Setúbal'],
  ),
  area(
    53,
    'leiria-district',
    'district',
    'PT',
    same('Leiria'),
    39.744,
    -8.807,
    ['obidos'],
    ['Distrito de Leiria'],
  ),
  area(
    54,
    'aveiro-district',
    'district',
    'PT',
    same('Aveiro'),
    40.641,
    -8.654,
    ['espinho'],
    ['Distrito de Aveiro'],
  ),
  area(
    55,
    'porto-district',
    'district',
    'PT',
    {
      en: 'Porto District',
      es: 'Distrito de Oporto',
      fr: 'District de Porto',
      sv: 'Porto distrikt',
    },
    41.158,
    -8.629,
    ['povoa-de-varzim'],
    ['Distrito do Porto'],
  ),
  area(
    56,
    'madeira-island',
    'island',
    'PT',
    { en: 'Madeira', es: 'Madeira', fr: 'Madère', sv: 'Madeira' },
    32.75,
    -16.95,
    ['funchal', 'machico', 'porto-santo'],
    ['Ilha da Madeira'],
    'madeira',
  ),
  area(
    57,
    'sao-miguel',
    'island',
    'PT',
    { en: 'São Miguel', es: 'San Miguel', fr: 'São Miguel', sv: 'São Miguel' },
    37.78,
    -25.5,
    ['ponta-delgada', 'povoacao'],
    ['Ilha de São Miguel'],
  ),

  // ───────────── Coasts ─────────────
  area(
    70,
    'costa-del-sol',
    'coast',
    'ES',
    same('Costa del Sol'),
    36.55,
    -4.75,
    MALAGA_PROVINCE,
    [],
    'costa-del-sol',
  ),
  area(71, 'costa-de-la-luz', 'coast', 'ES', same('Costa de la Luz'), 36.8, -6.6, [
    'chiclana-de-la-frontera',
    'rota',
    'el-puerto-de-santa-maria',
    'jerez-de-la-frontera',
    ...HUELVA_PROVINCE,
  ]),
  area(72, 'costa-brava', 'coast', 'ES', same('Costa Brava'), 41.85, 3.05, GIRONA_PROVINCE),
  area(
    73,
    'costa-daurada',
    'coast',
    'ES',
    { en: 'Costa Daurada', es: 'Costa Dorada', fr: 'Costa Daurada', sv: 'Costa Dorada' },
    41.08,
    1.15,
    ['salou'],
    ['Costa Dorada', 'Costa Daurada'],
  ),
  area(
    74,
    'costa-blanca',
    'coast',
    'ES',
    same('Costa Blanca'),
    38.35,
    -0.48,
    ['alicante', 'altea', 'benidorm', 'orihuela', 'javea'],
    [],
    'costa-blanca',
  ),
  area(
    75,
    'costa-calida',
    'coast',
    'ES',
    same('Costa Cálida'),
    37.75,
    -0.95,
    ['murcia', 'torre-pacheco', 'cartagena', 'molina-de-segura'],
    [],
    'murcia',
  ),
  area(76, 'costa-verde', 'coast', 'ES', same('Costa Verde'), 43.5, -5.5, ['gijon', 'llanes']),
  area(
    77,
    'costa-de-lisboa',
    'coast',
    'PT',
    { en: 'Lisbon Coast', es: 'Costa de Lisboa', fr: 'Côte de Lisbonne', sv: 'Lissabonkusten' },
    38.72,
    -9.3,
    ['cascais', 'sintra', 'almada'],
    ['Costa de Lisboa'],
    'lisbon-coast',
  ),
  area(
    78,
    'costa-de-prata',
    'coast',
    'PT',
    { en: 'Silver Coast', es: 'Costa de Plata', fr: 'Costa de Prata', sv: 'Silverkusten' },
    39.9,
    -8.9,
    ['obidos', 'espinho'],
    ['Costa de Prata'],
  ),

  // ───────────── Airports: the clubs within 60 km ─────────────
  airport(
    100,
    'AGP',
    'ES',
    { en: 'Malaga', es: 'Málaga', fr: 'Malaga', sv: 'Málaga' },
    36.675,
    -4.499,
    ['Costa del Sol Airport'],
  ),
  airport(101, 'ALC', 'ES', same('Alicante'), 38.282, -0.558, ['El Altet', 'Alicante-Elche']),
  airport(102, 'FAO', 'PT', same('Faro'), 37.014, -7.966, ['Aeroporto de Faro', 'Algarve Airport']),
  airport(
    103,
    'LIS',
    'PT',
    { en: 'Lisbon', es: 'Lisboa', fr: 'Lisbonne', sv: 'Lissabon' },
    38.781,
    -9.136,
    ['Aeroporto de Lisboa', 'Humberto Delgado'],
  ),
  airport(
    104,
    'OPO',
    'PT',
    { en: 'Porto', es: 'Oporto', fr: 'Porto', sv: 'Porto' },
    41.248,
    -8.681,
    ['Aeroporto do Porto', 'Francisco Sá Carneiro'],
  ),
  airport(
    105,
    'PMI',
    'ES',
    { en: 'Palma', es: 'Palma de Mallorca', fr: 'Palma', sv: 'Palma' },
    39.552,
    2.739,
    ['Son Sant Joan', 'Palma de Mallorca Airport', 'Aeroport de Palma'],
  ),
  airport(
    106,
    'BCN',
    'ES',
    { en: 'Barcelona', es: 'Barcelona', fr: 'Barcelone', sv: 'Barcelona' },
    41.297,
    2.079,
    ['El Prat Airport', 'Aeroport de Barcelona'],
  ),
  airport(
    107,
    'GRO',
    'ES',
    { en: 'Girona', es: 'Girona', fr: 'Gérone', sv: 'Girona' },
    41.901,
    2.761,
    ['Aeroport de Girona', 'Girona-Costa Brava'],
  ),
  airport(108, 'REU', 'ES', same('Reus'), 41.147, 1.167, ['Aeroport de Reus']),
  airport(109, 'MAD', 'ES', same('Madrid'), 40.472, -3.563, [
    'Barajas',
    'Adolfo Suárez Madrid-Barajas',
  ]),
  airport(
    110,
    'BIO',
    'ES',
    { en: 'Bilbao', es: 'Bilbao', fr: 'Bilbao', sv: 'Bilbao' },
    43.301,
    -2.911,
    ['Loiu', 'Bilboko aireportua'],
  ),
  airport(
    111,
    'SVQ',
    'ES',
    { en: 'Seville', es: 'Sevilla', fr: 'Séville', sv: 'Sevilla' },
    37.418,
    -5.893,
    ['San Pablo'],
  ),
  airport(112, 'XRY', 'ES', same('Jerez'), 36.745, -6.06, ['Jerez de la Frontera Airport']),
  airport(113, 'LPA', 'ES', same('Gran Canaria'), 27.932, -15.387, ['Gando']),
  airport(
    114,
    'TFS',
    'ES',
    { en: 'Tenerife South', es: 'Tenerife Sur', fr: 'Tenerife Sud', sv: 'Tenerife Syd' },
    28.045,
    -16.573,
    ['Reina Sofía'],
  ),
  airport(
    115,
    'TFN',
    'ES',
    { en: 'Tenerife North', es: 'Tenerife Norte', fr: 'Tenerife Nord', sv: 'Tenerife Norra' },
    28.483,
    -16.342,
    ['Los Rodeos'],
  ),
  airport(
    116,
    'FNC',
    'PT',
    { en: 'Madeira', es: 'Madeira', fr: 'Madère', sv: 'Madeira' },
    32.698,
    -16.775,
    ['Funchal Airport', 'Cristiano Ronaldo'],
  ),
  airport(117, 'PDL', 'PT', same('Ponta Delgada'), 37.741, -25.698, ['João Paulo II']),
  airport(
    118,
    'RMU',
    'ES',
    { en: 'Murcia', es: 'Murcia', fr: 'Murcie', sv: 'Murcia' },
    37.803,
    -1.125,
    ['Corvera', 'Región de Murcia Airport'],
  ),
  airport(119, 'SDR', 'ES', same('Santander'), 43.427, -3.82, ['Seve Ballesteros']),
  airport(
    120,
    'EAS',
    'ES',
    { en: 'San Sebastián', es: 'San Sebastián', fr: 'Saint-Sébastien', sv: 'San Sebastián' },
    43.357,
    -1.791,
    ['Hondarribia Airport'],
  ),
  airport(121, 'OVD', 'ES', same('Asturias'), 43.564, -6.035, ['Ranón']),
  airport(122, 'IBZ', 'ES', same('Ibiza'), 38.873, 1.373, ['Aeropuerto de Eivissa']),
  airport(123, 'MAH', 'ES', { ...same('Menorca'), en: 'Minorca', fr: 'Minorque' }, 39.863, 4.219, [
    'Mahón',
    'Maó',
  ]),
  airport(124, 'ACE', 'ES', same('Lanzarote'), 28.946, -13.605, ['Arrecife']),
  airport(
    125,
    'VLC',
    'ES',
    { en: 'Valencia', es: 'Valencia', fr: 'Valence', sv: 'Valencia' },
    39.489,
    -0.482,
    ['Manises'],
  ),
  airport(126, 'GRX', 'ES', { ...same('Granada'), fr: 'Grenade' }, 37.189, -3.777, [
    'Federico García Lorca',
  ]),
  airport(127, 'FUE', 'ES', same('Fuerteventura'), 28.453, -13.864),

  // ───────────── Cities and resorts near courses: the clubs within 40 km ─────────────
  city(150, 'barcelona', 'ES', { ...same('Barcelona'), fr: 'Barcelone' }, 41.387, 2.169),
  city(151, 'bilbao', 'ES', same('Bilbao'), 43.263, -2.935, ['Bilbo']),
  city(152, 'faro', 'PT', same('Faro'), 37.019, -7.932),
  city(
    153,
    'donostia',
    'ES',
    { en: 'San Sebastián', es: 'San Sebastián', fr: 'Saint-Sébastien', sv: 'San Sebastián' },
    43.318,
    -1.981,
    ['Donostia', 'Donostia-San Sebastián'],
  ),
  city(154, 'santander', 'ES', same('Santander'), 43.462, -3.81),
  city(155, 'torremolinos', 'ES', same('Torremolinos'), 36.621, -4.5),
  city(156, 'fuengirola', 'ES', same('Fuengirola'), 36.54, -4.625),
  city(157, 'nerja', 'ES', same('Nerja'), 36.758, -3.874),
  city(158, 'puerto-banus', 'ES', same('Puerto Banús'), 36.487, -4.952, [
    'Puerto José Banús',
    'Banus',
  ]),
  city(159, 'valencia', 'ES', { ...same('Valencia'), fr: 'Valence' }, 39.47, -0.376, ['València']),
  city(160, 'golf-valley', 'ES', same('Golf Valley'), 36.505, -4.96, ['Valle del Golf'], 6),
  city(161, 'san-pedro-de-alcantara', 'ES', same('San Pedro de Alcántara'), 36.488, -4.991, [
    'San Pedro',
  ]),
  city(163, 'oviedo', 'ES', same('Oviedo'), 43.361, -5.849, ['Uviéu']),
  city(164, 'las-palmas', 'ES', same('Las Palmas de Gran Canaria'), 28.124, -15.436, [
    'Las Palmas',
  ]),
  city(165, 'santa-cruz-de-tenerife', 'ES', same('Santa Cruz de Tenerife'), 28.464, -16.252),
  city(166, 'torrevieja', 'ES', same('Torrevieja'), 37.979, -0.682),
  city(167, 'cambrils', 'ES', same('Cambrils'), 41.067, 1.06),
  city(168, 'tavira', 'PT', same('Tavira'), 37.127, -7.651),
  city(
    169,
    'lisbon',
    'PT',
    { en: 'Lisbon', es: 'Lisboa', fr: 'Lisbonne', sv: 'Lissabon' },
    38.722,
    -9.139,
    ['Lisboa'],
  ),
  city(
    170,
    'porto-city',
    'PT',
    { en: 'Porto', es: 'Oporto', fr: 'Porto', sv: 'Porto' },
    41.158,
    -8.629,
    ['Porto', 'Oporto'],
  ),
];
