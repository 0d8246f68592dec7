import { LOCALES } from '@fairway/rules';
import { describe, it, expect } from 'vitest';
import { SEED_BLOG_POSTS, SEED_BOARD_MESSAGES, SEED_TEXTS } from './content-data.ts';
import type { LocalizedText } from './seed-types.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');
const TEXT_KINDS = ['about', 'contact', 'legal', 'privacy', 'terms', 'cookies'] as const;
const TEXT_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'a']);
// The blog type documents a narrower subset than the pages.
const BLOG_TAGS = new Set(['h2', 'p', 'ul', 'li']);
const BLOG_LABELS: Record<'es' | 'en', readonly string[]> = {
  es: ['destinos', 'consejos', 'noticias'],
  en: ['destinations', 'tips', 'news'],
};
/** The one post whose body tests the shop's sanitizer (a script and an inline handler). */
const UNSAFE_POST_ID = '7301015';
const COOKIE_NAMES = [
  'token',
  'tokenExpires',
  'userToken',
  'userTokenExpires',
  'sessionId',
  'vendorId',
  'locale',
  'culture',
  'currency',
  'decimal',
  'cookieConsent',
];

interface Tag {
  name: string;
  attributes: string;
  closing: boolean;
}

function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    tags.push({
      name: (match[2] ?? '').toLowerCase(),
      attributes: (match[3] ?? '').trim(),
      closing: match[1] === '/',
    });
  }
  return tags;
}

/** Lists every way the HTML leaves the allowed subset; empty when it is clean. */
function htmlProblems(html: string, allowed: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const tag of tagsOf(html)) {
    if (!allowed.has(tag.name)) problems.push(`tag <${tag.name}>`);
    if (tag.closing) {
      if (tag.attributes !== '') problems.push(`attributes on </${tag.name}>`);
      const last = open.pop();
      if (last !== tag.name) problems.push(`</${tag.name}> closes <${last ?? 'nothing'}>`);
      continue;
    }
    open.push(tag.name);
    if (tag.name === 'a') {
      const href = /^href="([^"]*)"$/.exec(tag.attributes)?.[1];
      if (href === undefined) problems.push(`<a ${tag.attributes}>`);
      else if (!/^(\/[a-z0-9/-]*|mailto:[^\s]+)$/.test(href)) problems.push(`href ${href}`);
    } else if (tag.attributes !== '') {
      problems.push(`attributes on <${tag.name}>`);
    }
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  // A stray angle bracket means a tag the regex above did not recognise.
  const leftover = html.replace(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g, '');
  if (/[<>]/.test(leftover)) problems.push('stray angle bracket');
  return problems;
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function allStrings(): string[] {
  const fromLocalized = (text: LocalizedText): string[] => LOCALES.map((locale) => text[locale]);
  return [
    ...SEED_TEXTS.flatMap((text) => [...fromLocalized(text.title), ...fromLocalized(text.html)]),
    ...SEED_BLOG_POSTS.flatMap((post) => [
      post.id,
      post.title,
      post.content,
      post.author,
      post.published,
      ...post.labels,
    ]),
    ...SEED_BOARD_MESSAGES.flatMap((message) => [
      ...fromLocalized(message.title),
      ...fromLocalized(message.body),
    ]),
  ];
}

// Words that only show up when an English sentence was pasted into another language.
const ENGLISH_MARKERS = /\b(the|and|with|your|you|booking|cancel)\b/i;

