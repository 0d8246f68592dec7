// @vitest-environment jsdom
import type { Locale } from '@fairway/rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../platform/rendering/ErrorPage.tsx';
import { messagesFor } from '../i18n/messages.ts';
import { routeContext, thrownResponse } from '../testing/route-test-engine.ts';
import BlogPost, { loader as postLoader } from './blog-post.tsx';
import Blog, { loader as listLoader } from './blog.tsx';
import LocaleLayout from './locale-layout.tsx';

type Answer = () => Response | Promise<Response>;

let answer: Answer = () => Promise.reject(new TypeError('fetch failed'));
const asked: URL[] = [];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      asked.push(new URL(String(input)));
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  asked.length = 0;
});

function post(id: string, title: string, labels: string[], published: string) {
  return {
    id,
    title,
    published,
    content: `<p>${title} opens here.</p><script>alert(1)</script>`,
    author: { displayName: 'James Whitfield' },
    labels,
  };
}

// Fourteen English posts: three pages of six; the cache keeps them for the file's later tests.
const ENGLISH = Array.from({ length: 14 }, (_, i) =>
  post(
    String(9000 + i),
    `Course guide number ${i + 1}`,
    i % 2 === 0 ? ['en', 'tips'] : ['en', 'destinations'],
    `2026-${String(12 - Math.floor(i / 2)).padStart(2, '0')}-${String(20 - i).padStart(2, '0')}T10:00:00.000Z`,
  ),
);

function renderAt(path: string, locale: Locale) {
  const context = routeContext({ locale });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      ErrorBoundary: () => <ErrorPage status={404} />,
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          loader: () => ({ locale, year: 2026 }),
          children: [
            {
              path: 'blog',
              Component: Blog,
              loader: ({ request, params }) =>
                listLoader({ request, params, context } as unknown as Parameters<
                  typeof listLoader
                >[0]),
            },
            {
              path: 'blog/:titulo',
              Component: BlogPost,
              loader: ({ request, params }) =>
                postLoader({ request, params, context } as unknown as Parameters<
                  typeof postLoader
                >[0]),
            },
          ],
        },
      ],
    },
  ]);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <Stub initialEntries={[path]} />
      </IntlProvider>
    </SWRConfig>,
  );
}

describe('the blog when its service fails', () => {
  it.each([
    ['the network is down', () => Promise.reject(new TypeError('fetch failed'))],
    ['it answers 500', () => new Response('oops', { status: 500 })],
    ['it answers something that is not JSON', () => new Response('<html>', { status: 200 })],
  ] as const)('still shows the list page with the red alert in Spanish when %s', async (_c, a) => {
    answer = a;
    renderAt('/es/blog', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog de viajes de golf' }),
    ).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Se ha producido un error al cargar el blog',
    );
    expect(screen.getByText(/Ahora mismo no se puede leer el blog/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(asked.some((url) => url.pathname.endsWith('/blogs/7301/posts'))).toBe(true);
  });

  it('keeps the French visitor’s note on the posts’ language beside the French alert', async () => {
    answer = () => Response.json({ items: 'none' });
    renderAt('/fr/blog', 'fr');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Une erreur s’est produite lors du chargement du blog',
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Notre blog n’est pas encore écrit en français : voici nos articles en espagnol.',
    );
  });

  it('shows a post’s page with the alert, not an error page, when the post cannot be read', async () => {
    answer = () => new Response('down', { status: 503 });
    renderAt('/es/blog/costa-del-sol-7301001', 'es');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Se ha producido un error al cargar el blog',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blog de viajes de golf' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Todos los artículos del blog' }).getAttribute('href'),
    ).toBe('/es/blog');
  });

  it('answers 404 for an address without a post id, asking the service nothing', async () => {
    renderAt('/es/blog/sin-numero', 'es');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada (Error 404)' }),
    ).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('answers 404 for a post the service does not know', async () => {
    answer = () => Response.json({ error: { code: 404 } }, { status: 404 });
    renderAt('/en/blog/nothing-here-404404', 'en');
    expect(await screen.findByRole('heading', { name: 'Page not found (Error 404)' })).toBeTruthy();
  });
});

describe('the blog when its service answers', () => {
  it('lists six posts a page, newest first, with label filters and page links', async () => {
    answer = () => Response.json({ items: ENGLISH });
    renderAt('/en/blog?page=2', 'en');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      ENGLISH.slice(6, 12).map((p) => p.title),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    const filters = screen.getByRole('navigation', { name: 'Filter the posts by label' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/en/blog', '/en/blog?label=destinations', '/en/blog?label=tips']);
    const pages = screen.getByRole('navigation', { name: 'Pages of posts' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/en/blog?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/en/blog',
    );
    // The nav bar links the blog in English, marked as the current page (in the bar, and in its
    // 'More' menu, which the phone's width shows instead).
    const blogLinks = screen.getAllByRole('link', { name: 'Blog' });
    expect(blogLinks.map((link) => link.getAttribute('aria-current'))).toEqual(
      blogLinks.map(() => 'page'),
    );
  });

  it('gives Swedish visitors the English posts with a note, and no nav link', async () => {
    answer = () => Response.json({ items: ENGLISH });
    renderAt('/sv/blog', 'sv');
    expect((await screen.findAllByRole('article')).length).toBe(6);
    expect(screen.getByRole('note').textContent).toBe(
      'Vår blogg finns ännu inte på svenska, så här är våra inlägg på engelska.',
    );
    expect(screen.queryByRole('link', { name: /^Blogg?$/ })).toBeNull();
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('heading').getAttribute('lang')).toBe('en');
  });

  it('opens a post sanitized, with its labels linking to the filtered list', async () => {
    const one = ENGLISH[0] as (typeof ENGLISH)[number];
    answer = () => Response.json(one);
    const { container } = renderAt(`/en/blog/course-guide-number-1-${one.id}`, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course guide number 1' }),
    ).toBeTruthy();
    expect(screen.getByText('Course guide number 1 opens here.')).toBeTruthy();
    expect(container.querySelector('main script')).toBeNull();
    expect(screen.getByRole('link', { name: 'tips' }).getAttribute('href')).toBe(
      '/en/blog?label=tips',
    );
    expect(screen.getByText('20 December 2026').parentElement?.textContent).toBe(
      '20 December 2026 · by James Whitfield',
    );
  });

  it('sends an old or mistyped title to the post’s one address, keeping the language', async () => {
    const one = ENGLISH[1] as (typeof ENGLISH)[number];
    answer = () => Response.json(one);
    const response = await thrownResponse(() =>
      postLoader({
        request: new Request(`http://shop.test/sv/blog/old-title-${one.id}?utm=x`),
        params: { lang: 'sv', titulo: `old-title-${one.id}` },
        context: routeContext({ locale: 'sv' }),
      } as unknown as Parameters<typeof postLoader>[0]),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/sv/blog/course-guide-number-2-${one.id}?utm=x`);
  });
});
