import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { ClubCard, type ClubCardProps } from '../design-system/src/components/ClubCard';

/*
 * Stands in for a club's own photograph: an image file's pixels, not a style, so its colours are
 * the picture's and not tokens. Inline, so the story requests nothing from outside.
 */
const samplePhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">' +
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#f6c27a"/><stop offset="1" stop-color="#e98a5c"/>' +
    '</linearGradient></defs>' +
    '<rect width="320" height="180" fill="url(#s)"/>' +
    '<circle cx="90" cy="92" r="26" fill="#fbe3a8"/>' +
    '<path d="M0 112C70 96 150 100 220 108S300 100 320 98V180H0Z" fill="#3f7d4a"/>' +
    '<path d="M0 140C90 122 210 126 320 134V180H0Z" fill="#2a5e36"/>' +
    '<rect x="239" y="84" width="2" height="52" fill="#ffffff"/>' +
    '<path d="M241 84L264 92L241 100Z" fill="#c4372c"/>' +
    '</svg>',
)}`;

const valderrama: ClubCardProps = {
  name: 'Real Club Valderrama',
  courseName: 'Valderrama',
  place: { municipality: 'San Roque', region: 'Cádiz' },
  href: '/en/club/real-club-valderrama',
  priceFrom: 250,
  priceTo: 395.5,
  firstTime: '2026-11-22T08:00:00+01:00',
  lastTime: '2026-11-22T15:20:00+01:00',
  holes: 18,
  distanceKm: 14.3,
};

const fincaCortesin: ClubCardProps = {
  name: 'Finca Cortesin',
  place: { municipality: 'Casares', region: 'Málaga' },
  href: '/en/club/finca-cortesin',
  priceFrom: 189.999,
  firstTime: '2026-11-22T08:30:00+01:00',
  lastTime: '2026-11-22T14:50:00+01:00',
  holes: 18,
  distanceKm: 32,
};

const quintaDoLago: ClubCardProps = {
  name: 'Quinta do Lago',
  courseName: 'South Course',
  place: { municipality: 'Almancil', region: 'Algarve' },
  href: '/en/club/quinta-do-lago',
  priceFrom: 145,
  priceTo: 210,
  firstTime: '2026-11-22T07:40:00+00:00',
  lastTime: '2026-11-22T15:00:00+00:00',
  holes: 18,
  distanceKm: 0.6,
};

const santaPonsa: ClubCardProps = {
  name: 'Golf Santa Ponsa',
  place: { municipality: 'Calvià', region: 'Mallorca' },
  href: '/en/club/golf-santa-ponsa',
  holes: 18,
  distanceKm: 18,
};

/** Story args merge over the meta's (Valderrama): clear every detail a club may lack. */
function only(club: ClubCardProps): ClubCardProps {
  return {
    courseName: undefined,
    priceFrom: undefined,
    priceTo: undefined,
    firstTime: undefined,
    lastTime: undefined,
    distanceKm: undefined,
    holes: undefined,
    badge: undefined,
    nextTeeTime: undefined,
    ...club,
  };
}

const meta = {
  title: 'Shop/ClubCard',
  component: ClubCard,
  args: valderrama,
  decorators: [
    (Story, { parameters }) => (
      <div className={sprinkles({ padding: 'lg' })}>
        {/* A single card is drawn at the width of a results column, not the whole canvas. */}
        <div style={parameters.fullWidth === true ? undefined : { maxWidth: vars.size.fieldMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof ClubCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealClubValderrama: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Real Club Valderrama' });
    await expect(canvas.getAllByRole('link')).toEqual([link]);
    await expect(link).toHaveAttribute('href', '/en/club/real-club-valderrama');
    await expect(canvas.getByText('First tee 08:00 · Last tee 15:20')).toBeVisible();
    // The stretched link covers the card: a click on the place line lands on the link.
    const place = canvas.getByText('San Roque, Cádiz');
    const box = place.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(link);
  },
};

export const FincaCortesin: Story = {
  args: only(fincaCortesin),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('189.99 €')).toBeVisible();
  },
};

export const QuintaDoLagoWithBadge: Story = {
  args: only({ ...quintaDoLago, badge: <FormattedMessage id="story.clubCard.offerBadge" /> }),
};

export const NoTimes: Story = {
  args: only(santaPonsa),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No times available')).toBeVisible();
  },
};

export const LongName: Story = {
  args: only({
    name: 'Real Sociedad Hípica Española Club de Campo',
    place: { municipality: 'San Sebastián de los Reyes', region: 'Comunidad de Madrid' },
    href: '/en/club/real-sociedad-hipica-espanola-club-de-campo',
    priceFrom: 95,
    priceTo: 1240,
    firstTime: '08:10',
    lastTime: '16:40',
    holes: 18,
    distanceKm: 1287,
    badge: <FormattedMessage id="story.clubCard.newBadge" />,
  }),
};

function ClubCardWithPhoto(props: ClubCardProps) {
  const intl = useIntl();
  return <ClubCard {...props} imageAlt={intl.formatMessage({ id: 'story.clubCard.photoAlt' })} />;
}

export const WithPhoto: Story = {
  args: only({ ...fincaCortesin, imageSrc: samplePhoto, imageLoading: 'eager' }),
  render: (args) => <ClubCardWithPhoto {...args} />,
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole('img', {
      name: 'Fairway and green lit by the evening sun',
    });
    await expect(photo).toHaveAttribute('src', samplePhoto);
  },
};

export const Spanish: Story = {
  args: only({ ...quintaDoLago, badge: <FormattedMessage id="story.clubCard.offerBadge" /> }),
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Primera salida 07:40 · Última salida 15:00')).toBeVisible();
    await expect(canvas.getByText('A menos de 1 km')).toBeVisible();
  },
};

// The home page's featured clubs: the next free tee time, by the club's own today (2026-11-22).
const featured = only({ ...valderrama, priceFrom: undefined, priceTo: undefined });
const nextAt = (date: string, time: string) => ({ date, time, today: '2026-11-22' });

export const NextTeeTimeToday: Story = {
  args: { ...featured, nextTeeTime: nextAt('2026-11-22', '16:40') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today 16:40')).toHaveAttribute('datetime', '2026-11-22T16:40');
    await expect(canvas.getByText(/^Next tee time:/)).toHaveTextContent(
      'Next tee time: Today 16:40',
    );
    await expect(canvas.queryByText(/First tee/)).not.toBeInTheDocument();
  },
};

export const NextTeeTimeTomorrow: Story = {
  args: { ...featured, nextTeeTime: nextAt('2026-11-23', '08:10') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tomorrow 08:10')).toBeVisible();
  },
};

export const NextTeeTimeLater: Story = {
  args: { ...featured, nextTeeTime: nextAt('2026-11-26', '09:30') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Thu 26 Nov 09:30')).toBeVisible();
  },
};

export const NextTeeTimeLoading: Story = {
  args: { ...featured, nextTeeTime: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Looking for the next tee time…')).toBeVisible();
  },
};

export const NoNextTeeTime: Story = {
  args: { ...featured, nextTeeTime: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No times available')).toBeVisible();
  },
};

export const NextTeeTimeSpanish: Story = {
  args: { ...featured, nextTeeTime: nextAt('2026-11-23', '08:10') },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mañana 08:10')).toBeVisible();
  },
};

export const NextTeeTimeFrench: Story = {
  args: { ...featured, nextTeeTime: nextAt('2026-11-22', '16:40') },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aujourd’hui 16:40')).toBeVisible();
  },
};

export const NextTeeTimeSwedish: Story = {
  args: { ...featured, nextTeeTime: nextAt('2026-11-26', '09:30') },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('tors 26 nov. 09:30')).toBeVisible();
  },
};

export const SwedishNoTimes: Story = {
  args: only(santaPonsa),
  globals: { locale: 'sv' },
};

const catalog: ClubCardProps[] = [
  valderrama,
  fincaCortesin,
  quintaDoLago,
  santaPonsa,
  {
    name: 'Golf Son Gual',
    place: { municipality: 'Palma', region: 'Mallorca' },
    href: '/en/club/golf-son-gual',
    priceFrom: 120,
    priceTo: 160,
    firstTime: '08:00',
    lastTime: '15:30',
    holes: 18,
    distanceKm: 9,
  },
  {
    name: 'Monte Rei Golf & Country Club',
    courseName: 'North Course',
    place: { municipality: 'Vila Nova de Cacela', region: 'Algarve' },
    href: '/en/club/monte-rei',
    priceFrom: 225,
    firstTime: '08:20',
    lastTime: '14:40',
    holes: 18,
    distanceKm: 41,
  },
  {
    name: 'PGA Catalunya Golf and Wellness',
    courseName: 'Stadium Course',
    place: { municipality: 'Caldes de Malavella', region: 'Girona' },
    href: '/en/club/pga-catalunya',
    priceFrom: 110,
    priceTo: 185,
    firstTime: '07:50',
    lastTime: '15:10',
    holes: 18,
    distanceKm: 22,
  },
  {
    name: 'Club de Golf Llavaneras',
    place: { municipality: 'Sant Andreu de Llavaneres', region: 'Barcelona' },
    href: '/en/club/golf-llavaneras',
    priceFrom: 65,
    firstTime: '09:00',
    holes: 9,
    distanceKm: 35,
  },
];

/** A results page: a heading, then one list item per club. */
export const Grid: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <section aria-labelledby="club-results">
      <h2 id="club-results" className={sprinkles({ marginTop: 'none', marginBottom: 'lg' })}>
        <FormattedMessage id="story.clubCard.results" />
      </h2>
      <ul
        className={sprinkles({
          display: 'grid',
          gridTemplateColumns: { mobile: '1', small: '2', tablet: '4' },
          gap: 'lg',
          padding: 'none',
          margin: 'none',
        })}
      >
        {catalog.map((club, index) => (
          <li key={club.href} className={sprinkles({ display: 'grid' })}>
            <ClubCard
              {...club}
              badge={index === 2 ? <FormattedMessage id="story.clubCard.offerBadge" /> : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(catalog.length);
    await expect(canvas.getAllByRole('link')).toHaveLength(catalog.length);
  },
};
