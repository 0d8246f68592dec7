/**
 * The seeded tournaments, dated in days from the seed's today so that a fresh catalog shows
 * every state at once: open (online and not), not open yet, closed, schedule published, on play,
 * ratings published and played. Rounds are played on each club's first course.
 */
import type { Names, RoundFormat } from '../db/schema.ts';

export interface SeedTournament {
  key: string;
  clubKey: string;
  name: string;
  description: Names;
  entryFee: number;
  maxPlayers: number;
  handicap: [min: number, max: number];
  onlineRegistration: boolean;
  /** The registration window, days from today (opens at 09:00, closes at 20:00 club time). */
  opens: number;
  closes: number;
  rounds: { day: number; firstTee: string; format: RoundFormat }[];
  /** Days from today the club published its draw / ratings (12:00 club time); absent: not yet. */
  schedulePublished?: number;
  ratingsPublished?: number;
}

function about(en: string, es: string, fr: string, sv: string): Names {
  return { en, es, fr, sv };
}

const OPEN_RULES = about(
  'Open to men and women with an official handicap. Prizes for the best gross and net scores. Buggies not included.',
  'Abierto a damas y caballeros con hándicap oficial. Premios al mejor resultado scratch y hándicap. Buggies no incluidos.',
  'Ouvert aux dames et messieurs titulaires d’un handicap officiel. Prix en brut et en net. Voiturettes non comprises.',
  'Öppen för damer och herrar med officiellt handicap. Priser för bästa brutto- och nettoresultat. Golfbil ingår inte.',
);

const SOCIAL_RULES = about(
  'A friendly competition for club members and visitors. Shotgun start, lunch and prize-giving after play.',
  'Competición amistosa para socios y visitantes. Salida a tiro, almuerzo y entrega de premios tras el juego.',
  'Compétition amicale pour les membres et les visiteurs. Départ en shotgun, déjeuner et remise des prix après le jeu.',
  'Vänskaplig tävling för medlemmar och gäster. Kanonstart, lunch och prisutdelning efter spelet.',
);