describe('SEED_TEXTS', () => {
  it('holds each of the six kinds exactly once', () => {
    const kinds = SEED_TEXTS.map((text) => text.kind);
    expect([...kinds].sort()).toEqual([...TEXT_KINDS].sort());
  });

  it.each(SEED_TEXTS.map((text) => [text.kind, text] as const))(
    '%s has a title and body in all four languages',
    (_kind, text) => {
      for (const locale of LOCALES) {
        expect(text.title[locale].trim(), `${locale} title`).not.toBe('');
        expect(text.html[locale].trim(), `${locale} html`).not.toBe('');
      }
    },
  );

  it.each(SEED_TEXTS.map((text) => [text.kind, text] as const))(
    '%s uses only the allowed HTML subset',
    (_kind, text) => {
      for (const locale of LOCALES) {
        expect(htmlProblems(text.html[locale], TEXT_TAGS), locale).toEqual([]);
      }
    },
  );

  it.each(SEED_TEXTS.map((text) => [text.kind, text] as const))(
    '%s is 150 to 400 words in each language',
    (_kind, text) => {
      for (const locale of LOCALES) {
        const words = wordCount(text.html[locale]);
        expect(words, `${locale}: ${words} words`).toBeGreaterThanOrEqual(150);
        expect(words, `${locale}: ${words} words`).toBeLessThanOrEqual(400);
      }
    },
  );

  it.each(SEED_TEXTS.map((text) => [text.kind, text] as const))(
    '%s is translated, not copied from English',
    (_kind, text) => {
      for (const locale of OTHER_LOCALES) {
        expect(text.html[locale], `${locale} html`).not.toBe(text.html.en);
        expect(text.title[locale], `${locale} title`).not.toBe(text.title.en);
        expect(text.html[locale].replace(/<[^>]*>/g, ' '), `${locale} html`).not.toMatch(
          ENGLISH_MARKERS,
        );
      }
    },
  );

  it.each(SEED_TEXTS.map((text) => [text.kind, text] as const))(
    '%s links to its own language version of the site',
    (_kind, text) => {
      for (const locale of LOCALES) {
        for (const tag of tagsOf(text.html[locale])) {
          const href = /^href="([^"]*)"$/.exec(tag.attributes)?.[1];
          if (href !== undefined && href.startsWith('/'))
            expect(href.startsWith(`/${locale}/`), href).toBe(true);
        }
      }
    },
  );

  it('names every cookie the shop sets, in every language', () => {
    const cookies = SEED_TEXTS.find((text) => text.kind === 'cookies');
    expect(cookies).toBeDefined();
    for (const locale of LOCALES) {
      const html = cookies?.html[locale] ?? '';
      for (const name of COOKIE_NAMES)
        expect(html, `${locale} ${name}`).toContain(`<strong>${name}</strong>`);
    }
  });

  it('states the 15-minute hold and the non-refundable transaction fee in the terms', () => {
    const terms = SEED_TEXTS.find((text) => text.kind === 'terms');
    expect(terms?.html.en).toContain('15 minutes');
    expect(terms?.html.en).toContain('non-refundable');
    for (const locale of LOCALES) expect(terms?.html[locale], locale).toContain('15');
  });

  it('names the configured company and address, and gives the contact e-mail', () => {
    for (const kind of ['contact', 'legal', 'privacy'] as const) {
      const text = SEED_TEXTS.find((candidate) => candidate.kind === kind);
      for (const locale of LOCALES) {
        const html = text?.html[locale] ?? '';
        // Filled in from SHOP_COMPANY and SHOP_ADDRESS when served (company-rules.ts).
        expect(html, `${kind} ${locale}`).toContain('{{company}}');
        expect(html, `${kind} ${locale}`).toContain('{{address}}');
        expect(html, `${kind} ${locale}`).not.toContain('Fairway Golf');
        expect(html, `${kind} ${locale}`).not.toMatch(/B-\d{8}|Registro Mercantil|@fairway/);
        expect(html, `${kind} ${locale}`).toContain('mailto:{{email}}');
      }
    }
  });
});

