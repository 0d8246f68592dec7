import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { StoreBadges } from '../StoreBadges';
import * as styles from './Footer.css';

const messages = defineMessages<{
  navLabel: NoMessageValues;
  companyHeading: NoMessageValues;
  helpHeading: NoMessageValues;
  legalHeading: NoMessageValues;
  appsHeading: NoMessageValues;
  addressHeading: NoMessageValues;
  about: NoMessageValues;
  contact: NoMessageValues;
  legal: NoMessageValues;
  privacy: NoMessageValues;
  terms: NoMessageValues;
  cancelReservation: NoMessageValues;
  cookiePolicy: NoMessageValues;
  professionals: NoMessageValues;
  opensInNewTab: { label: string };
  aboutApp: NoMessageValues;
  country: NoMessageValues;
  copyright: { year: string; company: string };
}>({
  navLabel: { id: 'ds.footer.navLabel', defaultMessage: 'Footer' },
  companyHeading: { id: 'ds.footer.companyHeading', defaultMessage: 'Company' },
  helpHeading: { id: 'ds.footer.helpHeading', defaultMessage: 'Help' },
  legalHeading: { id: 'ds.footer.legalHeading', defaultMessage: 'Legal' },
  appsHeading: { id: 'ds.footer.appsHeading', defaultMessage: 'Get the app' },
  addressHeading: { id: 'ds.footer.addressHeading', defaultMessage: 'Head office' },
  about: { id: 'ds.footer.about', defaultMessage: 'About us' },
  contact: { id: 'ds.footer.contact', defaultMessage: 'Contact' },
  legal: { id: 'ds.footer.legal', defaultMessage: 'Legal notice' },
  privacy: { id: 'ds.footer.privacy', defaultMessage: 'Privacy policy' },
  terms: { id: 'ds.footer.terms', defaultMessage: 'Terms and conditions' },
  cancelReservation: { id: 'ds.footer.cancelReservation', defaultMessage: 'Cancel reservation' },
  cookiePolicy: { id: 'ds.footer.cookiePolicy', defaultMessage: 'Cookie policy' },
  professionals: { id: 'ds.footer.professionals', defaultMessage: 'Golf club professionals' },
  opensInNewTab: {
    id: 'ds.footer.opensInNewTab',
    defaultMessage: '{label} (opens in a new tab)',
  },
  aboutApp: { id: 'ds.footer.aboutApp', defaultMessage: 'About the app' },
  country: { id: 'ds.footer.country', defaultMessage: 'Spain' },
  copyright: {
    id: 'ds.footer.copyright',
    defaultMessage: '© {year} {company}, all rights reserved.',
  },
});

export interface FooterHrefs {
  about: string;
  contact: string;
  legal: string;
  privacy: string;
  terms: string;
  cancelReservation: string;
}

/** Who runs the shop: its name and postal address (without the country), as configured. */
export interface FooterCompany {
  name: string;
  address: string;
}

/** The app: a page about it, and its pages in the stores; a store without one has no badge. */
export interface FooterApps {
  pageHref: string;
  appStoreHref?: string | null;
  googlePlayHref?: string | null;
}

export interface FooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  hrefs: FooterHrefs;
  /** None when the site could not read it: no address, and the brand in the copyright. */
  company: FooterCompany | null;
  /** The external login for golf-club professionals; opens in a new tab. None, no link. */
  professionalsHref?: string | null;
  /** With no store given, the footer offers no app at all. */
  apps?: FooterApps;
  /** Renews the visitor's cookie consent (shows the consent banner again). */
  onCookiePolicy(): void;
  /** The copyright year, given by the site so the footer renders the same on server and client. */
  year: number;
}

/** The shop's name, a proper name in every language. */
const BRAND = 'Fairway';

function FooterGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.group}>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </div>
  );
}

function PageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className={styles.link}>
        {children}
      </Link>
    </li>
  );
}

/** The page's contentinfo: information and legal links, app stores, address and copyright. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { hrefs, company, professionalsHref, apps, onCookiePolicy, year, className, ...rest },
  ref,
) {
  const intl = useIntl();
  const text = intl.formatMessage;

  return (
    <footer {...rest} ref={ref} className={clsx(styles.footer, className)}>
      <div className={styles.inner}>
        <nav aria-label={text(messages.navLabel)} className={styles.nav}>
          <FooterGroup heading={text(messages.companyHeading)}>
            <ul className={styles.list}>
              <PageLink href={hrefs.about}>{text(messages.about)}</PageLink>
              {professionalsHref ? (
                <li>
                  <a
                    href={professionalsHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    // Warns before the tab changes; the visible label starts the name, for speech users.
                    aria-label={text(messages.opensInNewTab, {
                      label: text(messages.professionals),
                    })}
                    className={styles.link}
                  >
                    {text(messages.professionals)}
                    <Icon className={styles.externalIcon}>
                      <path d="M14 4h6v6" />
                      <path d="M20 4 11 13" />
                      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
                    </Icon>
                  </a>
                </li>
              ) : null}
            </ul>
          </FooterGroup>
          <FooterGroup heading={text(messages.helpHeading)}>
            <ul className={styles.list}>
              <PageLink href={hrefs.contact}>{text(messages.contact)}</PageLink>
              <PageLink href={hrefs.cancelReservation}>{text(messages.cancelReservation)}</PageLink>
            </ul>
          </FooterGroup>
          <FooterGroup heading={text(messages.legalHeading)}>
            <ul className={styles.list}>
              <PageLink href={hrefs.legal}>{text(messages.legal)}</PageLink>
              <PageLink href={hrefs.privacy}>{text(messages.privacy)}</PageLink>
              <PageLink href={hrefs.terms}>{text(messages.terms)}</PageLink>
              <li>
                {/* An action, not a page: it reopens the consent banner, hence a button. */}
                <button type="button" className={styles.link} onClick={() => onCookiePolicy()}>
                  {text(messages.cookiePolicy)}
                </button>
              </li>
            </ul>
          </FooterGroup>
        </nav>
        <div className={styles.side}>
          {apps && (apps.appStoreHref || apps.googlePlayHref) ? (
            <FooterGroup heading={text(messages.appsHeading)}>
              <StoreBadges appStoreHref={apps.appStoreHref} googlePlayHref={apps.googlePlayHref} />
              <ul className={styles.list}>
                <PageLink href={apps.pageHref}>{text(messages.aboutApp)}</PageLink>
              </ul>
            </FooterGroup>
          ) : null}
          {company ? (
            <FooterGroup heading={text(messages.addressHeading)}>
              {/* Proper names and the postal address stay as written; only the country is translated. */}
              <address className={styles.address}>
                {[company.name, company.address, text(messages.country)].map((line) => (
                  <span key={line} className={styles.addressLine}>
                    {line}
                  </span>
                ))}
              </address>
            </FooterGroup>
          ) : null}
        </div>
      </div>
      <div className={styles.bottom}>
        {/* The year as a string: as a number it would be grouped ('2,025'). */}
        <p className={styles.copyright}>
          {text(messages.copyright, { year: String(year), company: company?.name ?? BRAND })}
        </p>
      </div>
    </footer>
  );
});