export const SEED_TOURNAMENTS: SeedTournament[] = [
  {
    key: 'trofeo-primavera-valderrama',
    clubKey: 'real-club-valderrama',
    name: 'Trofeo de Primavera Valderrama',
    description: OPEN_RULES,
    entryFee: 150,
    maxPlayers: 120,
    handicap: [0, 24],
    onlineRegistration: true,
    opens: -10,
    closes: 20,
    rounds: [
      { day: 27, firstTee: '08:30', format: 'stableford' },
      { day: 28, firstTee: '08:30', format: 'strokePlay' },
    ],
  },
  {
    key: 'copa-costa-del-sol-mijas',
    clubKey: 'mijas-golf',
    name: 'Copa Costa del Sol Mijas',
    description: SOCIAL_RULES,
    entryFee: 60,
    maxPlayers: 72,
    handicap: [-4, 36],
    onlineRegistration: true,
    opens: -3,
    closes: 10,
    rounds: [{ day: 14, firstTee: '09:00', format: 'stableford' }],
  },
  {
    key: 'open-amateur-la-manga',
    clubKey: 'la-manga-club',
    name: 'Open Amateur La Manga',
    description: OPEN_RULES,
    entryFee: 95,
    maxPlayers: 144,
    handicap: [0, 18.4],
    onlineRegistration: true,
    opens: -20,
    closes: 5,
    rounds: [
      { day: 9, firstTee: '08:00', format: 'strokePlay' },
      { day: 10, firstTee: '08:00', format: 'strokePlay' },
      { day: 11, firstTee: '08:00', format: 'strokePlay' },
    ],
  },
  {
    key: 'copa-catalunya-pga',
    clubKey: 'pga-catalunya',
    name: 'Copa Catalunya PGA',
    description: OPEN_RULES,
    entryFee: 120,
    maxPlayers: 32,
    handicap: [0, 12],
    onlineRegistration: true,
    opens: -1,
    closes: 12,
    rounds: [{ day: 18, firstTee: '09:30', format: 'matchPlay' }],
  },
  {
    key: 'algarve-pro-am-quinta-do-lago',
    clubKey: 'quinta-do-lago',
    name: 'Algarve Pro-Am Quinta do Lago',
    description: about(
      'Teams of three amateurs and one professional. Entries at the club’s office only.',
      'Equipos de tres amateurs y un profesional. Inscripciones solo en la oficina del club.',
      'Équipes de trois amateurs et un professionnel. Inscriptions uniquement au secrétariat du club.',
      'Lag med tre amatörer och en proffs. Anmälan endast på klubbens kansli.',
    ),
    entryFee: 200,
    maxPlayers: 96,
    handicap: [0, 28],
    onlineRegistration: false,
    opens: -7,
    closes: 15,
    rounds: [{ day: 21, firstTee: '10:00', format: 'scramble' }],
  },
  {
    key: 'torneo-social-alcanada',
    clubKey: 'club-de-golf-alcanada',
    name: 'Torneo Social Alcanada',
    description: SOCIAL_RULES,
    entryFee: 45,
    maxPlayers: 80,
    handicap: [0, 36],
    onlineRegistration: true,
    opens: 5,
    closes: 35,
    rounds: [{ day: 45, firstTee: '09:00', format: 'stableford' }],
  },
  {
    key: 'memorial-el-prat',
    clubKey: 'real-club-de-golf-el-prat',
    name: 'Memorial El Prat',
    description: SOCIAL_RULES,
    entryFee: 70,
    maxPlayers: 64,
    handicap: [0, 30],
    onlineRegistration: true,
    opens: -30,
    closes: -1,
    rounds: [{ day: 4, firstTee: '08:30', format: 'fourball' }],
  },
  {
    key: 'campeonato-madrid-senior',
    clubKey: 'club-de-campo-villa-de-madrid',
    name: 'Campeonato de Madrid Senior',
    description: OPEN_RULES,
    entryFee: 80,
    maxPlayers: 90,
    handicap: [0, 26.4],
    onlineRegistration: true,
    opens: -40,
    closes: -2,
    rounds: [
      { day: 2, firstTee: '08:00', format: 'strokePlay' },
      { day: 3, firstTee: '08:00', format: 'strokePlay' },
    ],
    schedulePublished: -1,
  },
  {
    key: 'canarias-winter-cup',
    clubKey: 'maspalomas-golf',
    name: 'Canarias Winter Cup',
    description: OPEN_RULES,
    entryFee: 110,
    maxPlayers: 120,
    handicap: [0, 24],
    onlineRegistration: true,
    opens: -45,
    closes: -5,
    rounds: [
      { day: -1, firstTee: '08:00', format: 'stableford' },
      { day: 0, firstTee: '08:00', format: 'stableford' },
      { day: 1, firstTee: '08:00', format: 'strokePlay' },
    ],
    schedulePublished: -4,
  },
  {
    key: 'copa-norte-pedrena',
    clubKey: 'real-golf-de-pedrena',
    name: 'Copa Norte Pedreña',
    description: OPEN_RULES,
    entryFee: 75,
    maxPlayers: 100,
    handicap: [0, 30],
    onlineRegistration: true,
    opens: -45,
    closes: -16,
    rounds: [
      { day: -12, firstTee: '08:30', format: 'strokePlay' },
      { day: -11, firstTee: '08:30', format: 'strokePlay' },
    ],
    schedulePublished: -15,
    ratingsPublished: -10,
  },
  {
    key: 'liga-andaluza-sevilla',
    clubKey: 'real-club-de-golf-de-sevilla',
    name: 'Liga Andaluza Sevilla',
    description: SOCIAL_RULES,
    entryFee: 40,
    maxPlayers: 60,
    handicap: [0, 36],
    onlineRegistration: true,
    opens: -70,
    closes: -45,
    rounds: [{ day: -40, firstTee: '09:00', format: 'stableford' }],
    schedulePublished: -43,
    ratingsPublished: -38,
  },
  {
    key: 'trofeo-sotogrande',
    clubKey: 'real-club-de-golf-sotogrande',
    name: 'Trofeo Sotogrande',
    description: OPEN_RULES,
    entryFee: 130,
    maxPlayers: 100,
    handicap: [0, 22],
    onlineRegistration: true,
    opens: -60,
    closes: -30,
    rounds: [{ day: -25, firstTee: '08:30', format: 'strokePlay' }],
    schedulePublished: -28,
  },
  {
    key: 'tenerife-amateur-abama',
    clubKey: 'abama-golf',
    name: 'Tenerife Amateur Abama',
    description: SOCIAL_RULES,
    entryFee: 90,
    maxPlayers: 72,
    handicap: [0, 28],
    onlineRegistration: false,
    opens: -90,
    closes: -65,
    rounds: [{ day: -60, firstTee: '09:00', format: 'stableford' }],
  },
  {
    key: 'dom-pedro-algarve-classic',
    clubKey: 'dom-pedro-old-course',
    name: 'Dom Pedro Algarve Classic',
    description: OPEN_RULES,
    entryFee: 140,
    maxPlayers: 84,
    handicap: [0, 24],
    onlineRegistration: true,
    opens: -50,
    closes: -22,
    rounds: [
      { day: -20, firstTee: '08:00', format: 'stableford' },
      { day: -19, firstTee: '08:00', format: 'strokePlay' },
    ],
    schedulePublished: -21,
    ratingsPublished: -18,
  },
];

/** Names for the seeded draws and ratings. */
export const SEED_PLAYER_NAMES = [
  'Lucía Fernández',
  'Javier Martín',
  'Carmen Ruiz',
  'Miguel Torres',
  'Anna Lindqvist',
  'Erik Johansson',
  'Claire Dubois',
  'Pierre Laurent',
  'James Walker',
  'Emily Clarke',
  'João Silva',
  'Inês Costa',
  'Pablo Navarro',
  'Elena Vidal',
  'Sofía Romero',
  'Oliver Hughes',
] as const;
