import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header, type HeaderProps } from '../design-system/src/components/Header';
import { LanguageSwitcher } from '../design-system/src/components/LanguageSwitcher';
import { Link } from '../design-system/src/components/Link';
import { SearchBar, type SearchSuggestion } from '../design-system/src/components/SearchBar';
import { cultureFor, type Locale } from '@fairway/rules';
import { mediaQueries } from '../design-system/src/themes/breakpoints';
import { vars } from '../design-system/src/themes/vars.css';

const SUGGESTIONS: SearchSuggestion[] = [
  { id: 'mun-11033', label: 'Sotogrande', kind: 'location' },
  { id: 'club-11', label: 'Real Club Valderrama', kind: 'club' },
  { id: 'club-501', label: 'Real Club de Golf Sotogrande', kind: 'club' },
];

const navLink: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
};

// Stands in for the site's nav bar, which has its own stories.
function SampleNav() {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'story.header.mainNav' })}
      style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }}
    >
      <Link href="/login" style={navLink}>
        <FormattedMessage id="story.header.logIn" />
      </Link>
      <Link href="/sign-up" style={navLink}>
        <FormattedMessage id="story.header.signUp" />
      </Link>
    </nav>
  );
}

// Wires the slots the way the site does: search text and language live outside the header.
function WiredHeader(props: HeaderProps) {
  const intl = useIntl();
  const [locale, setLocale] = useState<Locale>(cultureFor(intl.locale).locale);
  const [keyword, setKeyword] = useState('');
  return (
    <Header
      {...props}
      search={
        <SearchBar
          value={keyword}
          onValueChange={setKeyword}
          suggestions={keyword.trim() === '' ? [] : SUGGESTIONS}
          onSelect={fn()}
        />
      }
      languageSwitcher={<LanguageSwitcher value={locale} onChange={setLocale} />}
      actions={<SampleNav />}
    />
  );
}

async function expectSearchShown(canvasElement: HTMLElement, isHome: boolean) {
  const banner = within(canvasElement).getByRole('banner');
  const slot = banner.querySelector<HTMLElement>('[data-header-search]');
  const wide = window.matchMedia(mediaQueries.tablet).matches;
  const shown = !isHome || !wide;
  await expect(banner).toHaveAttribute('data-search', isHome ? 'below-tablet' : 'always');
  await expect(slot !== null && getComputedStyle(slot).display !== 'none').toBe(shown);
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: { homeHref: '/en', isHome: false },
  render: (args) => <WiredHeader {...args} />,
  decorators: [
    (Story) => (
      // Room for the open suggestions and language menu in the screenshot.
      <div style={{ minHeight: `calc(${vars.size.touch} * 8)` }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OffHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fairway, home' })).toHaveAttribute(
      'href',
      '/en',
    );
    await expectSearchShown(canvasElement, false);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const OnHome: Story = {
  args: { isHome: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeVisible();
    await expectSearchShown(canvasElement, true);
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'soto');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

export const Swedish: Story = {
  args: { homeHref: '/sv' },
  globals: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fairway, startsida' })).toHaveAttribute(
      'href',
      '/sv',
    );
    await expect(canvas.getByRole('button', { name: 'Språk: Svenska, SV' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sök klubbar och orter' })).toHaveAttribute(
      'placeholder',
      'sök...',
    );
  },
};
