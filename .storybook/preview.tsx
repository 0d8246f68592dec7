import type { Preview } from '@storybook/react-vite';
// Fonts are an entry of their own (`@fairway/design-system/fonts`): apps load them once at the root.
import '../design-system/src/styles/fonts';
import { IntlProvider } from 'react-intl';
import { designSystemMessages, fairwayTheme, themeRoot } from '../design-system/src';
import { cultureFor, isLocale, LANGUAGES } from '@fairway/rules';
import { storyMessages } from '../stories/i18n';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language.value, title: language.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  tags: ['autodocs'],
  decorators: [
    (Story, context) => {
      const requested: unknown = context.globals.locale;
      const locale = isLocale(requested) ? requested : 'en';
      return (
        <IntlProvider
          locale={cultureFor(locale).culture}
          defaultLocale="en-GB"
          messages={{ ...designSystemMessages[locale], ...storyMessages[locale] }}
        >
          <div className={`${fairwayTheme} ${themeRoot}`} lang={cultureFor(locale).culture}>
            <Story />
          </div>
        </IntlProvider>
      );
    },
  ],
};

export default preview;
