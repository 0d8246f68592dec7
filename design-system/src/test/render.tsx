import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { designSystemMessages } from '../i18n';
import { cultureFor, type Locale } from '@fairway/rules';
import { fairwayTheme } from '../themes/fairway.css';
import { themeRoot } from '../styles/global.css';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
}

export function Providers({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={cultureFor(locale).culture}
      defaultLocale="en-GB"
      messages={designSystemMessages[locale]}
      onError={(error) => {
        // A missing translation is a defect: fail the test that rendered it.
        throw error;
      }}
    >
      <div className={`${fairwayTheme} ${themeRoot}`}>{children}</div>
    </IntlProvider>
  );
}

/** Renders inside the same providers the site and Storybook use. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: Options = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <Providers locale={locale}>{children}</Providers>,
    ...options,
  });
}
