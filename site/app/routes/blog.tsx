import { BlogCard } from '@fairway/design-system';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link } from 'react-router';
import type { Route } from './+types/blog';
import { SocialMeta } from '../platform/seo/SeoHead.tsx';
import {
  blogLanguageFor,
  blogPath,
  labelsOf,
  newestFirst,
  paginate,
  postPath,
  requestedPage,
} from '../features/blog/blog.ts';
import { blogMessages } from '../features/blog/messages.ts';
import { blogDeps, blogPosts } from '../features/blog/blog.server.ts';
import { requestContextKey } from '../platform/request/request-context.server.ts';
import type { PageNotice } from '../platform/engine/engine-notice.ts';
import { localePath } from '../platform/locale.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import * as styles from './blog.css.ts';

const messages = defineMessages<{
  filters: NoMessageValues;
  allPosts: NoMessageValues;
  labelled: { label: string };
  empty: NoMessageValues;
  emptyLabel: NoMessageValues;
  pages: NoMessageValues;
  page: { page: number };
  previous: NoMessageValues;
  next: NoMessageValues;
  pageOf: { page: number; pageCount: number };
}>({
  filters: { id: 'site.blog.filters', defaultMessage: 'Filter the posts by label' },
  allPosts: { id: 'site.blog.allPosts', defaultMessage: 'All posts' },
  labelled: { id: 'site.blog.labelled', defaultMessage: 'Posts labelled “{label}”' },
  empty: { id: 'site.blog.empty', defaultMessage: 'There are no posts here yet.' },
  emptyLabel: { id: 'site.blog.emptyLabel', defaultMessage: 'There are no posts with this label.' },
  pages: { id: 'site.blog.pages', defaultMessage: 'Pages of posts' },
  page: { id: 'site.blog.page', defaultMessage: 'Page {page}' },
  previous: { id: 'site.blog.previous', defaultMessage: 'Previous page' },
  next: { id: 'site.blog.next', defaultMessage: 'Next page' },
  pageOf: { id: 'site.blog.pageOf', defaultMessage: 'page {page} of {pageCount}' },
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(requestContextKey)?.locale ?? 'en';
  const url = new URL(request.url);
  const label = url.searchParams.get('label')?.trim() || null;
  const language = blogLanguageFor(locale);
  const deps = blogDeps();
  // The chips need every label of the language; a label's own request finds its older posts too.
  const [all, labelled] = await Promise.all([
    blogPosts(deps, language),
    label ? blogPosts(deps, language, label) : null,
  ]);
  const chosen = labelled ?? all;
  const failed = !all.ok || !chosen.ok;
  const notice: PageNotice = { failed: failed ? ['blog'] : [], relogin: false };
  const shown = paginate(
    chosen.ok ? newestFirst(chosen.data) : [],
    requestedPage(url.searchParams.get('page')),
  );
  return {
    locale,
    language,
    fallback: language !== locale,
    label,
    labels: all.ok ? labelsOf(all.data, locale) : [],
    posts: shown.items.map((post) => ({
      id: post.id,
      title: post.title,
      href: localePath(locale, postPath(post.slug)),
      published: post.published,
      author: post.author,
      excerpt: post.excerpt,
      labels: post.labels,
      language: post.language,
    })),
    page: shown.page,
    pageCount: shown.pageCount,
    failed,
    notice,
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, language, fallback, label, labels, posts, page, pageCount, failed } = loaderData;
  const listHref = (options: { label?: string | null; page?: number }) =>
    localePath(locale, blogPath(options));
  const heading = intl.formatMessage(blogMessages.title);
  const parts = [
    heading,
    ...(label ? [intl.formatMessage(messages.labelled, { label })] : []),
    ...(pageCount > 1 ? [intl.formatMessage(messages.pageOf, { page, pageCount })] : []),
  ];
  const description = intl.formatMessage(blogMessages.intro);
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: parts.join(' · ') })}</title>
      <meta name="description" content={description} />
      <SocialMeta title={heading} description={description} />
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.intro}>{description}</p>
      {fallback ? (
        <p className={styles.note} role="note">
          {intl.formatMessage(blogMessages.fallback, { language })}
        </p>
      ) : null}
      {labels.length > 0 ? (
        <nav aria-label={intl.formatMessage(messages.filters)}>
          <ul className={styles.chips}>
            <li>
              <Link
                className={styles.chip}
                to={listHref({})}
                aria-current={label === null ? 'page' : undefined}
              >
                {intl.formatMessage(messages.allPosts)}
              </Link>
            </li>
            {labels.map((each) => (
              <li key={each}>
                <Link
                  className={styles.chip}
                  to={listHref({ label: each })}
                  aria-current={each === label ? 'page' : undefined}
                >
                  {each}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {label ? (
        <h2 className={styles.heading}>{intl.formatMessage(messages.labelled, { label })}</h2>
      ) : null}
      {failed ? (
        <p className={styles.empty}>{intl.formatMessage(blogMessages.unavailable)}</p>
      ) : posts.length === 0 ? (
        <p className={styles.empty}>
          {intl.formatMessage(label ? messages.emptyLabel : messages.empty)}
        </p>
      ) : (
        <div className={styles.cards}>
          {posts.map((post) => (
            <BlogCard
              key={post.id}
              title={post.title}
              href={post.href}
              published={post.published}
              author={post.author}
              excerpt={post.excerpt}
              labels={post.labels}
              headingLevel={label ? 3 : 2}
              // fr and sv pages list posts in es and en (lib/blog.ts).
              contentLang={post.language === locale ? undefined : post.language}
            />
          ))}
        </div>
      )}
      {pageCount > 1 ? (
        <nav aria-label={intl.formatMessage(messages.pages)}>
          <ul className={styles.pages}>
            {page > 1 ? (
              <li>
                <Link className={styles.pageLink} to={listHref({ label, page: page - 1 })}>
                  {intl.formatMessage(messages.previous)}
                </Link>
              </li>
            ) : null}
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  className={styles.pageLink}
                  to={listHref({ label, page: n })}
                  aria-label={intl.formatMessage(messages.page, { page: n })}
                  aria-current={n === page ? 'page' : undefined}
                >
                  {n}
                </Link>
              </li>
            ))}
            {page < pageCount ? (
              <li>
                <Link className={styles.pageLink} to={listHref({ label, page: page + 1 })}>
                  {intl.formatMessage(messages.next)}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
