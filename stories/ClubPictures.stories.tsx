import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { ClubCard } from '../design-system/src/components/ClubCard';
import { clubPictureSvg } from '../engine/src/render/club-picture.ts';
import { clubScene } from '../engine/src/services/club-picture-rules.ts';
import { SEED_REGIONS } from '../engine/src/seed/catalog-data.ts';

/*
 * Issue 29: every club showed the same drawing. Each is now drawn by the engine from its own data
 * (coast or inland, relief, trees, water: engine/src/services/club-picture-rules.ts); these are
 * seeded clubs, drawn by the same code, side by side as a results page shows them.
 */
const KEYS = [
  'pine-cliffs-golf',
  'club-de-campo-villa-de-madrid',
  'abama-golf',
  'real-club-de-golf-de-las-palmas',
  'alhaurin-golf',
  'oporto-golf-club',
  'dom-pedro-old-course',
  'real-club-valderrama',
];

const seeded = SEED_REGIONS.flatMap((region) =>
  region.municipalities.flatMap((municipality) =>
    municipality.clubs.map((club) => ({ club, municipality, region })),
  ),
);

const clubs = KEYS.flatMap((key) => {
  const found = seeded.find((s) => s.club.key === key);
  if (!found) return [];
  const { club, municipality, region } = found;
  const svg = clubPictureSvg(
    clubScene({ key: club.key, lat: club.lat, description: club.description.en }),
    club.name,
  );
  return [
    {
      name: club.name,
      place: { municipality: municipality.name.en, region: region.name.en },
      href: `/en/club/${club.key}`,
      imageSrc: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    },
  ];
});

const meta = {
  title: 'Catalog/ClubPictures',
  parameters: { fullWidth: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  render: () => (
    <ul
      className={sprinkles({
        display: 'grid',
        gridTemplateColumns: { mobile: '1', small: '2', tablet: '4' },
        gap: 'lg',
        padding: 'lg',
        margin: 'none',
      })}
    >
      {clubs.map((club) => (
        <li key={club.href} className={sprinkles({ display: 'grid' })}>
          {/* Eager: a full-page screenshot must not catch a lazy picture still loading. */}
          <ClubCard {...club} headingLevel={2} imageLoading="eager" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const pictures = within(canvasElement)
      .getAllByRole('article')
      .map((card) => card.querySelector('img')?.getAttribute('src'));
    await expect(pictures).toHaveLength(KEYS.length);
    // Every club its own picture.
    await expect(new Set(pictures).size).toBe(KEYS.length);
  },
};
