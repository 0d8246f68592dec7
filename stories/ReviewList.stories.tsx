import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { ReviewList, type ReviewItem } from '../design-system/src/components/ReviewList';

const reviews: ReviewItem[] = [
  {
    id: 11,
    rating: 5,
    text: 'Superb condition from tee to green. The greens were quick and true, and the staff could not have been friendlier.',
    author: 'Sarah T.',
    date: '12 Oct 2026',
    courseName: 'Championship',
    lang: 'en',
  },
  {
    id: 12,
    rating: 4,
    text: 'Well worth the green fee. A couple of bunkers needed raking, otherwise excellent.',
    author: 'James W.',
    date: '3 Oct 2026',
    courseName: 'Championship',
    lang: 'en',
  },
  {
    id: 13,
    rating: 3,
    text: 'Campo correcto, aunque habían pinchado los greens y patear era una lotería.',
    author: 'Marta G.',
    date: '28 Sept 2026',
    courseName: 'Pitch & Putt',
    lang: 'es',
  },
];

const meta = {
  title: 'Club/ReviewList',
  component: ReviewList,
  args: {
    average: 4.3,
    averageText: '4.3',
    count: 23,
    reviews,
    page: 2,
    pages: 5,
    pageHref: (page: number) => `/en/club/la-reserva?opiniones=${page}#reviews`,
    reportAction: '/api/review-report',
    showCourse: true,
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.3 out of 5 from 23 reviews')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Older reviews' })).toHaveAttribute(
      'href',
      '/en/club/la-reserva?opiniones=3#reviews',
    );
    const report = canvas.getByRole('button', { name: 'Report the review by Marta G.' });
    await expect(report.closest('form')).toHaveAttribute('action', '/api/review-report');
  },
};

export const Reported: Story = {
  args: { reportedId: 12, page: 1, pages: 1, count: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you: we will look at this review.',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { average: null, averageText: '', count: 0, reviews: [], page: 1, pages: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet.')).toBeInTheDocument();
  },
};
