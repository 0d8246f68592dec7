import { defineMessage } from 'react-intl';

/** Every page's document title: the page's own title, then the shop's name. */
export const pageTitle = defineMessage<{ title: string }>({
  id: 'site.page.title',
  defaultMessage: '{title} · Fairway',
});
