import { and, arrayContains, desc, eq, ilike, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { BLOG_MAX_RESULTS } from '@fairway/rules';
import type { Db } from '../db/client.ts';
import { blogPosts } from '../db/schema.ts';

type PostRow = typeof blogPosts.$inferSelect;

function post(row: PostRow, base: string) {
  return {
    kind: 'blogger#post',
    id: row.id,
    blog: { id: row.blogId },
    published: row.published.toISOString(),
    updated: row.published.toISOString(),
    url: `${base}/blog/${row.id}`,
    title: row.title,
    content: row.content,
    author: { displayName: row.author },
    labels: row.labels,
  };
}

function error(code: number, message: string) {
  return { error: { code, message } };
}

/** A Blogger v3-shaped blog API, so the site can point at the real service by configuration. */
export function blogRoutes(db: Db, apiKey: string, baseUrl: () => string): Hono {
  const app = new Hono();
  app.use('/blogger/v3/*', async (c, next) => {
    if (c.req.query('key') !== apiKey)
      return c.json(error(403, 'The API key is missing or not valid.'), 403);
    await next();
  });
  const maxResults = (raw: string | undefined) => {
    const n = Number(raw ?? BLOG_MAX_RESULTS);
    return Number.isInteger(n) && n >= 1 && n <= BLOG_MAX_RESULTS ? n : null;
  };

  app.get('/blogger/v3/blogs/:blogId/posts/search', async (c) => {
    const q = (c.req.query('q') ?? '').trim().slice(0, 200);
    if (!q) return c.json(error(400, 'Required parameter: q'), 400);
    const like = `%${q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    const found = await db
      .select()
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.blogId, c.req.param('blogId')),
          or(ilike(blogPosts.title, like), ilike(blogPosts.content, like)),
        ),
      )
      .orderBy(desc(blogPosts.published));
    return c.json({ kind: 'blogger#postList', items: found.map((p) => post(p, baseUrl())) });
  });

  app.get('/blogger/v3/blogs/:blogId/posts/:postId', async (c) => {
    const [found] = await db
      .select()
      .from(blogPosts)
      .where(
        and(eq(blogPosts.blogId, c.req.param('blogId')), eq(blogPosts.id, c.req.param('postId'))),
      );
    if (!found) return c.json(error(404, 'Not Found'), 404);
    return c.json(post(found, baseUrl()));
  });

  app.get('/blogger/v3/blogs/:blogId/posts', async (c) => {
    const limit = maxResults(c.req.query('maxResults'));
    if (limit === null)
      return c.json(error(400, `maxResults must be between 1 and ${BLOG_MAX_RESULTS}`), 400);
    const labels = (c.req.query('labels') ?? '')
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
    const where = labels.length
      ? and(eq(blogPosts.blogId, c.req.param('blogId')), arrayContains(blogPosts.labels, labels))
      : eq(blogPosts.blogId, c.req.param('blogId'));
    const found = await db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.published))
      .limit(limit);
    return c.json({ kind: 'blogger#postList', items: found.map((p) => post(p, baseUrl())) });
  });
  return app;
}
