/**
 * The blog service (docs/product.md#blog: a Blogger v3-shaped API sent with its key): the engine's
 * own endpoint by default, or the real service through BLOG_API_URL, BLOG_API_KEY and BLOG_ID.
 * Every answer is checked with zod and mapped to the view types of blog.ts here, so no page sees
 * the service's shapes. Answers are the same for every visitor, so they are kept in the shared
 * cache (cached.server.ts) per blog, language and label; a failure is never kept.
 */
import { BLOG_MAX_RESULTS } from '@fairway/rules';
import { z } from 'zod';
import { cachedValue } from '../../platform/cache/cached.server.ts';
import type { CacheDeps } from '../../platform/cache/cached.server.ts';
import { cacheDeps } from '../../platform/request/request-context.server.ts';
import { siteEnv } from '../../platform/request/env.server.ts';
import type { SiteEnv } from '../../platform/request/env.server.ts';
import { postLanguage, postSlug, topicLabels } from './blog.ts';
import type { BlogLanguage, BlogPostSummary, BlogPostView } from './blog.ts';
import { sanitizeHtml, summaryText } from '../../platform/rendering/sanitize-html.server.ts';
import { log } from '../../platform/log.server.ts';

export interface BlogDeps {
  /** Up to `/blogger/v3`, without a trailing slash. */
  baseUrl: string;
  blogId: string;
  apiKey: string;
  cache: CacheDeps;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Where the blog is: BLOG_API_URL, else the engine's endpoint at ENGINE_URL. */
export function blogBaseUrl(env: Pick<SiteEnv, 'BLOG_API_URL' | 'ENGINE_URL'>): string {
  return (env.BLOG_API_URL ?? new URL('/blogger/v3', env.ENGINE_URL).href).replace(/\/+$/, '');
}

export function blogDeps(): BlogDeps {
  const env = siteEnv();
  return {
    baseUrl: blogBaseUrl(env),
    blogId: env.BLOG_ID,
    apiKey: env.BLOG_API_KEY,
    // Posts are edited content like the seller's notices: a minute fresh, then served stale.
    cache: cacheDeps('board'),
  };
}

const isoDateTime = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a date');

/** One post as Blogger v3 sends it; only what the shop shows is read. */
const postSchema = z.object({
  id: z.string().min(1),
  published: isoDateTime,
  title: z.string(),
  // A list asked with fetchBodies=false has no content; the shop always asks for it.
  content: z.string().default(''),
  author: z.object({ displayName: z.string().default('') }).optional(),
  labels: z.array(z.string()).default([]),
});

/** Blogger leaves `items` out of an empty list. */
const listSchema = z.object({ items: z.array(postSchema).default([]) });

type ApiPost = z.infer<typeof postSchema>;

const summarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  published: z.string(),
  author: z.string(),
  language: z.enum(['en', 'es']),
  labels: z.array(z.string()),
  excerpt: z.string(),
});

const viewSchema = summarySchema.extend({ html: z.string() });

/** The post in the shop's terms; null for a post in no language the blog is written in. */
export function toSummary(post: ApiPost): BlogPostSummary | null {
  const language = postLanguage(post.labels);
  if (!language) return null;
  return {
    id: post.id,
    slug: postSlug(post.title, post.id),
    title: post.title.trim(),
    published: post.published,
    author: post.author?.displayName.trim() ?? '',
    language,
    labels: topicLabels(post.labels),
    excerpt: summaryText(post.content),
  };
}

export function toView(post: ApiPost): BlogPostView | null {
  const summary = toSummary(post);
  return summary ? { ...summary, html: sanitizeHtml(post.content) } : null;
}

export type BlogFailure = { ok: false; reason: 'unavailable' };
export type BlogResult<T> = { ok: true; data: T } | BlogFailure;

type Answer = { status: 'ok'; json: unknown } | { status: 'missing' } | { status: 'failed' };

function warn(msg: string, detail: Record<string, unknown>) {
  log().warn({ source: 'blog', ...detail }, msg);
}

/** GET a path of the blog API with its key; 'missing' for a 404, 'failed' for any other fault. */
async function get(deps: BlogDeps, path: string, query: Record<string, string>): Promise<Answer> {
  const url = new URL(`${deps.baseUrl}/blogs/${encodeURIComponent(deps.blogId)}${path}`);
  for (const [name, value] of Object.entries({ ...query, key: deps.apiKey }))
    url.searchParams.set(name, value);
  // The key stays out of the logs.
  const shown = `${url.pathname}?${new URLSearchParams(query).toString()}`;
  try {
    const response = await (deps.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
    });
    if (response.status === 404) return { status: 'missing' };
    if (!response.ok) {
      warn('blog answered an error', { url: shown, status: response.status });
      return { status: 'failed' };
    }
    return { status: 'ok', json: await response.json() };
  } catch (error) {
    warn('blog could not be read', { url: shown, err: String(error) });
    return { status: 'failed' };
  }
}

function parsed<T>(schema: z.ZodType<T>, json: unknown, what: string): T | null {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  warn('blog answer not understood', { what, issues: result.error.issues.slice(0, 3) });
  return null;
}

/**
 * The posts of a language, newest first, at most BLOG_MAX_RESULTS (docs/product.md#constants) in
 * one request; with a label, that label's posts of the language. Each request names one label only,
 * the language's or the topic's, so the answer is the same whether the service reads several labels
 * as 'all of' or 'any of'; the language is then checked here.
 */
export async function blogPosts(
  deps: BlogDeps,
  language: BlogLanguage,
  label: string | null = null,
): Promise<BlogResult<BlogPostSummary[]>> {
  const key = `blog:v1:${deps.baseUrl}:${deps.blogId}:list:${language}:${label ?? ''}`;
  const posts = await cachedValue(deps.cache, key, z.array(summarySchema), async () => {
    const answer = await get(deps, '/posts', {
      maxResults: String(BLOG_MAX_RESULTS),
      labels: label ?? language,
    });
    if (answer.status !== 'ok') return null;
    const list = parsed(listSchema, answer.json, 'posts');
    if (!list) return null;
    return list.items
      .map(toSummary)
      .filter((post): post is BlogPostSummary => post?.language === language);
  });
  return posts ? { ok: true, data: posts } : { ok: false, reason: 'unavailable' };
}

/** One post by id: null when the service has none by that id. */
export async function blogPost(
  deps: BlogDeps,
  id: string,
): Promise<BlogResult<BlogPostView | null>> {
  const key = `blog:v1:${deps.baseUrl}:${deps.blogId}:post:${id}`;
  // Set by this request's own load: an unknown post is not kept, but it is not a failure.
  const seen: { missing?: boolean } = {};
  const post = await cachedValue(deps.cache, key, viewSchema, async () => {
    const answer = await get(deps, `/posts/${encodeURIComponent(id)}`, {});
    if (answer.status === 'missing') seen.missing = true;
    if (answer.status !== 'ok') return null;
    const found = parsed(postSchema, answer.json, 'post');
    if (!found) return null;
    const view = toView(found);
    // A post in no language of the blog is not one the shop shows.
    if (!view) seen.missing = true;
    return view;
  });
  if (post) return { ok: true, data: post };
  return seen.missing ? { ok: true, data: null } : { ok: false, reason: 'unavailable' };
}
