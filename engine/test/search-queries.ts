/**
 * What golfers type in the search box, and what must come first (`within: 1`) or among the first
 * three (`within: 3`), on the seed catalog. `search.test.ts` asks a real engine each one.
 *
 * `expect` names the suggestion: its `cat` and its name (the label up to the first comma, in the
 * caller's language), or a `label` pattern. To add a query, add a row.
 */
export type Culture = 'en-GB' | 'es-ES' | 'fr-FR' | 'sv-SE';

export interface SearchQuery {
  query: string;
  culture: Culture;
  expect: { cat: 'REG' | 'MUN' | 'LUG' | 'CLUB'; name: string } | { cat?: string; label: RegExp };
  within: 1 | 3 | 5;
  /** Why the row is there, when the query alone does not say. */
  note?: string;
}

const region = (name: string) => ({ cat: 'REG' as const, name });
const place = (name: string) => ({ cat: 'MUN' as const, name });
const club = (name: string) => ({ cat: 'CLUB' as const, name });
/** A gazetteer place (issue 27). */
const lug = (name: string) => ({ cat: 'LUG' as const, name });

export const SEARCH_QUERIES: SearchQuery[] = [
  // Issue 13: region names, as on the home page's tiles.
  { query: 'costa del sol', culture: 'en-GB', expect: region('Costa del Sol'), within: 1 },
  { query: 'algarve', culture: 'en-GB', expect: region('Algarve'), within: 1 },
  { query: 'cadiz', culture: 'en-GB', expect: region('Cádiz'), within: 1 },
  { query: 'Cádiz', culture: 'es-ES', expect: region('Cádiz'), within: 1 },
  { query: 'madeira', culture: 'en-GB', expect: region('Madeira'), within: 1 },
  { query: 'costa blanca', culture: 'en-GB', expect: region('Costa Blanca'), within: 1 },
  { query: 'azores', culture: 'en-GB', expect: region('Azores'), within: 1 },
  // Issue 13: resorts and areas.
  {
    query: 'vilamoura',
    culture: 'en-GB',
    expect: { cat: 'CLUB', label: /^Dom Pedro Old Course, Vilamoura \(Loulé\)$/ },
    within: 1,
  },
  // Issue 13: other languages' names.
  { query: 'lisboa', culture: 'es-ES', expect: region('Costa de Lisboa'), within: 1 },
  { query: 'lisbon', culture: 'en-GB', expect: region('Lisbon Coast'), within: 1 },
  { query: 'lissabon', culture: 'sv-SE', expect: region('Lissabonkusten'), within: 1 },
  { query: 'mallorca', culture: 'es-ES', expect: region('Mallorca'), within: 1 },
  { query: 'majorque', culture: 'fr-FR', expect: region('Majorque'), within: 1 },
  { query: 'islas canarias', culture: 'es-ES', expect: region('Canarias'), within: 1 },
  { query: 'kanarieöarna', culture: 'sv-SE', expect: region('Kanarieöarna'), within: 1 },
  { query: 'açores', culture: 'fr-FR', expect: region('Açores'), within: 1 },

  // Any language's name, whatever the caller's language; the label is in the caller's.
  { query: 'kanarieöarna', culture: 'en-GB', expect: region('Canary Islands'), within: 1 },
  { query: 'islas canarias', culture: 'en-GB', expect: region('Canary Islands'), within: 1 },
  { query: 'canary islands', culture: 'fr-FR', expect: region('Îles Canaries'), within: 1 },
  { query: 'iles canaries', culture: 'es-ES', expect: region('Canarias'), within: 1 },
  { query: 'lisboa', culture: 'en-GB', expect: region('Lisbon Coast'), within: 1 },
  { query: 'lisboa', culture: 'fr-FR', expect: region('Côte de Lisbonne'), within: 1 },
  { query: 'Lisbonne', culture: 'sv-SE', expect: region('Lissabonkusten'), within: 1 },
  { query: 'lissabon', culture: 'es-ES', expect: region('Costa de Lisboa'), within: 1 },
  { query: 'mallorca', culture: 'en-GB', expect: region('Majorca'), within: 1 },
  { query: 'majorca', culture: 'es-ES', expect: region('Mallorca'), within: 1 },
  { query: 'majorque', culture: 'sv-SE', expect: region('Mallorca'), within: 1 },
  { query: 'azorerna', culture: 'en-GB', expect: region('Azores'), within: 1 },
  { query: 'açores', culture: 'sv-SE', expect: region('Azorerna'), within: 1 },
  { query: 'acores', culture: 'es-ES', expect: region('Azores'), within: 1 },
  { query: 'catalunya', culture: 'en-GB', expect: region('Catalonia'), within: 1 },
  { query: 'cataluña', culture: 'fr-FR', expect: region('Catalogne'), within: 1 },
  { query: 'catalogne', culture: 'sv-SE', expect: region('Katalonien'), within: 1 },
  { query: 'katalonien', culture: 'es-ES', expect: region('Cataluña'), within: 1 },
  { query: 'catalonia', culture: 'en-GB', expect: region('Catalonia'), within: 1 },
  { query: 'andalucía', culture: 'en-GB', expect: region('Andalusia'), within: 1 },
  { query: 'andalusien', culture: 'fr-FR', expect: region('Andalousie'), within: 1 },
  { query: 'andalousie', culture: 'es-ES', expect: region('Andalucía'), within: 1 },
  { query: 'madère', culture: 'fr-FR', expect: region('Madère'), within: 1 },
  { query: 'madere', culture: 'en-GB', expect: region('Madeira'), within: 1 },
  { query: 'cadix', culture: 'fr-FR', expect: region('Cadix'), within: 1 },
  { query: 'cadix', culture: 'en-GB', expect: region('Cádiz'), within: 1 },
  { query: 'costa del sol', culture: 'sv-SE', expect: region('Costa del Sol'), within: 1 },
  { query: 'costa calida', culture: 'es-ES', expect: region('Región de Murcia'), within: 1 },
  { query: 'oporto', culture: 'en-GB', expect: region('Silver Coast and Porto'), within: 1 },
  { query: 'porto', culture: 'fr-FR', expect: region('Costa de Prata et Porto'), within: 1 },
  { query: 'sevilla', culture: 'en-GB', expect: place('Seville'), within: 1 },
  { query: 'seville', culture: 'fr-FR', expect: place('Séville'), within: 1 },
  { query: 'séville', culture: 'es-ES', expect: place('Sevilla'), within: 1 },
  { query: 'seville', culture: 'sv-SE', expect: place('Sevilla'), within: 1 },
  { query: 'palma de mallorca', culture: 'es-ES', expect: place('Palma'), within: 1 },
  { query: 'xabia', culture: 'en-GB', expect: place('Jávea'), within: 1 },
  { query: 'fuenterrabia', culture: 'en-GB', expect: place('Hondarribia'), within: 1 },
  { query: 'cordoue', culture: 'fr-FR', expect: place('Cordoue'), within: 1 },
  { query: 'madrid', culture: 'en-GB', expect: region('Madrid'), within: 1 },
  { query: 'madrid', culture: 'en-GB', expect: place('Madrid'), within: 3 },

  // Typos and accents.
  { query: 'malga', culture: 'en-GB', expect: place('Malaga'), within: 1 },
  { query: 'MÁLAGA', culture: 'en-GB', expect: place('Malaga'), within: 1 },
  { query: 'seville', culture: 'en-GB', expect: place('Seville'), within: 1 },
  { query: 'sevila', culture: 'es-ES', expect: place('Sevilla'), within: 1 },
  { query: 'algarbe', culture: 'en-GB', expect: region('Algarve'), within: 1 },
  { query: 'madiera', culture: 'en-GB', expect: region('Madeira'), within: 1 },
  { query: 'mallorka', culture: 'es-ES', expect: region('Mallorca'), within: 1 },
  { query: 'lisbone', culture: 'fr-FR', expect: region('Côte de Lisbonne'), within: 1 },
  { query: 'azore', culture: 'en-GB', expect: region('Azores'), within: 1 },
  { query: 'vilamora', culture: 'sv-SE', expect: club('Dom Pedro Old Course'), within: 1 },
  { query: 'valderama', culture: 'en-GB', expect: club('Real Club Valderrama'), within: 1 },
  { query: 'sotogrnde', culture: 'en-GB', expect: club('Real Club de Golf Sotogrande'), within: 3 },

  // Areas: the clubs that stand there, their label saying where.
  { query: 'quinta do lago', culture: 'en-GB', expect: club('Quinta do Lago'), within: 1 },
  { query: 'quinta do lago', culture: 'en-GB', expect: club('San Lorenzo Golf Course'), within: 3 },
  {
    query: 'nueva andalucia',
    culture: 'es-ES',
    expect: { cat: 'CLUB', label: /, Nueva Andalucía \((Marbella|Benahavís)\)$/ },
    within: 1,
  },
  { query: 'la cala', culture: 'es-ES', expect: club('La Cala Golf Resort'), within: 1 },
  {
    query: 'sotogrande',
    culture: 'en-GB',
    expect: club('Real Club de Golf Sotogrande'),
    within: 1,
    note: 'the club named after the area before the area’s other clubs',
  },
  {
    query: 'sotogrande',
    culture: 'en-GB',
    expect: { cat: 'CLUB', label: /^Real Club Valderrama, Sotogrande \(San Roque\)$/ },
    within: 3,
  },
  { query: 'vale do lobo', culture: 'sv-SE', expect: club('Vale do Lobo'), within: 1 },
  { query: 'carvoeiro', culture: 'fr-FR', expect: club('Pestana Carvoeiro Golf'), within: 1 },
  {
    query: 'quinta da marinha',
    culture: 'en-GB',
    expect: club('Quinta da Marinha Golf'),
    within: 1,
  },
  { query: 'quinta da marinha', culture: 'en-GB', expect: club('Oitavos Dunes'), within: 3 },
  { query: 'son vida', culture: 'es-ES', expect: club('Golf Son Muntaner'), within: 1 },
  {
    query: 'orihuela costa',
    culture: 'en-GB',
    expect: club('Las Colinas Golf & Country Club'),
    within: 1,
  },
  { query: 'alvor', culture: 'en-GB', expect: club('Penina Hotel & Golf Resort'), within: 1 },
  { query: 'playa de san juan', culture: 'es-ES', expect: club('Alicante Golf'), within: 1 },

  // Club names.
  { query: 'valderrama', culture: 'en-GB', expect: club('Real Club Valderrama'), within: 1 },
  { query: 'la manga', culture: 'en-GB', expect: club('La Manga Club'), within: 1 },
  { query: 'naranjos', culture: 'sv-SE', expect: club('Los Naranjos Golf Club'), within: 1 },
  {
    query: 'finca cortesin',
    culture: 'en-GB',
    expect: club('Finca Cortesin Golf Club'),
    within: 1,
  },
  {
    query: 'monte rei',
    culture: 'sv-SE',
    expect: club('Monte Rei Golf & Country Club'),
    within: 1,
  },
  { query: 'oitavos', culture: 'fr-FR', expect: club('Oitavos Dunes'), within: 1 },
  { query: 'tenerife', culture: 'es-ES', expect: club('Real Club de Golf de Tenerife'), within: 5 },
  { query: 'marbella', culture: 'en-GB', expect: place('Marbella'), within: 1 },

  // Short keywords: the start of a word only.
  { query: 'al', culture: 'en-GB', expect: region('Algarve'), within: 1 },
  { query: 'ma', culture: 'es-ES', expect: region('Madrid'), within: 3 },

  // Issue 27: places golfers plan from, from the gazetteer. The 'find nothing' list first.
  { query: 'gran canaria', culture: 'en-GB', expect: lug('Gran Canaria'), within: 1 },
  { query: 'girona', culture: 'es-ES', expect: lug('Girona'), within: 1 },
  { query: 'asturias', culture: 'fr-FR', expect: lug('Asturias'), within: 1 },
  { query: 'cantabria', culture: 'sv-SE', expect: lug('Kantabrien'), within: 1 },
  { query: 'baleares', culture: 'es-ES', expect: lug('Islas Baleares'), within: 1 },
  { query: 'costa brava', culture: 'en-GB', expect: lug('Costa Brava'), within: 1 },
  { query: 'barcelona', culture: 'en-GB', expect: lug('Barcelona'), within: 1 },
  { query: 'bilbao', culture: 'fr-FR', expect: lug('Bilbao'), within: 1 },
  { query: 'faro', culture: 'sv-SE', expect: lug('Faro'), within: 1 },
  { query: 'faro', culture: 'en-GB', expect: lug('Faro Airport (FAO)'), within: 3 },
  { query: 'donostia', culture: 'es-ES', expect: lug('San Sebastián'), within: 1 },
  { query: 'pinecliffs', culture: 'en-GB', expect: club('Pine Cliffs Golf Course'), within: 1 },
  { query: 'quinta lago', culture: 'en-GB', expect: club('Quinta do Lago'), within: 1 },
  { query: 'golf madrid', culture: 'es-ES', expect: region('Madrid'), within: 1 },
  // More of the same.
  { query: 'malaga airport', culture: 'en-GB', expect: lug('Malaga Airport (AGP)'), within: 1 },
  { query: 'alicante airport', culture: 'en-GB', expect: lug('Alicante Airport (ALC)'), within: 1 },
  { query: 'palma airport', culture: 'en-GB', expect: lug('Palma Airport (PMI)'), within: 1 },
  { query: 'marbella golf', culture: 'sv-SE', expect: place('Marbella'), within: 1 },
  { query: 'algarve golf', culture: 'fr-FR', expect: region('Algarve'), within: 1 },
  { query: 'costa del sol golf', culture: 'en-GB', expect: region('Costa del Sol'), within: 1 },
  { query: 'portugal', culture: 'en-GB', expect: region('Algarve'), within: 5 },
  { query: 'portugal', culture: 'sv-SE', expect: region('Azorerna'), within: 5 },
  { query: 'spain', culture: 'en-GB', expect: region('Northern Spain'), within: 1 },
  { query: 'españa', culture: 'es-ES', expect: region('Andalucía'), within: 3 },
  { query: 'tenerife', culture: 'es-ES', expect: lug('Tenerife'), within: 1 },
  { query: 'huelva', culture: 'en-GB', expect: lug('Huelva'), within: 1 },
  { query: 'santander', culture: 'en-GB', expect: lug('Santander'), within: 1 },
  { query: 'santander', culture: 'es-ES', expect: club('Real Golf de Pedreña'), within: 3 },
  { query: 'torremolinos', culture: 'en-GB', expect: lug('Torremolinos'), within: 1 },
  { query: 'fuengirola', culture: 'sv-SE', expect: lug('Fuengirola'), within: 1 },
  { query: 'nerja', culture: 'fr-FR', expect: lug('Nerja'), within: 1 },
  { query: 'puerto banus', culture: 'en-GB', expect: lug('Puerto Banús'), within: 1 },
  { query: 'golf valley', culture: 'en-GB', expect: lug('Golf Valley'), within: 1 },
  { query: 'ibiza', culture: 'es-ES', expect: lug('Ibiza'), within: 1 },
  { query: 'menorca', culture: 'en-GB', expect: lug('Minorca'), within: 1 },
  { query: 'lanzarote', culture: 'sv-SE', expect: lug('Lanzarote'), within: 1 },
  { query: 'valencia', culture: 'fr-FR', expect: lug('Valence'), within: 1 },
  { query: 'FAO', culture: 'es-ES', expect: lug('Aeropuerto de Faro (FAO)'), within: 1 },
  { query: 'faro airport', culture: 'sv-SE', expect: lug('Faro flygplats (FAO)'), within: 1 },
  { query: 'vale lobo', culture: 'fr-FR', expect: club('Vale do Lobo'), within: 1 },
  { query: 'pine cliffs', culture: 'en-GB', expect: club('Pine Cliffs Golf Course'), within: 1 },
  {
    query: 'soto grande',
    culture: 'en-GB',
    expect: club('Real Club de Golf Sotogrande'),
    within: 3,
  },
  { query: 'campo de golf sevilla', culture: 'es-ES', expect: place('Sevilla'), within: 1 },
  { query: 'golfbana mallorca', culture: 'sv-SE', expect: region('Mallorca'), within: 1 },
  { query: 'parcours algarve', culture: 'fr-FR', expect: region('Algarve'), within: 1 },
  { query: 'club de golf la manga', culture: 'es-ES', expect: club('La Manga Club'), within: 1 },
];
