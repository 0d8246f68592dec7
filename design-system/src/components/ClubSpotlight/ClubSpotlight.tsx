import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { CoursePlaceholderArt, type ClubPlace } from '../ClubCard';
import { Link } from '../Link';
import * as styles from './ClubSpotlight.css';

const messages = defineMessages<{
  eyebrow: NoMessageValues;
  place: { municipality: string; region: string };
  cta: NoMessageValues;
}>({
  eyebrow: { id: 'ds.clubSpotlight.eyebrow', defaultMessage: 'Discover a club' },
  place: { id: 'ds.clubSpotlight.place', defaultMessage: '{municipality}, {region}' },
  cta: { id: 'ds.clubSpotlight.cta', defaultMessage: 'See its tee times' },
});

export interface ClubSpotlightProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  name: string;
  place: ClubPlace;
  /** The club's own words about itself, plain text. */
  description: string;
  /** The club page; rendered through the injected Link. */
  href: string;
  /** One of the project's own images; without it a drawn course stands in. */
  imageSrc?: string;
  /** Level of the club name heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/** One club put forward for the golfer to discover, the whole card leading to its page. */
export function ClubSpotlight({
  name,
  place,
  description,
  href,
  imageSrc,
  headingLevel = 2,
  className,
  ...rest
}: ClubSpotlightProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article aria-labelledby={headingId} className={clsx(styles.card, className)} {...rest}>
      <div className={styles.media}>
        {imageSrc ? (
          // The club's name already names the card, so the photo is decoration.
          <img className={styles.image} src={imageSrc} alt="" loading="lazy" />
        ) : (
          <CoursePlaceholderArt />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.eyebrow}>{intl.formatMessage(messages.eyebrow)}</p>
        <Heading id={headingId} className={styles.title}>
          <Link className={styles.link} href={href}>
            {name}
          </Link>
        </Heading>
        <p className={styles.place}>{intl.formatMessage(messages.place, place)}</p>
        <p className={styles.description}>{description}</p>
        <p className={styles.cta} aria-hidden="true">
          {intl.formatMessage(messages.cta)}
        </p>
      </div>
    </article>
  );
}
