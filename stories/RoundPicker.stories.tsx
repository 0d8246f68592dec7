import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { DateStrip } from '../design-system/src/components/DateStrip';
import { RoundPicker, type RoundChoice } from '../design-system/src/components/RoundPicker';

const valderrama: RoundChoice = {
  club: 'Real Club Valderrama',
  course: 'Valderrama',
  date: '2026-11-22',
  time: '09:30',
};

const cortesin: RoundChoice = {
  club: 'Finca Cortesin',
  course: 'Finca Cortesin',
  date: '2026-11-24',
  time: '14:10',
};

const sotogrande: RoundChoice = {
  club: 'La Reserva Club Sotogrande',
  course: 'La Reserva',
  date: '2026-11-27',
  time: '08:50',
};

/** Stands in for the site's chooser of the current round (a date strip, then tee times). */
const chooser = (startDate: string) => (
  <DateStrip startDate={startDate} minDate={startDate} onSelect={fn()} />
);

const meta = {
  title: 'Shop/RoundPicker',
  component: RoundPicker,
  args: { rounds: 3, chosen: [], current: 0, children: chooser('2026-11-22') },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        {/* The picker sits in the pack page's main column, not across the whole canvas. */}
        <div style={{ maxWidth: vars.size.contentMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof RoundPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstRound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Round 1: choose a day and a tee time');
    await expect(
      within(steps[0] as HTMLElement).getByRole('group', { name: 'Choose a date' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
  },
};

const onChange = fn();

export const TwoOfThreeChosen: Story = {
  args: {
    chosen: [valderrama, cortesin, null],
    current: 2,
    onChange,
    children: chooser('2026-11-25'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('22 November 2026, 09:30');
    await expect(steps[1]).toHaveTextContent('Finca Cortesin · Finca Cortesin');
    onChange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Change round 2' }));
    await expect(onChange).toHaveBeenCalledWith(1);
  },
};

export const AllChosen: Story = {
  args: {
    chosen: [valderrama, cortesin, sotogrande],
    current: -1,
    onChange: fn(),
    children: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Change round/ })).toHaveLength(3);
  },
};

export const WithLastDate: Story = {
  args: {
    chosen: [valderrama, null, null],
    current: 1,
    lastDate: '2026-12-21',
    onChange: fn(),
    children: chooser('2026-11-23'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21 December 2026').parentElement).toHaveTextContent(
      'Play every round by 21 December 2026',
    );
  },
};

export const Swedish: Story = {
  args: {
    chosen: [valderrama, null, null],
    current: 1,
    lastDate: '2026-12-21',
    onChange: fn(),
    children: chooser('2026-11-23'),
  },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Runda 2: välj en dag och en starttid')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ändra runda 1' })).toBeVisible();
  },
};
