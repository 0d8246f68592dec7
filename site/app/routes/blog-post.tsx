import { formatDate } from '@fairway/rules';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';
import { data, redirect } from 'react-router';
import type { Route } from './+types/blog-post';
import { SocialMeta } from '../components/SeoHead.tsx';
import { blogPath, postIdOfSlug } from '../lib/blog.ts';
import type { BlogLanguage } from '../lib/blog.ts';
import { blogMessages } from '../lib/blog-messages.ts';
import { blogDeps, blogPost } from '../lib/blog.server.ts';
import { requestContextKey } from '../lib/contexts.ts';
import type { PageNotice } from '../lib/engine-notice.ts';
import { localePath } from '../lib/locale.ts';
import { pageTitle } from '../lib/page-title.ts';
import * as styles from './blog.css.ts';

const messages = defineMessages<{
  back: NoMessageValues;
  byline: { date: MessageValue; author: string };
  postLanguage: { language: BlogLanguage };
}>({
  back: { id: 'site.blog.back', defaultMessage: 'All blog posts' },
  byline: { id: 'site.blog.byline', defaultMessage: '{date} · by {author}' },
  postLanguage: {
    id: 'site.blog.postLanguage',
    defaultMessage:
      '{language, select, es {This post is written in Spanish.} other {This post is written in English.}}',
  },
});

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.get(requestContextKey)?.locale ?? 'en';
  const slug = params.titulo;
  const id = postIdOfSlug(slug);
  if (!id) throw data(null, { status: 404 });
  const found = await blogPost(blogDeps(), id);
  if (found.ok && found.data === null) throw data(null, { status: 404 });
  if (found.ok && found.data && found.data.slug !== slug) {
    // The title changed, or the address was mistyped before the id: one address per post.
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/[^/]*$/, found.data.slug)}${url.search}`, 301);
  }
  const notice: PageNotice = { failed: found.ok ? [] : ['blog'], relogin: false };
  return { locale, post: found.ok ? found.data : null, notice };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, post } = loaderData;
  const back = (
    <a className={styles.back} href={localePath(locale, blogPath())}>
      {intl.formatMessage(messages.back)}
    </a>
  );
  if (!post) {
    const heading = intl.formatMessage(blogMessages.title);
    return (
      <div className={styles.article}>
        <title>{intl.formatMessage(pageTitle, { title: heading })}</title>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.empty}>{intl.formatMessage(blogMessages.unavailable)}</p>
        <p>{back}</p>
      </div>
    );
  }
  const date = (
    <time dateTime={post.published.slice(0, 10)}>{formatDate(post.published, locale, 'long')}</time>
  );
  const foreign = post.language !== locale;
  return (
    <div className={styles.article}>
      <title>{intl.formatMessage(pageTitle, { title: post.title })}</title>
      <meta name="description" content={post.excerpt} />
      <SocialMeta title={post.title} description={post.excerpt} type="website" />
      <p>{back}</p>
      {foreign ? (
        <p className={styles.note} role="note">
          {intl.formatMessage(messages.postLanguage, { language: post.language })}
        </p>
      ) : null}
      <article className={styles.article} aria-labelledby="post-title">
        <h1 id="post-title" className={styles.title} lang={foreign ? post.language : undefined}>
          {post.title}
        </h1>
        <p className={styles.byline}>
          {post.author ? (
            <FormattedMessage {...messages.byline} values={{ date, author: post.author }} />
          ) : (
            date
          )}
        </p>
        {/* Passed through the one sanitizer (lib/sanitize-html.server.ts) in blog.server.ts. */}
        <div
          className={styles.body}
          lang={foreign ? post.language : undefined}
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        {post.labels.length > 0 ? (
          <ul className={styles.chips} aria-label={intl.formatMessage(blogMessages.labels)}>
            {post.labels.map((label) => (
              <li key={label}>
                <a
                  className={styles.chip}
                  href={localePath(locale, blogPath({ label }))}
                  lang={foreign ? post.language : undefined}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </div>
  );
}
