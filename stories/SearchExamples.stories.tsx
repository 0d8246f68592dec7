import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { SearchExamples } from '../design-system/src/components/SearchExamples';

const meta = {
  title: 'Home/SearchExamples',
  component: SearchExamples,
  args: {
    examples: [
      { label: 'Real Club Valderrama', href: '/en/club/real-club-valderrama?idVP=12&rec=21' },
      { label: 'Algarve', href: '/en/region/algarve?idReg=11' },
      { label: 'Marbella', href: '/en/region/marbella?municipio=marbella&idMun=1' },
    ],
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchExamples>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClubRegionAndTown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Try Real Club Valderrama, Algarve or Marbella',
    );
    await expect(canvas.getByRole('link', { name: 'Algarve' })).toHaveAttribute(
      'href',
      '/en/region/algarve?idReg=11',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const TwoExamples: Story = {
  args: {
    examples: [
      { label: 'Canary Islands', href: '/en/region/canary-islands?idReg=8' },
      { label: 'Adeje', href: '/en/region/adeje?municipio=adeje&idMun=40' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Try Canary Islands or Adeje');
  },
};

export const Spanish: Story = {
  args: {
    examples: [
      { label: 'Real Club Valderrama', href: '/es/club/real-club-valderrama?idVP=12&rec=21' },
      { label: 'Islas Canarias', href: '/es/region/islas-canarias?idReg=8' },
      { label: 'Marbella', href: '/es/region/marbella?municipio=marbella&idMun=1' },
    ],
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Prueba con Real Club Valderrama, Islas Canarias o Marbella',
    );
  },
};

export const French: Story = {
  args: {
    examples: [
      { label: 'Quinta do Lago', href: '/fr/club/quinta-do-lago?idVP=40&rec=61' },
      { label: 'Andalousie', href: '/fr/region/andalousie?idReg=3' },
      { label: 'Séville', href: '/fr/region/seville?municipio=seville&idMun=12' },
    ],
  },
  globals: { locale: 'fr' },
};

export const Swedish: Story = {
  args: {
    examples: [
      { label: 'Abama Golf', href: '/sv/club/abama-golf?idVP=50&rec=70' },
      { label: 'Kanarieöarna', href: '/sv/region/kanarieoarna?idReg=8' },
      { label: 'Sevilla', href: '/sv/region/sevilla?municipio=sevilla&idMun=12' },
    ],
  },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Prova Abama Golf, Kanarieöarna eller Sevilla',
    );
  },
};
