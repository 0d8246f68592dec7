/**
 * Short reviews the seed spreads over the clubs (issue 29), so a club page is not empty on a fresh
 * shop: plausible texts in each language, by the rating they go with, and the names they are
 * signed with.
 */
import type { Locale } from '@fairway/rules';

type ByRating = Record<2 | 3 | 4 | 5, readonly string[]>;

export const SEED_REVIEW_TEXTS: Record<Locale, ByRating> = {
  en: {
    5: [
      'Superb condition from tee to green. The greens were quick and true, and the staff could not have been friendlier.',
      'One of the best rounds of our trip. Stunning views on the back nine and a very smooth check-in.',
      'Fairways like carpet and a great pace of play. We will be back next spring.',
      'Beautifully kept course with a real variety of holes. The starter even lent us a yardage book.',
    ],
    4: [
      'Lovely layout and good greens. The clubhouse food was a little slow, but the golf made up for it.',
      'Well worth the green fee. A couple of bunkers needed raking, otherwise excellent.',
      'Tough but fair course, lots of water in play. Buggies were in good shape.',
      'Good value on a weekday afternoon and hardly anyone on the course.',
    ],
    3: [
      'Decent course, but the greens had just been cored, so putting was a lottery.',
      'Nice setting, although the round took over five hours on a Saturday.',
      'An average day: fine holes, tired tee boxes, friendly people.',
    ],
    2: [
      'Greens were patchy and the range was closed without warning. Expected more for the price.',
      'Very slow play and no marshal in sight. The course itself has potential.',
    ],
  },
  es: {
    5: [
      'Campo en un estado impecable y greens rapidísimos. El personal, muy amable desde la llegada.',
      'De lo mejor del viaje: vistas preciosas en los segundos nueve y un ritmo de juego perfecto.',
      'Calles como una alfombra y una casa club estupenda. Repetiremos seguro.',
      'Un recorrido variado y muy bien cuidado. Nos dejaron salir antes de nuestra hora.',
    ],
    4: [
      'Buen diseño y greens en buen estado. La comida del restaurante tardó un poco, pero el golf compensa.',
      'Merece la pena el green fee. Algún búnker sin rastrillar, por lo demás muy bien.',
      'Exigente pero justo, con mucha agua en juego. Los buggies, en buen estado.',
      'Muy buena relación calidad-precio por la tarde y el campo casi vacío.',
    ],
    3: [
      'Campo correcto, aunque habían pinchado los greens y patear era una lotería.',
      'Entorno bonito, pero la ronda duró más de cinco horas un sábado.',
      'Un día normal: hoyos bonitos, tees algo gastados y gente amable.',
    ],
    2: [
      'Greens con calvas y el campo de prácticas cerrado sin avisar. Esperaba más por el precio.',
      'Juego muy lento y ningún marshal a la vista. El campo tiene potencial.',
    ],
  },
  fr: {
    5: [
      'Parcours dans un état superbe, greens rapides et roulants. Accueil très chaleureux.',
      "L'une des meilleures parties du séjour : vues magnifiques sur le retour et rythme de jeu parfait.",
      'Fairways impeccables et club-house agréable. Nous reviendrons sans hésiter.',
      'Tracé varié et très bien entretenu. On nous a même proposé de partir plus tôt.',
    ],
    4: [
      'Joli tracé et bons greens. Le service au restaurant était un peu lent, mais le golf vaut le détour.',
      'Le green fee vaut le coup. Quelques bunkers à ratisser, sinon excellent.',
      "Parcours exigeant mais juste, beaucoup d'eau en jeu. Voiturettes en bon état.",
      "Très bon rapport qualité-prix l'après-midi en semaine, presque personne sur le parcours.",
    ],
    3: [
      'Parcours correct, mais les greens venaient d’être carottés : le putting était une loterie.',
      'Cadre agréable, mais plus de cinq heures de jeu un samedi.',
      'Une journée moyenne : beaux trous, départs fatigués, personnel sympathique.',
    ],
    2: [
      'Greens abîmés et practice fermé sans prévenir. On attendait mieux pour le prix.',
      'Jeu très lent et aucun marshal. Le parcours a pourtant du potentiel.',
    ],
  },
  sv: {
    5: [
      'Banan var i toppskick och greenerna snabba och jämna. Mycket trevlig personal.',
      'En av resans bästa rundor: fantastisk utsikt på de andra nio och bra speltempo.',
      'Fairways som mattor och ett fint klubbhus. Vi kommer tillbaka.',
      'Varierad och välskött bana. Startern lät oss gå ut tidigare än vår starttid.',
    ],
    4: [
      'Fin layout och bra greener. Maten i restaurangen dröjde lite, men golfen var värd det.',
      'Väl värd greenfeen. Ett par bunkrar var inte krattade, annars utmärkt.',
      'Svår men rättvis bana med mycket vatten i spel. Golfbilarna var i bra skick.',
      'Prisvärt en vardagseftermiddag och nästan tomt på banan.',
    ],
    3: [
      'Helt okej bana, men greenerna var nyligen luftade så puttningen blev ett lotteri.',
      'Vacker miljö, men rundan tog över fem timmar en lördag.',
      'En medelmåttig dag: fina hål, slitna tees och vänliga människor.',
    ],
    2: [
      'Fläckiga greener och rangen stängd utan förvarning. Vi väntade oss mer för priset.',
      'Väldigt långsamt spel och ingen marshal i sikte. Banan har potential.',
    ],
  },
};

export const SEED_REVIEWERS: Record<Locale, readonly string[]> = {
  en: ['James W.', 'Sarah T.', 'Oliver P.', 'Emma R.', 'David H.', 'Lucy B.', 'Tom K.', 'Grace M.'],
  es: [
    'Carlos R.',
    'Lucía F.',
    'Javier M.',
    'Marta G.',
    'Pablo S.',
    'Elena D.',
    'Iñaki L.',
    'Sofía P.',
  ],
  fr: [
    'Julien B.',
    'Claire D.',
    'Nicolas M.',
    'Camille L.',
    'Antoine R.',
    'Élodie F.',
    'Hugo P.',
    'Léa G.',
  ],
  sv: [
    'Erik L.',
    'Anna S.',
    'Johan N.',
    'Karin B.',
    'Magnus H.',
    'Sofia E.',
    'Lars P.',
    'Ingrid J.',
  ],
};
