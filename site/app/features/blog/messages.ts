import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import type { BlogLanguage } from './blog.ts';

/** The texts both blog pages show, so the list and a post name the blog the same way. */
export const blogMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  unavailable: NoMessageValues;
  fallback: { language: BlogLanguage };
  labels: NoMessageValues;
}>({
  title: { id: 'site.blog.title', defaultMessage: 'Golf travel blog' },
  intro: {
    id: 'site.blog.intro',
    defaultMessage: 'Ideas, advice and news for your golf trips to Spain and Portugal.',
  },
  unavailable: {
    id: 'site.blog.unavailable',
    defaultMessage: 'The blog cannot be read right now. Please try again in a moment.',
  },
  fallback: {
    id: 'site.blog.fallback',
    defaultMessage:
      '{language, select, es {Our blog is not written in your language yet, so here are our posts in Spanish.} other {Our blog is not written in your language yet, so here are our posts in English.}}',
  },
  labels: { id: 'site.blog.labels', defaultMessage: 'Labels' },
});
