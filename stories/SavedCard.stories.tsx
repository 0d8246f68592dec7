import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { SavedCard, type SavedCardProps } from '../design-system/src/components/SavedCard';

// As the engine lists them (Usuarios/ListarTarjetasUsuario): masked numbers, MM/YYYY expiries.
const visa: SavedCardProps = {
  brand: 'visa',
  number: '•••• •••• •••• 4242',
  expiry: { month: 9, year: 2027 },
  holder: 'Ana Pérez García',
  onDelete: fn(),
};

const amex: SavedCardProps = {
  ...visa,
  brand: 'amex',
  number: '•••• •••• •••• 0005',
  expiry: { month: 3, year: 2029 },
  holder: 'Lars Öberg',
};

const oldMastercard: SavedCardProps = {
  ...visa,
  brand: 'mastercard',
  number: '•••• •••• •••• 4444',
  expiry: { month: 1, year: 2025 },
  holder: 'Ana Pérez García',
  expired: true,
};

const meta = {
  title: 'Account/SavedCard',
  component: SavedCard,
  args: visa,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <div style={{ maxWidth: vars.size.dialogWideMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof SavedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visa: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Visa ending in •••• 4242');
    await expect(canvas.getByText('Expires 09/2027')).toBeVisible();
    await expect(canvas.getByText('Ana Pérez García')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete the Visa card ending in 4242' }),
    );
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const AmericanExpress: Story = {
  args: amex,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Delete the American Express card ending in 0005',
      }),
    ).toBeVisible();
  },
};

export const Expired: Story = {
  args: oldMastercard,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired 01/2025')).toBeVisible();
  },
};

export const Deleting: Story = {
  args: { deleting: true, onDelete: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Deleting… the Visa card ending in 4242' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Deleting… the Visa card ending in 4242',
    );
  },
};

/** The private area's list: the site asks for confirmation, then the card is being deleted. */
function CardList() {
  const [deleting, setDeleting] = useState<string | null>(null);
  const cards = [visa, amex, oldMastercard];
  return (
    <section aria-labelledby="saved-cards">
      <h2 id="saved-cards" className={sprinkles({ marginTop: 'none', marginBottom: 'lg' })}>
        <FormattedMessage id="ds.privateAreaNav.cards" />
      </h2>
      <ul
        className={sprinkles({
          display: 'flex',
          flexDirection: 'column',
          gap: 'md',
          padding: 'none',
          margin: 'none',
        })}
      >
        {cards.map((card) => (
          <li key={card.number} className={sprinkles({ display: 'block' })}>
            <SavedCard
              {...card}
              deleting={deleting === card.number}
              onDelete={() => setDeleting(card.number)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const List: Story = {
  render: () => <CardList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const button = canvas.getByRole('button', {
      name: 'Delete the American Express card ending in 0005',
    });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Deleting… the American Express card ending in 0005');
    await expect(button).toHaveFocus();
  },
};

export const ListSpanish: Story = {
  render: () => <CardList />,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tarjetas guardadas' })).toBeVisible();
    await expect(canvas.getByText('Caducó en 01/2025')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Eliminar la tarjeta Visa terminada en 4242' }),
    ).toBeVisible();
  },
};

export const DeletingFrench: Story = {
  ...Deleting,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Suppression… de la carte Visa se terminant par 4242',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ExpiredSwedish: Story = {
  args: oldMastercard,
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gick ut 01/2025')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Ta bort Mastercard-kortet som slutar på 4444' }),
    ).toBeVisible();
  },
};
