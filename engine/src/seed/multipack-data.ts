/**
 * The seeded multipacks: packs of 2 to 5 green fees at clubs of one region each, every course an
 * 18-hole one whose tee sheet opens at least 60 days ahead, so a golfer can book every round of
 * the 30-day window from any first day. Sold from the day of seeding for `saleDays`; one pack is
 * off sale, to show how the shop presents it.
 */
import type { Names } from '../db/schema.ts';

export interface SeedMultipack {
  key: string;
  regionKey: string;
  names: Names;
  description: Names;
  rounds: number;
  /** Per player, all rounds, euros. */
  price: number;
  /** Null: the engine's default window (30 days). */
  windowDays: number | null;
  /** The sale period for the first round: from the day of seeding to this many days later. */
  saleDays: number;
  onSale: boolean;
  /** Club key and course key of each course the rounds can be played at. */
  courses: [clubKey: string, courseKey: string][];
}

function about(en: string, es: string, fr: string, sv: string): Names {
  return { en, es, fr, sv };
}

export const SEED_MULTIPACKS: SeedMultipack[] = [
  {
    key: 'costa-del-sol-3',
    regionKey: 'costa-del-sol',
    names: about(
      'Costa del Sol 3 rounds',
      'Costa del Sol 3 rondas',
      'Costa del Sol 3 parcours',
      'Costa del Sol 3 rundor',
    ),
    description: about(
      'Three green fees at Los Naranjos, La Quinta and Atalaya, played within 30 days of the first round.',
      'Tres green fees en Los Naranjos, La Quinta y Atalaya, jugados en los 30 días siguientes a la primera ronda.',
      'Trois green fees à Los Naranjos, La Quinta et Atalaya, joués dans les 30 jours suivant le premier parcours.',
      'Tre greenfees på Los Naranjos, La Quinta och Atalaya, spelade inom 30 dagar från första rundan.',
    ),
    rounds: 3,
    price: 240,
    windowDays: null,
    saleDays: 180,
    onSale: true,
    courses: [
      ['los-naranjos-golf-club', 'los-naranjos'],
      ['la-quinta-golf', 'a-b'],
      ['atalaya-golf', 'old-course'],
      ['atalaya-golf', 'new-course'],
    ],
  },
  {
    key: 'algarve-5',
    regionKey: 'algarve',
    names: about('Algarve 5 rounds', 'Algarve 5 rondas', 'Algarve 5 parcours', 'Algarve 5 rundor'),
    description: about(
      'Five green fees at the Algarve’s classic courses: Quinta do Lago, Vale do Lobo, Dom Pedro and Pestana Carvoeiro.',
      'Cinco green fees en los clásicos del Algarve: Quinta do Lago, Vale do Lobo, Dom Pedro y Pestana Carvoeiro.',
      'Cinq green fees sur les classiques de l’Algarve : Quinta do Lago, Vale do Lobo, Dom Pedro et Pestana Carvoeiro.',
      'Fem greenfees på Algarves klassiska banor: Quinta do Lago, Vale do Lobo, Dom Pedro och Pestana Carvoeiro.',
    ),
    rounds: 5,
    price: 590,
    windowDays: null,
    saleDays: 180,
    onSale: true,
    courses: [
      ['quinta-do-lago', 'north'],
      ['vale-do-lobo', 'ocean'],
      ['dom-pedro-old-course', 'old-course'],
      ['pestana-carvoeiro-golf', 'vale-da-pinta'],
    ],
  },
  {
    key: 'mallorca-2',
    regionKey: 'mallorca',
    names: about(
      'Mallorca 2 rounds',
      'Mallorca 2 rondas',
      'Majorque 2 parcours',
      'Mallorca 2 rundor',
    ),
    description: about(
      'Two green fees around Palma: Son Muntaner, Son Gual and Santa Ponsa, within 14 days.',
      'Dos green fees cerca de Palma: Son Muntaner, Son Gual y Santa Ponsa, en 14 días.',
      'Deux green fees autour de Palma : Son Muntaner, Son Gual et Santa Ponsa, en 14 jours.',
      'Två greenfees runt Palma: Son Muntaner, Son Gual och Santa Ponsa, inom 14 dagar.',
    ),
    rounds: 2,
    price: 199,
    windowDays: 14,
    saleDays: 180,
    onSale: true,
    courses: [
      ['golf-son-muntaner', 'son-muntaner'],
      ['son-gual-golf', 'son-gual'],
      ['golf-santa-ponsa', 'santa-ponsa-i'],
    ],
  },
  {
    key: 'costa-brava-3',
    regionKey: 'catalonia',
    names: about(
      'Costa Brava 3 rounds',
      'Costa Brava 3 rondas',
      'Costa Brava 3 parcours',
      'Costa Brava 3 rundor',
    ),
    description: about(
      'Three green fees on the Costa Brava: Pals, Empordà and PGA Catalunya’s Tour course.',
      'Tres green fees en la Costa Brava: Pals, Empordà y el recorrido Tour de PGA Catalunya.',
      'Trois green fees sur la Costa Brava : Pals, Empordà et le parcours Tour du PGA Catalunya.',
      'Tre greenfees på Costa Brava: Pals, Empordà och PGA Catalunyas Tour-bana.',
    ),
    rounds: 3,
    price: 225,
    windowDays: null,
    saleDays: 180,
    onSale: true,
    courses: [
      ['golf-de-pals', 'pals'],
      ['emporda-golf', 'links'],
      ['emporda-golf', 'forest'],
      ['pga-catalunya', 'tour'],
    ],
  },
  {
    key: 'lisbon-coast-4',
    regionKey: 'lisbon-coast',
    names: about(
      'Lisbon coast 4 rounds',
      'Costa de Lisboa 4 rondas',
      'Côte de Lisbonne 4 parcours',
      'Lissabonkusten 4 rundor',
    ),
    description: about(
      'Four green fees between Cascais and Sintra: Oitavos Dunes, Quinta da Marinha, Estoril and Penha Longa.',
      'Cuatro green fees entre Cascais y Sintra: Oitavos Dunes, Quinta da Marinha, Estoril y Penha Longa.',
      'Quatre green fees entre Cascais et Sintra : Oitavos Dunes, Quinta da Marinha, Estoril et Penha Longa.',
      'Fyra greenfees mellan Cascais och Sintra: Oitavos Dunes, Quinta da Marinha, Estoril och Penha Longa.',
    ),
    rounds: 4,
    price: 420,
    windowDays: null,
    saleDays: 180,
    onSale: true,
    courses: [
      ['oitavos-dunes', 'oitavos'],
      ['quinta-da-marinha-golf', 'quinta-da-marinha'],
      ['penha-longa-golf', 'atlantic'],
      ['aroeira-golf', 'aroeira-i'],
    ],
  },
  {
    key: 'murcia-3',
    regionKey: 'murcia',
    names: about('Murcia 3 rounds', 'Murcia 3 rondas', 'Murcie 3 parcours', 'Murcia 3 rundor'),
    description: about(
      'Three green fees at La Manga Club’s North, South and West courses. Not on sale at the moment.',
      'Tres green fees en los recorridos Norte, Sur y Oeste de La Manga Club. No está a la venta ahora mismo.',
      'Trois green fees sur les parcours Nord, Sud et Ouest de La Manga Club. Pas en vente pour le moment.',
      'Tre greenfees på La Manga Clubs North-, South- och West-banor. Säljs inte just nu.',
    ),
    rounds: 3,
    price: 300,
    windowDays: null,
    saleDays: 180,
    onSale: false,
    courses: [
      ['la-manga-club', 'north'],
      ['la-manga-club', 'south'],
      ['la-manga-club', 'west'],
    ],
  },
];
