import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, within } from 'storybook/test';
import { vars } from '../design-system/src';
import { Button } from '../design-system/src/components/Button';
import { Spinner, type SpinnerProps } from '../design-system/src/components/Spinner';

/** A page for the full-page spinner to cover, so the screenshot shows the scrim over content. */
function SamplePage(props: SpinnerProps) {
  return (
    <div style={{ minHeight: '100vh', padding: vars.space.xl, background: vars.color.surface }}>
      <h1 style={{ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl }}>
        <FormattedMessage id="story.spinner.pageTitle" />
      </h1>
      <p style={{ maxWidth: vars.size.fieldMax }}>
        <FormattedMessage id="story.spinner.pageText" />
      </p>
      <Spinner {...props} />
    </div>
  );
}

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { visible: true, size: 'page' },
  parameters: { layout: 'fullscreen' },
  render: (args) => <SamplePage {...args} />,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageOverlay: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    // It must cover the viewport and sit above the page, or it blocks nothing.
    const style = getComputedStyle(status);
    await expect(style.position).toBe('fixed');
    await expect(status.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBe(0);
  },
};

export const PageOverlaySpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Inline: Story = {
  args: { size: 'inline' },
  render: (args) => (
    <div style={{ padding: vars.space.lg }}>
      <Button aria-busy="true">
        <Spinner {...args} />
        <FormattedMessage id="story.spinner.paying" />
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    const status = canvas.getByRole('status');
    await expect(button).toContainElement(status);
    await expect(status).toHaveTextContent('Loading…');
    await expect(button).toHaveAccessibleName(/Processing payment/);
  },
};

export const InlineSwedish: Story = {
  ...Inline,
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Laddar…');
  },
};
