import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, within } from 'storybook/test';
import { sprinkles, vars } from '../design-system/src';
import { BlogCard, type BlogCardProps } from '../design-system/src/components/BlogCard';

// Posts as the blog service writes them: their words are content, in the post's own language.
const algarve: BlogCardProps = {
  title: 'Algarve course guide: from Vilamoura to Lagos',
  href: '/en/blog/algarve-course-guide-from-vilamoura-to-lagos-7301005',
  published: '2026-01-21T10:00:00.000Z',
  author: 'James Whitfield',
  excerpt:
    'The Algarve packs more than thirty courses into a short stretch of Portugal’s southern coast, most of them within forty minutes of Faro airport.',
  labels: ['destinations'],
};

const costaDelSol: BlogCardProps = {
  title: 'Costa del Sol: guía para tu primer viaje de golf',
  href: '/es/blog/costa-del-sol-guia-para-tu-primer-viaje-de-golf-7301001',
  published: '2026-01-14T08:00:00.000Z',
  author: 'Lucía Moreno',
  excerpt:
    'Con decenas de campos entre Málaga y Sotogrande, la Costa del Sol se ha ganado el apodo de «Costa del Golf». Su clima suave permite jugar en cualquier estación.',
  labels: ['destinos'],
};

const canarias: BlogCardProps = {
  title: 'Golf de invierno en Canarias: sol asegurado de noviembre a marzo',
  href: '/es/blog/golf-de-invierno-en-canarias-sol-asegurado-de-noviembre-a-marzo-7301002',
  published: '2026-01-28T10:00:00.000Z',
  author: 'Lucía Moreno',
  excerpt:
    'Cuando el frío aprieta en el norte de Europa, Tenerife y Gran Canaria ofrecen campos con vistas al Atlántico y temperaturas de primavera.',
  labels: ['destinos', 'consejos'],
};

const buggy: BlogCardProps = {
  title: 'Normas de buggy: lo que debes saber antes de salir al campo',
  href: '/es/blog/normas-de-buggy-lo-que-debes-saber-antes-de-salir-al-campo-7301003',
  published: '2026-02-11T08:00:00.000Z',
  author: 'Equipo Fairway',
  excerpt: 'El buggy ahorra piernas en los campos de montaña, pero cada club tiene sus normas.',
  labels: ['consejos'],
};

const meta = {
  title: 'Shop/BlogCard',
  component: BlogCard,
  args: algarve,
  decorators: [
    (Story, { parameters }) => (
      <div className={sprinkles({ padding: 'lg' })}>
        {/* A single card is drawn at the width of a list column, not the whole canvas. */}
        <div style={parameters.fullWidth === true ? undefined : { maxWidth: vars.size.fieldMax }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: algarve.title });
    await expect(canvas.getAllByRole('link')).toEqual([link]);
    await expect(link).toHaveAttribute('href', algarve.href);
    await expect(canvas.getByText('21 January 2026')).toHaveAttribute('datetime', '2026-01-21');
    await expect(canvas.getByRole('list', { name: 'Labels' })).toHaveTextContent('destinations');
  },
};

export const Spanish: Story = {
  args: costaDelSol,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14 de enero de 2026').parentElement).toHaveTextContent(
      '14 de enero de 2026 · por Lucía Moreno',
    );
    await expect(canvas.getByRole('list', { name: 'Etiquetas' })).toBeVisible();
  },
};

/** The French blog lists the Spanish posts: the post's words are marked as Spanish. */
export const FrenchReadingSpanish: Story = {
  args: { ...canarias, contentLang: 'es' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: canarias.title })).toHaveAttribute(
      'lang',
      'es',
    );
    await expect(canvas.getByText('28 janvier 2026').parentElement).toHaveTextContent(
      '28 janvier 2026 · par Lucía Moreno',
    );
  },
};

/** The Swedish blog lists the English posts. */
export const SwedishReadingEnglish: Story = {
  args: { ...algarve, labels: ['destinations', 'tips'], contentLang: 'en' },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('21 januari 2026').parentElement,
    ).toHaveTextContent('21 januari 2026 · av James Whitfield');
  },
};

export const WithoutAuthorOrLabels: Story = {
  args: {
    title: 'Twilight rates arrive on the Costa del Sol',
    href: '/en/blog/twilight-rates-arrive-on-the-costa-del-sol-7301008',
    published: '2026-03-11T10:00:00.000Z',
    author: '',
    excerpt: 'From this month, several clubs on the Costa del Sol sell twilight tee times.',
    labels: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11 March 2026').parentElement).toHaveTextContent(
      /^11 March 2026$/,
    );
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The blog page: cards of different lengths in a row, labels lined up at the bottom. */
export const Grid: Story = {
  parameters: { fullWidth: true },
  globals: { locale: 'es' },
  render: () => (
    <section aria-labelledby="blog-posts">
      <h2 id="blog-posts" className={sprinkles({ marginTop: 'none', marginBottom: 'lg' })}>
        <FormattedMessage id="story.blogCard.latest" />
      </h2>
      <div
        className={sprinkles({
          display: 'grid',
          gridTemplateColumns: { mobile: '1', small: '2', tablet: '4' },
          gap: 'lg',
        })}
      >
        {[buggy, canarias, costaDelSol].map((post) => (
          <BlogCard key={post.href} {...post} />
        ))}
      </div>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
