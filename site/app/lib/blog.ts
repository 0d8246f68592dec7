/**
 * The blog's rules and view types (docs/decisions/0016): which language of posts each locale
 * reads, how a post's language is told from its labels, its address, and how the list is paged.
 * Pure and shared by loaders and components; the Blogger API's own shapes stop in
 * blog.server.ts, which maps them to the types below.
 */
import { isLocale, slugify } from '@fairway/rules';
import type { Locale } from '@fairway/rules';

/** The languages the blog is written in. */
export const BLOG_LANGUAGES = ['en', 'es'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

/**
 * The posts each locale reads: its own where the blog is written in it, else the nearest
 * language its readers are likely to read: Spanish for French (both Romance languages, and
 * the posts are about Spain), English for Swedish (Germanic, and English is widely read in
 * Sweden).
 */
const BLOG_LANGUAGE_OF: Record<Locale, BlogLanguage> = { en: 'en', es: 'es', fr: 'es', sv: 'en' };

export function blogLanguageFor(locale: Locale): BlogLanguage {
  return BLOG_LANGUAGE_OF[locale];
}

/** docs/product.md#navigation: the nav bar links the blog only when the language is es or en. */
export function blogInNavigation(locale: Locale): boolean {
  return blogLanguageFor(locale) === locale;
}

function isBlogLanguage(value: string): value is BlogLanguage {
  return (BLOG_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The Blogger API has no language field: a post says its language with a label that is the
 * language code ('es', 'en'). Null for a post with none, which no locale lists.
 */
export function postLanguage(labels: readonly string[]): BlogLanguage | null {
  return labels.find(isBlogLanguage) ?? null;
}

/** The labels a reader filters by: the language label (and any locale code) is left out. */
export function topicLabels(labels: readonly string[]): string[] {
  return labels.filter((label) => !isLocale(label) && label.trim() !== '');
}

/** A post as the list shows it. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  /** ISO date-time. */
  published: string;
  /** Empty when the service names no author. */
  author: string;
  language: BlogLanguage;
  /** Topic labels only. */
  labels: string[];
  /** The opening words as plain text. */
  excerpt: string;
}

/** A post as its own page shows it. */
export interface BlogPostView extends BlogPostSummary {
  /** Sanitized HTML (sanitize-html.server.ts). */
  html: string;
}

/**
 * A post's address: its title's slug (docs/product.md#formats, the clubs' slugify) then its id,
 * 'costa-del-sol-guide-7301001'. The id finds the post with one call to the API, whatever the
 * title has become; the title makes the address readable.
 */
export function postSlug(title: string, id: string): string {
  const words = slugify(title);
  return words ? `${words}-${id}` : id;
}

/** The post id at the end of a slug; null when there is none. */
export function postIdOfSlug(slug: string): string | null {
  return /^(?:[a-z0-9-]*-)?(\d{1,30})$/.exec(slug)?.[1] ?? null;
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** The list's address, with a label filter and a page, both optional; page 1 is left out. */
export function blogPath({ label, page }: { label?: string | null; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (label) query.set('label', label);
  if (page !== undefined && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/blog?${text}` : '/blog';
}

/** Posts per page of the list: two rows of three cards on a wide screen. */
export const BLOG_PAGE_SIZE = 6;

/**
 * The page asked for in `?page=`: anything but a whole number from 1 (absent, 'abc', '0',
 * '2.5') reads as the first page, so a mistyped address still shows the blog.
 */
export function requestedPage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export interface BlogPage<T> {
  items: T[];
  /** The page shown: the one asked for, or the last one when it asked beyond the end. */
  page: number;
  /** At least 1, so an empty list is one empty page. */
  pageCount: number;
}

export function paginate<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): BlogPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((shown - 1) * size, shown * size), page: shown, pageCount };
}

/** Every topic label of the posts once, in the reader's alphabetical order. */
export function labelsOf(posts: readonly BlogPostSummary[], locale: Locale): string[] {
  const labels = new Set(posts.flatMap((post) => post.labels));
  return [...labels].sort((a, b) => a.localeCompare(b, locale));
}

/** Newest first, as the service lists them; sorted again so a label's list agrees with it. */
export function newestFirst(posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  return [...posts].sort((a, b) => Date.parse(b.published) - Date.parse(a.published));
}
