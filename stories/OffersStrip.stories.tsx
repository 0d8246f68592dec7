import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { OffersStrip, type Offer } from '../design-system/src/components/OffersStrip';

const ENGLISH: Offer[] = [
  {
    id: '4',
    title: 'Free buggy with FAIRWAY10',
    text: 'Enter promocode FAIRWAY10 at checkout to get a free buggy on weekday rounds for two players at participating clubs.',
    promoCode: 'FAIRWAY10',
  },
  {
    id: '5',
    title: 'Book ahead and save 15% in the Algarve',
    text: 'Book your tee time at least 30 days in advance at selected Algarve clubs and save 15% on the green fee.',
    promoCode: null,
  },
  {
    id: '6',
    title: 'Canary Islands winter multipack',
    text: 'Three rounds on three courses in Tenerife within seven days, at a reduced price.',
    promoCode: null,
  },
];

const meta = {
  title: 'Home/OffersStrip',
  component: OffersStrip,
  // Stories never touch the real clipboard: a write that succeeds, unless a story says otherwise.
  args: { offers: ENGLISH, copyText: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OffersStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeOffers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Offers' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    // Only the offer with a code has something to copy.
    await expect(canvas.getAllByRole('button', { name: 'Copy code' })).toHaveLength(1);
    await expect(canvas.getByText('FAIRWAY10', { selector: 'code' })).toBeVisible();
  },
};

export const Copied: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.copyText).toHaveBeenCalledWith('FAIRWAY10');
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Promocode FAIRWAY10 copied to the clipboard',
    );
  },
};

export const CopyRefused: Story = {
  args: { copyText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Could not copy: the code is selected, copy it yourself',
      ),
    );
    // The code is selected for the golfer to copy by hand.
    await expect(window.getSelection()?.toString()).toBe('FAIRWAY10');
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible();
  },
};

export const OneOffer: Story = {
  args: { offers: ENGLISH.slice(0, 1), headingLevel: 3 },
};

export const Spanish: Story = {
  args: {
    offers: [
      {
        id: '4',
        title: 'Buggy gratis con FAIRWAY10',
        text: 'Introduce el código promocional FAIRWAY10 al finalizar la compra y consigue un buggy gratis en salidas entre semana.',
        promoCode: 'FAIRWAY10',
      },
      {
        id: '6',
        title: 'Multipack de invierno en Canarias',
        text: 'Tres rondas en tres campos de Tenerife en un plazo de siete días, a precio reducido.',
      },
    ],
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ofertas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  },
};

export const French: Story = {
  args: {
    offers: [
      {
        id: '4',
        title: 'Voiturette offerte avec FAIRWAY10',
        text: 'Saisissez le code promo FAIRWAY10 lors du paiement pour obtenir une voiturette gratuite sur les parties en semaine.',
        promoCode: 'FAIRWAY10',
      },
    ],
  },
  globals: { locale: 'fr' },
};

export const Swedish: Story = {
  args: {
    offers: [
      {
        id: '4',
        title: 'Gratis golfbil med FAIRWAY10',
        text: 'Ange kampanjkoden FAIRWAY10 i kassan så får du en gratis golfbil vid vardagsrundor för två spelare.',
        promoCode: 'FAIRWAY10',
      },
      {
        id: '5',
        title: 'Boka tidigt och spara 15 % i Algarve',
        text: 'Boka din starttid minst 30 dagar i förväg på utvalda klubbar i Algarve och spara 15 % på greenfeen.',
      },
    ],
  },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kopiera koden' }));
    await expect(await canvas.findByRole('button', { name: 'Kopierad' })).toBeVisible();
  },
};
