import { useIntl } from 'react-intl';
import * as styles from './club.css.ts';
import { geoHref, mailtoHref, telHref, webMapHref, websiteLabel } from './club-contact-links.ts';
import { clubContactMessages as m } from './club-contact.messages.ts';
import type { ClubView } from '../catalog/club-view.ts';

/** The club's desk, site and address, with the way there: the club page's "Contact and directions". */
export function ClubContact({ club }: { club: ClubView }) {
  const intl = useIntl();
  const { contact } = club;
  return (
    <section id="contact" aria-labelledby="club-contact" className={styles.section}>
      <h2 id="club-contact" className={styles.subtitle}>
        {intl.formatMessage(m.title)}
      </h2>
      <dl className={styles.contact}>
        <dt className={styles.contactLabel}>{intl.formatMessage(m.phone)}</dt>
        <dd className={styles.contactValue}>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </dd>
        <dt className={styles.contactLabel}>{intl.formatMessage(m.email)}</dt>
        <dd className={styles.contactValue}>
          <a href={mailtoHref(contact.email)}>{contact.email}</a>
        </dd>
        <dt className={styles.contactLabel}>{intl.formatMessage(m.website)}</dt>
        <dd className={styles.contactValue}>
          <a href={contact.website} rel="noopener noreferrer" target="_blank">
            {websiteLabel(contact.website)}
          </a>
        </dd>
        <dt className={styles.contactLabel}>{intl.formatMessage(m.address)}</dt>
        <dd className={styles.contactValue}>
          <address className={styles.address}>
            {intl.formatMessage(m.addressLine, {
              street: contact.address,
              postalCode: contact.postalCode,
              municipality: club.municipality,
            })}
          </address>
        </dd>
        <dt className={styles.contactLabel}>{intl.formatMessage(m.directions)}</dt>
        <dd className={styles.directions}>
          <a href={geoHref(club.latitude, club.longitude)}>{intl.formatMessage(m.mapApp)}</a>
          <a
            href={webMapHref(club.latitude, club.longitude)}
            rel="noopener noreferrer"
            target="_blank"
          >
            {intl.formatMessage(m.webMap)}
          </a>
        </dd>
      </dl>
    </section>
  );
}
