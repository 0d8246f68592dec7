import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { Scorecard, type ScorecardHole } from '../design-system/src/components/Scorecard';

/** [par, white metres] per hole; yellow and red are the forward tees' usual 93 % and 82 %. */
function card(list: readonly (readonly [number, number])[]): ScorecardHole[] {
  return list.map(([par, white], i) => ({
    number: i + 1,
    par,
    metres: { white, yellow: Math.round(white * 0.93), red: Math.round(white * 0.82) },
  }));
}

// A par-72 eighteen: four par 3s and four par 5s, two of each per nine.
const oldCourse = card([
  [4, 362],
  [5, 478],
  [3, 164],
  [4, 391],
  [4, 337],
  [3, 182],
  [5, 502],
  [4, 405],
  [4, 348],
  [4, 372],
  [3, 148],
  [5, 466],
  [4, 318],
  [4, 410],
  [3, 193],
  [5, 521],
  [4, 356],
  [4, 389],
]);

// A pitch and putt: nine short par 3s.
const pitchAndPutt = card([
  [3, 72],
  [3, 58],
  [3, 96],
  [3, 64],
  [3, 105],
  [3, 81],
  [3, 49],
  [3, 88],
  [3, 67],
]);

const meta = {
  title: 'Data/Scorecard',
  component: Scorecard,
  args: {
    caption: <FormattedMessage id="story.scorecard.oldCourse" />,
    holes: oldCourse,
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Scorecard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EighteenHoles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Old Course/ });
    await expect(within(table).getByRole('rowheader', { name: 'Out' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'In' })).toBeVisible();
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    await expect(total).toHaveTextContent(/^Total72/);
  },
};

export const NineHolePitchAndPutt: Story = {
  args: {
    caption: <FormattedMessage id="story.scorecard.pitchAndPutt" />,
    holes: pitchAndPutt,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('rowheader', { name: 'Out' })).toBeNull();
    const total = canvas.getByRole('rowheader', { name: 'Total' }).closest('tr');
    await expect(total).toHaveTextContent(/^Total27680/);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Hoyo' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Primeros nueve' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Trou' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Aller' })).toBeVisible();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: {
    caption: <FormattedMessage id="story.scorecard.pitchAndPutt" />,
    holes: pitchAndPutt,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Hål' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Totalt' })).toBeVisible();
  },
};
