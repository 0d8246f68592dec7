import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { ClubSpotlight } from '../design-system/src/components/ClubSpotlight';

/*
 * Stands in for a club's own picture: an image file's pixels, not a style, so its colours are
 * the picture's and not tokens. Inline, so the story requests nothing from outside.
 */
const samplePhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">' +
    '<rect width="320" height="180" fill="#9fd3e6"/>' +
    '<path d="M0 120C80 100 160 104 240 114S300 110 320 106V180H0Z" fill="#4f9a5a"/>' +
    '<path d="M0 150C100 132 220 136 320 144V180H0Z" fill="#2f6f3c"/>' +
    '<rect x="200" y="92" width="2" height="50" fill="#ffffff"/>' +
    '<path d="M202 92L224 100L202 108Z" fill="#d9452f"/>' +
    '</svg>',
)}`;

const meta = {
  title: 'Home/ClubSpotlight',
  component: ClubSpotlight,
  args: {
    name: 'Real Club Valderrama',
    place: { municipality: 'San Roque', region: 'Cádiz' },
    description:
      'Host of the 1997 Ryder Cup and many Volvo Masters, Valderrama is a cork-oak masterpiece with a legendary 17th hole. Guest times are few.',
    href: '/en/club/real-club-valderrama?idVP=12&rec=21',
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClubSpotlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DrawnCourse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Real Club Valderrama' });
    await expect(canvas.getAllByRole('link')).toEqual([link]);
    await expect(link).toHaveAttribute('href', '/en/club/real-club-valderrama?idVP=12&rec=21');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Real Club Valderrama',
    );
    await expect(canvas.getByText('Discover a club')).toBeVisible();
  },
};

export const WithPhoto: Story = {
  args: { imageSrc: samplePhoto },
};

export const Spanish: Story = {
  args: {
    description:
      'Sede de la Ryder Cup de 1997 y de muchos Volvo Masters, Valderrama es una obra maestra entre alcornoques con un legendario hoyo 17. Hay pocas salidas para visitantes.',
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Descubre un club')).toBeVisible();
  },
};

export const French: Story = {
  args: {
    name: 'Quinta do Lago',
    place: { municipality: 'Loulé', region: 'Algarve' },
    description:
      'Trois parcours au bord de la Ria Formosa, parmi les pins parasols et les lacs, à quelques minutes de la mer.',
    href: '/fr/club/quinta-do-lago?idVP=40&rec=61',
    imageSrc: samplePhoto,
  },
  globals: { locale: 'fr' },
};

export const Swedish: Story = {
  args: {
    description:
      'Värd för Ryder Cup 1997 och många Volvo Masters – Valderrama är ett mästerverk bland korkekarna med ett legendariskt 17:e hål. Gästtiderna är få.',
  },
  globals: { locale: 'sv' },
};
