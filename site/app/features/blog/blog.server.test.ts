import { BLOG_MAX_RESULTS } from '@fairway/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogBaseUrl, blogPost, blogPosts } from './blog.server.ts';
import type { BlogDeps } from './blog.server.ts';
import { createLruCache } from '../../platform/cache/key-value-store.server.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const UNSAFE = `<p onclick="document.title='clicked'">Summer means <strong>heat</strong>.</p>
<script>document.title='injected'</script>
<h2>Choose the right time</h2><p>Early tee times are the coolest.</p>`;

function apiPost(id: string, labels: string[], extra: Record<string, unknown> = {}) {
  return {
    kind: 'blogger#post',
    id,
    blog: { id: '7301' },
    published: '2026-06-24T06:30:00.000Z',
    updated: '2026-06-24T06:30:00.000Z',
    url: `http://127.0.0.1:4000/blog/${id}`,
    title: 'Summer golf in southern Spain: how to beat the heat',
    content: UNSAFE,
    author: { displayName: 'Fairway Team' },
    labels,
    ...extra,
  };
}

type Answer = Response | Error;

/** The blog API as a list of answers, one per request, and the addresses it was asked. */
function deps(...answers: Answer[]) {
  const asked: URL[] = [];
  const fetchStub = vi.fn<typeof fetch>(async (input) => {
    asked.push(new URL(String(input)));
    const answer = answers.shift() ?? new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const blog: BlogDeps = {
    baseUrl: 'http://blog.test/blogger/v3',
    blogId: '7301',
    apiKey: 'secret-key',
    cache: { cache: createLruCache(), ttlSeconds: 60 },
    fetch: fetchStub,
  };
  return { blog, asked, fetchStub };
}

describe('where the blog is', () => {
  it('is the engine’s own endpoint unless BLOG_API_URL names another', () => {
    expect(blogBaseUrl({ ENGINE_URL: 'http://127.0.0.1:4000', BLOG_API_URL: undefined })).toBe(
      'http://127.0.0.1:4000/blogger/v3',
    );
    expect(
      blogBaseUrl({
        ENGINE_URL: 'http://127.0.0.1:4000',
        BLOG_API_URL: 'https://www.googleapis.com/blogger/v3/',
      }),
    ).toBe('https://www.googleapis.com/blogger/v3');
  });
});

describe('blogPosts', () => {
  it('asks for one language’s posts, at most 499, with the key, and maps them', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { blog, asked } = deps(
      Response.json({
        kind: 'blogger#postList',
        items: [
          apiPost('7301015', ['en', 'tips']),
          // Another language's post under the same label is not this language's.
          apiPost('7301009', ['es', 'tips']),
          apiPost('7301099', ['news']),
        ],
      }),
    );
    const answer = await blogPosts(blog, 'en');
    expect(asked).toHaveLength(1);
    const url = asked[0] as URL;
    expect(url.origin + url.pathname).toBe('http://blog.test/blogger/v3/blogs/7301/posts');
    expect(url.searchParams.get('maxResults')).toBe(String(BLOG_MAX_RESULTS));
    expect(url.searchParams.get('labels')).toBe('en');
    expect(url.searchParams.get('key')).toBe('secret-key');
    expect(answer).toEqual({
      ok: true,
      data: [
        {
          id: '7301015',
          slug: 'summer-golf-in-southern-spain-how-to-beat-the-heat-7301015',
          title: 'Summer golf in southern Spain: how to beat the heat',
          published: '2026-06-24T06:30:00.000Z',
          author: 'Fairway Team',
          language: 'en',
          labels: ['tips'],
          excerpt: 'Summer means heat. Choose the right time Early tee times are the coolest.',
        },
      ],
    });
  });

  it('asks a label’s posts by that label alone, keeping the language’s', async () => {
    const { blog, asked } = deps(
      Response.json({
        items: [apiPost('1', ['es', 'destinos']), apiPost('2', ['en', 'destinos'])],
      }),
    );
    const answer = await blogPosts(blog, 'es', 'destinos');
    expect(asked[0]?.searchParams.get('labels')).toBe('destinos');
    expect(answer.ok && answer.data.map((p) => p.id)).toEqual(['1']);
  });

  it('reads a list without items (Blogger leaves them out) as no posts', async () => {
    const { blog } = deps(Response.json({ kind: 'blogger#postList' }));
    expect(await blogPosts(blog, 'es')).toEqual({ ok: true, data: [] });
  });

  it('keeps a good answer for the next visitor', async () => {
    const { blog, fetchStub } = deps(Response.json({ items: [apiPost('1', ['en'])] }));
    await blogPosts(blog, 'en');
    const again = await blogPosts(blog, 'en');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(again.ok && again.data.map((p) => p.id)).toEqual(['1']);
  });

  it.each([
    ['the network fails', new TypeError('fetch failed')],
    ['the service errs', new Response('oops', { status: 500 })],
    ['the key is refused', Response.json({ error: { code: 403 } }, { status: 403 })],
    ['the answer is not JSON', new Response('<html>', { status: 200 })],
    ['the answer has another shape', Response.json({ items: [{ id: 5 }] })],
    ['a date is no date', Response.json({ items: [apiPost('1', ['en'], { published: 'soon' })] })],
  ])('fails, without keeping anything, when %s', async (_case, first) => {
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { blog, fetchStub } = deps(first, Response.json({ items: [apiPost('1', ['en'])] }));
    expect(await blogPosts(blog, 'en')).toEqual({ ok: false, reason: 'unavailable' });
    // The failure is logged, without the key.
    expect(warn).toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-key');
    const next = await blogPosts(blog, 'en');
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(next.ok).toBe(true);
  });
});

describe('blogPost', () => {
  it('gives the post with its HTML through the sanitizer: no script, no handler', async () => {
    const { blog, asked } = deps(Response.json(apiPost('7301015', ['en', 'tips'])));
    const answer = await blogPost(blog, '7301015');
    expect(asked[0]?.pathname).toBe('/blogger/v3/blogs/7301/posts/7301015');
    expect(asked[0]?.searchParams.get('key')).toBe('secret-key');
    if (!answer.ok || !answer.data) throw new Error('expected the post');
    expect(answer.data.html).not.toMatch(/<script|onclick|injected/);
    expect(answer.data.html).toContain('<p>Summer means <strong>heat</strong>.</p>');
    expect(answer.data.html).toContain('<h2>Choose the right time</h2>');
    expect(answer.data.labels).toEqual(['tips']);
    expect(answer.data.language).toBe('en');
  });

  it('gives no post for an id the service does not know, or one in no language of the blog', async () => {
    const { blog } = deps(
      Response.json({ error: { code: 404 } }, { status: 404 }),
      Response.json(apiPost('8', ['news'])),
    );
    expect(await blogPost(blog, '7')).toEqual({ ok: true, data: null });
    expect(await blogPost(blog, '8')).toEqual({ ok: true, data: null });
  });

  it('fails when the service cannot answer', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { blog } = deps(new Response('down', { status: 503 }), new TypeError('fetch failed'));
    expect(await blogPost(blog, '7')).toEqual({ ok: false, reason: 'unavailable' });
    expect(await blogPost(blog, '7')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
