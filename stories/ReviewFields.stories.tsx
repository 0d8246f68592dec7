import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../design-system/src';
import { ReviewFields } from '../design-system/src/components/ReviewFields';

/** What the site's form would post: the story's form hands it here instead. */
const submitted = fn();

const meta = {
  title: 'Account/ReviewFields',
  component: ReviewFields,
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'lg' })}>
        {/* The site's own form around the design system's fields. */}
        <form
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitted(Object.fromEntries(new FormData(event.currentTarget)));
          }}
        >
          <Story />
        </form>
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('radio', { name: /4 stars/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your review' }),
      'Fast greens and a friendly starter.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    await expect(submitted).toHaveBeenCalledWith({
      rating: '4',
      text: 'Fast greens and a friendly starter.',
    });
  },
};

export const Refused: Story = {
  args: {
    rating: 2,
    text: 'Bad <b>',
    textError: 'Write plain text, without HTML tags or codes such as &lt;',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /2 stars/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
