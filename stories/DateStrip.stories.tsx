import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import {
  DateStrip,
  DATE_STRIP_DAYS,
  type DateStripProps,
} from '../design-system/src/components/DateStrip';
import { addDays } from '@fairway/rules';

/** Keeps the window and the chosen day, as the club page would. */
function DateStripStory({
  startDate,
  selectedDate,
  onSelect,
  onPrevious,
  onNext,
  ...props
}: DateStripProps) {
  const [start, setStart] = useState(startDate);
  const [selected, setSelected] = useState(selectedDate);
  return (
    <DateStrip
      {...props}
      startDate={start}
      selectedDate={selected}
      onSelect={(date) => {
        setSelected(date);
        onSelect(date);
      }}
      onPrevious={
        onPrevious &&
        (() => {
          setStart((current) => addDays(current, -DATE_STRIP_DAYS));
          onPrevious();
        })
      }
      onNext={
        onNext &&
        (() => {
          setStart((current) => addDays(current, DATE_STRIP_DAYS));
          onNext();
        })
      }
    />
  );
}

const meta = {
  title: 'Shop/DateStrip',
  component: DateStrip,
  args: {
    startDate: '2026-11-22',
    selectedDate: '2026-11-22',
    minDate: '2026-11-22',
    onSelect: fn(),
    onPrevious: fn(),
    onNext: fn(),
  },
  render: (args) => <DateStripStory {...args} />,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous 7 days' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPrevious).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { pressed: true })).toHaveAccessibleName(
      'Sunday, 22 November 2026',
    );
    const tuesday = canvas.getByRole('button', { name: 'Tuesday, 24 November 2026' });
    await userEvent.click(tuesday);
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-24');
    await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Wednesday, 25 November 2026' })).toHaveFocus();
  },
};

export const AcrossMonthEnd: Story = {
  args: { startDate: '2026-11-28', selectedDate: '2026-12-01' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous 7 days' }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Saturday, 21 November 2026' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next 7 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next 7 days' }));
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    await expect(
      canvas.getByRole('button', { name: 'Friday, 11 December 2026' }),
    ).toBeInTheDocument();
  },
};

export const WithDisabledDates: Story = {
  args: {
    disabledDates: ['2026-11-24', '2026-11-25'],
    maxDate: '2026-11-27',
    selectedDate: '2026-11-23',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Tuesday, 24 November 2026' })).toBeDisabled();
    canvas.getByRole('button', { pressed: true }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Thursday, 26 November 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-26');
  },
};

export const WithoutArrows: Story = {
  args: { onPrevious: undefined, onNext: undefined, selectedDate: '2026-11-25' },
};

export const French: Story = {
  args: { startDate: '2026-09-27', selectedDate: '2026-09-29', minDate: '2026-09-01' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Choisissez une date' })).toBeVisible();
    await expect(canvas.getByRole('button', { pressed: true })).toHaveAccessibleName(
      'mardi 29 septembre 2026',
    );
  },
};

export const Swedish: Story = {
  args: { startDate: '2026-12-27', selectedDate: '2027-01-01', minDate: '2026-12-01' },
  globals: { locale: 'sv' },
};
