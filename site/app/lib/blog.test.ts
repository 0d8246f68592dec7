import { describe, expect, it } from 'vitest';
import {
  blogInNavigation,
  blogLanguageFor,
  blogPath,
  labelsOf,
  newestFirst,
  paginate,
  postIdOfSlug,
  postLanguage,
  postPath,
  postSlug,
  requestedPage,
  topicLabels,
} from './blog.ts';
import type { BlogPostSummary } from './blog.ts';

function summary(overrides: Partial<BlogPostSummary>): BlogPostSummary {
  return {
    id: '1',
    slug: 'a-1',
    title: 'A',
    published: '2026-01-01T10:00:00.000Z',
    author: 'Fairway Team',
    language: 'en',
    labels: [],
    excerpt: '',
    ...overrides,
  };
}

describe('the blog’s languages', () => {
  it('reads each locale its own posts, fr the Spanish ones and sv the English ones', () => {
    expect(blogLanguageFor('en')).toBe('en');
    expect(blogLanguageFor('es')).toBe('es');
    expect(blogLanguageFor('fr')).toBe('es');
    expect(blogLanguageFor('sv')).toBe('en');
  });

  it('links the blog from the nav bar in es and en only (docs/product.md#navigation)', () => {
    expect(blogInNavigation('en')).toBe(true);
    expect(blogInNavigation('es')).toBe(true);
    expect(blogInNavigation('fr')).toBe(false);
    expect(blogInNavigation('sv')).toBe(false);
  });

  it('tells a post’s language from its language label, wherever it stands', () => {
    expect(postLanguage(['es', 'destinos'])).toBe('es');
    expect(postLanguage(['tips', 'en'])).toBe('en');
    // French and Swedish are no language of the blog; no label, no language.
    expect(postLanguage(['fr', 'conseils'])).toBeNull();
    expect(postLanguage(['news'])).toBeNull();
    expect(postLanguage([])).toBeNull();
  });

  it('filters by topic labels only: the language label and blank ones are left out', () => {
    expect(topicLabels(['es', 'destinos', 'consejos'])).toEqual(['destinos', 'consejos']);
    expect(topicLabels(['en', 'sv', ' ', 'news'])).toEqual(['news']);
  });
});

describe('post addresses', () => {
  it('are the title’s slug then the id', () => {
    expect(postSlug('Golf de invierno en Canarias: sol asegurado', '7301002')).toBe(
      'golf-de-invierno-en-canarias-sol-asegurado-7301002',
    );
    expect(postSlug('Travelling with your clubs: a checklist', '7301007')).toBe(
      'travelling-with-your-clubs-a-checklist-7301007',
    );
    expect(postPath('a-b-1')).toBe('/blog/a-b-1');
  });

  it('are the id alone when the title has no letter or digit to keep', () => {
    expect(postSlug('¿¡…!?', '42')).toBe('42');
    expect(postIdOfSlug('42')).toBe('42');
  });

  it('give back the id, whatever the words before it, and nothing for a slug without one', () => {
    expect(postIdOfSlug('golf-de-invierno-en-canarias-7301002')).toBe('7301002');
    expect(postIdOfSlug('an-old-title-7301002')).toBe('7301002');
    expect(postIdOfSlug('top-10-courses-in-2026-99')).toBe('99');
    expect(postIdOfSlug('no-id-here')).toBeNull();
    expect(postIdOfSlug('Upper-Case-1')).toBeNull();
    expect(postIdOfSlug('../etc-1')).toBeNull();
    expect(postIdOfSlug('')).toBeNull();
    expect(postIdOfSlug(`x-${'9'.repeat(31)}`)).toBeNull();
  });

  it('round-trip for every kind of title', () => {
    for (const [title, id] of [
      ['Ya puedes reservar en el Algarve con Fairway', '7301004'],
      ['3 días en el Algarve', '7301999'],
      ['Ørestad & Malmö: golf i Öresund', '12345678901234567890'],
    ] as const)
      expect(postIdOfSlug(postSlug(title, id))).toBe(id);
  });

  it('write the list’s address with its label and page, page 1 left out', () => {
    expect(blogPath()).toBe('/blog');
    expect(blogPath({ page: 1 })).toBe('/blog');
    expect(blogPath({ page: 2 })).toBe('/blog?page=2');
    expect(blogPath({ label: 'destinos' })).toBe('/blog?label=destinos');
    expect(blogPath({ label: 'golf & spa', page: 3 })).toBe('/blog?label=golf+%26+spa&page=3');
    expect(blogPath({ label: null, page: 2 })).toBe('/blog?page=2');
  });
});

describe('paging the list', () => {
  it('reads ?page= as a whole number from 1, anything else as the first page', () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('3')).toBe(3);
    expect(requestedPage('0')).toBe(1);
    expect(requestedPage('-2')).toBe(1);
    expect(requestedPage('2.5')).toBe(1);
    expect(requestedPage('abc')).toBe(1);
    expect(requestedPage('9999999')).toBe(1);
  });

  it('cuts the posts into pages of six, and shows the last page for one beyond it', () => {
    const posts = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(paginate(posts, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3 });
    expect(paginate(posts, 3)).toEqual({ items: [13, 14], page: 3, pageCount: 3 });
    expect(paginate(posts, 40)).toEqual({ items: [13, 14], page: 3, pageCount: 3 });
    expect(paginate(posts, 2, 10)).toEqual({ items: [11, 12, 13, 14], page: 2, pageCount: 2 });
  });

  it('makes an empty list one empty page', () => {
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('the list’s labels and order', () => {
  it('gives each label once, in the reader’s alphabetical order', () => {
    const posts = [
      summary({ labels: ['noticias', 'destinos'] }),
      summary({ labels: ['consejos'] }),
      summary({ labels: ['destinos', 'énfasis'] }),
    ];
    expect(labelsOf(posts, 'es')).toEqual(['consejos', 'destinos', 'énfasis', 'noticias']);
    expect(labelsOf([], 'es')).toEqual([]);
  });

  it('puts the newest post first, comparing instants across offsets', () => {
    const posts = [
      summary({ id: 'old', published: '2026-01-14T09:00:00+01:00' }),
      summary({ id: 'new', published: '2026-03-11T11:00:00+01:00' }),
      // 08:30 in Madrid is before 09:00 in London: offsets, not the written hour, decide.
      summary({ id: 'mid-late', published: '2026-02-01T09:00:00+00:00' }),
      summary({ id: 'mid-early', published: '2026-02-01T09:30:00+01:00' }),
    ];
    expect(newestFirst(posts).map((p) => p.id)).toEqual(['new', 'mid-late', 'mid-early', 'old']);
  });
});