describe('SEED_BLOG_POSTS', () => {
  it('has unique numeric ids', () => {
    const ids = SEED_BLOG_POSTS.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d+$/);
  });

  it('has eight posts in Spanish and eight in English', () => {
    expect(SEED_BLOG_POSTS.filter((post) => post.language === 'es')).toHaveLength(8);
    expect(SEED_BLOG_POSTS.filter((post) => post.language === 'en')).toHaveLength(8);
    expect(SEED_BLOG_POSTS).toHaveLength(16);
  });

  it('gives each post a unique title, so the shop can make a slug of it', () => {
    const titles = SEED_BLOG_POSTS.map((post) => post.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(SEED_BLOG_POSTS.map((post) => [post.id, post] as const))(
    '%s is labelled with its language first, then one or two labels from its language list',
    (_id, post) => {
      // The Blogger API has no language field: the shop reads a post's language from this label.
      const [language, ...topics] = post.labels;
      expect(language).toBe(post.language);
      expect(topics.length).toBeGreaterThanOrEqual(1);
      expect(topics.length).toBeLessThanOrEqual(2);
      expect(new Set(topics).size).toBe(topics.length);
      for (const label of topics) expect(BLOG_LABELS[post.language]).toContain(label);
    },
  );

  it('uses every label of each language, so filtering by any of them finds posts', () => {
    for (const language of ['es', 'en'] as const) {
      const used = new Set(
        SEED_BLOG_POSTS.filter((post) => post.language === language).flatMap((p) => p.labels),
      );
      for (const label of BLOG_LABELS[language]) expect(used, label).toContain(label);
    }
  });

  it.each(SEED_BLOG_POSTS.map((post) => [post.id, post] as const))(
    '%s is published in 2026 with an offset',
    (_id, post) => {
      expect(post.published).toMatch(/^2026-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(Number.isNaN(Date.parse(post.published))).toBe(false);
    },
  );

  it('spreads the posts over several months', () => {
    const months = new Set(SEED_BLOG_POSTS.map((post) => post.published.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it.each(
    SEED_BLOG_POSTS.filter((post) => post.id !== UNSAFE_POST_ID).map((p) => [p.id, p] as const),
  )('%s has a title, an author and a clean body of 150 to 300 words', (_id, post) => {
    expect(post.title.trim()).not.toBe('');
    expect(post.author.trim()).not.toBe('');
    expect(htmlProblems(post.content, BLOG_TAGS)).toEqual([]);
    const words = wordCount(post.content);
    expect(words, `${words} words`).toBeGreaterThanOrEqual(150);
    expect(words, `${words} words`).toBeLessThanOrEqual(300);
  });

  it('has one post, in English, carrying the markup the shop’s sanitizer must strip', () => {
    const unsafe = SEED_BLOG_POSTS.find((post) => post.id === UNSAFE_POST_ID);
    expect(unsafe?.language).toBe('en');
    // Exactly a script (its opening and closing tag) and an inline handler: nothing else.
    expect(htmlProblems(unsafe?.content ?? '', BLOG_TAGS)).toEqual([
      'attributes on <p>',
      'tag <script>',
      'tag <script>',
    ]);
    expect(unsafe?.content).toContain('<script>');
    expect(unsafe?.content).toMatch(/ onclick="/);
    const words = wordCount(unsafe?.content ?? '');
    expect(words, `${words} words`).toBeGreaterThanOrEqual(150);
    expect(words, `${words} words`).toBeLessThanOrEqual(300);
    for (const post of SEED_BLOG_POSTS.filter((candidate) => candidate.id !== UNSAFE_POST_ID))
      expect(post.content, post.id).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('writes the Spanish posts in Spanish', () => {
    for (const post of SEED_BLOG_POSTS.filter((candidate) => candidate.language === 'es')) {
      expect(post.content.replace(/<[^>]*>/g, ' '), post.id).not.toMatch(ENGLISH_MARKERS);
      expect(post.title, post.id).not.toMatch(ENGLISH_MARKERS);
    }
  });
});

describe('SEED_BOARD_MESSAGES', () => {
  it('has three info and three offer messages', () => {
    expect(SEED_BOARD_MESSAGES.filter((message) => message.kind === 'info')).toHaveLength(3);
    expect(SEED_BOARD_MESSAGES.filter((message) => message.kind === 'offer')).toHaveLength(3);
  });

  it('is written in all four languages, translated from English', () => {
    for (const message of SEED_BOARD_MESSAGES) {
      for (const locale of LOCALES) {
        expect(message.title[locale].trim(), `${message.title.en} ${locale}`).not.toBe('');
        expect(message.body[locale].trim(), `${message.title.en} ${locale}`).not.toBe('');
      }
      for (const locale of OTHER_LOCALES) {
        expect(message.body[locale], `${message.title.en} ${locale}`).not.toBe(message.body.en);
        expect(message.title[locale], `${message.title.en} ${locale}`).not.toBe(message.title.en);
      }
    }
  });

  it('has each offer name its promocode in every language', () => {
    for (const offer of SEED_BOARD_MESSAGES.filter((message) => message.kind === 'offer')) {
      expect(offer.promoCode, offer.title.en).toMatch(/^[A-Z0-9]{4,20}$/);
      for (const locale of LOCALES)
        expect(`${offer.title[locale]} ${offer.body[locale]}`, locale).toContain(offer.promoCode);
    }
  });
});

describe('all seeded content', () => {
  it('never links off the machine', () => {
    for (const text of allStrings()) {
      expect(text).not.toMatch(/https?:\/\//i);
      expect(text).not.toMatch(/<img\b/i);
    }
  });
});
