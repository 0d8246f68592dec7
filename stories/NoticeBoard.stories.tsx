import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { NoticeBoard, type Notice } from '../design-system/src/components/NoticeBoard';

// The seller's notices are content: they come in the golfer's language, as the engine sends them.
const ENGLISH: Notice[] = [
  {
    id: '1',
    title: 'Winter season is open',
    text: 'Tee sheets for the winter season are open at clubs on the Costa del Sol, in the Algarve and in the Canary Islands. Book early for February and March, the busiest months.',
  },
  {
    id: '2',
    title: 'Twilight rates now available',
    text: "Selected clubs offer reduced green fees for late-afternoon tee times. Look for the twilight rate on the club's tee sheet.",
  },
];

const meta = {
  title: 'Home/NoticeBoard',
  component: NoticeBoard,
  args: { notices: ENGLISH, onDismiss: fn() },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoNotices: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const board = canvas.getByRole('region', { name: 'Notices' });
    await expect(within(board).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const dismiss = canvas.getByRole('button', { name: 'Dismiss the notices' });
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    // The site removes the board; here it stays, drawn at rest.
    dismiss.blur();
  },
};

export const OneNotice: Story = {
  args: { notices: ENGLISH.slice(0, 1) },
};

export const Spanish: Story = {
  args: {
    notices: [
      {
        id: '1',
        title: 'La temporada de invierno ya está abierta',
        text: 'Las hojas de salidas de la temporada de invierno ya están abiertas en los clubes de la Costa del Sol, el Algarve y las Islas Canarias.',
      },
    ],
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Avisos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar los avisos' })).toBeVisible();
  },
};

export const French: Story = {
  args: {
    notices: [
      {
        id: '3',
        title: 'Vérifiez le délai d’annulation',
        text: 'Chaque club fixe jusqu’à combien d’heures avant le départ vous pouvez annuler en ligne.',
      },
    ],
  },
  globals: { locale: 'fr' },
};

export const Swedish: Story = {
  args: {
    notices: [
      {
        id: '1',
        title: 'Vintersäsongen är öppen',
        text: 'Startlistorna för vintersäsongen är öppna på klubbar längs Costa del Sol, i Algarve och på Kanarieöarna.',
      },
      {
        id: '2',
        title: 'Nu finns eftermiddagspriser',
        text: 'Utvalda klubbar erbjuder rabatterade greenfees för starttider sent på eftermiddagen.',
      },
    ],
  },
  globals: { locale: 'sv' },
};
