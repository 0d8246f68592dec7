import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageValue,
  type NoMessageValues,
} from 'react-intl';
import { addDays, formatDayMonth, formatTime, formatWeekday } from '@fairway/rules';
import { Link } from '../Link';
import { PriceTag } from '../PriceTag';
import { cardLink, cardMeta, cardTitle } from '../../styles/card.css';
import * as styles from './ClubCard.css';

const messages = defineMessages<{
  place: { municipality: string; region: string };
  holes: { holes: number };
  distance: { distance: string };
  distanceUnderOne: NoMessageValues;
  teeRange: { first: string; last: string };
  firstTee: { time: string };
  lastTee: { time: string };
  noTimes: NoMessageValues;
  nextTeeTime: { when: MessageValue };
  today: { time: string };
  tomorrow: { time: string };
  onDay: { weekday: string; day: string; time: string };
  findingTimes: NoMessageValues;
  priceRange: { from: MessageValue; to: MessageValue };
}>({
  place: {
    id: 'ds.clubCard.place',
    defaultMessage: '{municipality}, {region}',
  },
  holes: {
    id: 'ds.clubCard.holes',
    defaultMessage: '{holes} holes',
  },
  distance: {
    id: 'ds.clubCard.distance',
    defaultMessage: '{distance} km',
  },
  distanceUnderOne: {
    id: 'ds.clubCard.distanceUnderOne',
    defaultMessage: 'Under 1 km',
  },
  teeRange: {
    id: 'ds.clubCard.teeRange',
    defaultMessage: 'First tee {first} · Last tee {last}',
  },
  firstTee: {
    id: 'ds.clubCard.firstTee',
    defaultMessage: 'First tee {time}',
  },
  lastTee: {
    id: 'ds.clubCard.lastTee',
    defaultMessage: 'Last tee {time}',
  },
  noTimes: {
    id: 'ds.clubCard.noTimes',
    defaultMessage: 'No times available',
  },
  nextTeeTime: {
    id: 'ds.clubCard.nextTeeTime',
    defaultMessage: 'Next tee time: {when}',
  },
  today: {
    id: 'ds.clubCard.today',
    defaultMessage: 'Today {time}',
  },
  tomorrow: {
    id: 'ds.clubCard.tomorrow',
    defaultMessage: 'Tomorrow {time}',
  },
  onDay: {
    id: 'ds.clubCard.onDay',
    defaultMessage: '{weekday} {day} {time}',
  },
  findingTimes: {
    id: 'ds.clubCard.findingTimes',
    defaultMessage: 'Looking for the next tee time…',
  },
  priceRange: {
    id: 'ds.clubCard.priceRange',
    defaultMessage: '{from} – {to}',
  },
});

export interface ClubPlace {
  municipality: string;
  region: string;
}

/** A club's next free tee time, all in the club's own time zone. */
export interface NextTeeTime {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM. */
  time: string;
  /** The club's today (YYYY-MM-DD), so the card says 'Today' or 'Tomorrow' by the club's clock. */
  today: string;
}

export interface ClubCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  name: string;
  courseName?: string;
  place: ClubPlace;
  /** The club page; rendered through the injected Link. */
  href: string;
  /** Lowest price of the day in euros. */
  priceFrom?: number;
  /** Highest price of the day in euros; with priceFrom it shows a range. */
  priceTo?: number;
  /** First and last tee of the day, ISO date-time or HH:MM, in the club's local time. */
  firstTime?: string;
  lastTime?: string;
  /**
   * The next free tee time, in place of the first and last tee: 'loading' while it is asked,
   * null when the club has none to offer.
   */
  nextTeeTime?: NextTeeTime | 'loading' | null;
  distanceKm?: number;
  holes?: 9 | 18;
  /** One of the project's own images; without it the card shows a drawn course. */
  imageSrc?: string;
  /** Empty by default: the club name already names the card, so the photo is decoration. */
  imageAlt?: string;
  /** Lazy by default, since clubs come in long lists. */
  imageLoading?: 'lazy' | 'eager';
  /**
   * `high` for the one photo that is the largest paint of the first view, so the browser asks for
   * it ahead of scripts and fonts and not after them.
   */
  imageFetchPriority?: 'high' | 'auto';
  /** E.g. an offer or "New"; shown over the image. */
  badge?: ReactNode;
  /**
   * A control over the image's top end corner, above the card's stretched link: the course's
   * FavouriteToggle with `appearance="overlay"`. It follows the link in the focus order.
   */
  favourite?: ReactNode;
  /** Level of the club name heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

export const ClubCard = forwardRef<HTMLElement, ClubCardProps>(function ClubCard(
  {
    name,
    courseName,
    place,
    href,
    priceFrom,
    priceTo,
    firstTime,
    lastTime,
    nextTeeTime,
    distanceKm,
    holes,
    imageSrc,
    imageAlt = '',
    imageLoading = 'lazy',
    imageFetchPriority = 'auto',
    badge,
    favourite,
    headingLevel = 3,
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      className={clsx(styles.card, className)}
      {...rest}
    >
      <div className={styles.media}>
        {imageSrc ? (
          <img
            className={styles.image}
            src={imageSrc}
            alt={imageAlt}
            // The shop's drawings are 16:9 like the frame: sized before it loads, nothing moves.
            width={800}
            height={450}
            loading={imageLoading}
            fetchPriority={imageFetchPriority}
          />
        ) : (
          <CoursePlaceholderArt />
        )}
        {badge !== undefined && badge !== null && <span className={styles.badge}>{badge}</span>}
      </div>
      <div className={styles.body}>
        <Heading id={headingId} className={cardTitle}>
          <Link className={cardLink} href={href}>
            {name}
          </Link>
        </Heading>
        {courseName && <p className={cardMeta}>{courseName}</p>}
        <p className={styles.place}>
          <PinIcon />
          {/* Around a point (the golfer's position) there is no one region to name. */}
          {place.region ? intl.formatMessage(messages.place, place) : place.municipality}
        </p>
        {(holes !== undefined || distanceKm !== undefined) && (
          <ul className={styles.facts}>
            {holes !== undefined && (
              <li className={styles.fact}>{intl.formatMessage(messages.holes, { holes })}</li>
            )}
            {distanceKm !== undefined && (
              <li className={styles.fact}>
                {distanceKm < 1
                  ? intl.formatMessage(messages.distanceUnderOne)
                  : intl.formatMessage(messages.distance, {
                      distance: intl.formatNumber(distanceKm, { maximumFractionDigits: 0 }),
                    })}
              </li>
            )}
          </ul>
        )}
        {nextTeeTime === undefined ? (
          <TeeTimes firstTime={firstTime} lastTime={lastTime} />
        ) : (
          <NextTime next={nextTeeTime} />
        )}
        <ClubPrice priceFrom={priceFrom} priceTo={priceTo} />
      </div>
      {/* After the link, so it paints over the link's stretched ::after and takes clicks. */}
      {favourite !== undefined && favourite !== null && (
        <div className={styles.favourite}>{favourite}</div>
      )}
    </article>
  );
});

function TeeTimes({ firstTime, lastTime }: { firstTime?: string; lastTime?: string }) {
  const intl = useIntl();
  // The engine's time strings are the club's local time: formatTime reads them as written.
  const first = firstTime === undefined ? undefined : formatTime(firstTime);
  const last = lastTime === undefined ? undefined : formatTime(lastTime);
  let text: string;
  if (first !== undefined && last !== undefined) {
    text = intl.formatMessage(messages.teeRange, { first, last });
  } else if (first !== undefined) {
    text = intl.formatMessage(messages.firstTee, { time: first });
  } else if (last !== undefined) {
    text = intl.formatMessage(messages.lastTee, { time: last });
  } else {
    return <p className={styles.noTimes}>{intl.formatMessage(messages.noTimes)}</p>;
  }
  return <p className={styles.times}>{text}</p>;
}

function NextTime({ next }: { next: NextTeeTime | 'loading' | null }) {
  const intl = useIntl();
  if (next === null)
    return <p className={styles.noTimes}>{intl.formatMessage(messages.noTimes)}</p>;
  if (next === 'loading')
    return <p className={styles.pending}>{intl.formatMessage(messages.findingTimes)}</p>;
  const time = formatTime(next.time);
  let when: string;
  if (next.date === next.today) when = intl.formatMessage(messages.today, { time });
  else if (next.date === addDays(next.today, 1))
    when = intl.formatMessage(messages.tomorrow, { time });
  else
    when = intl.formatMessage(messages.onDay, {
      weekday: formatWeekday(next.date, intl.locale),
      day: formatDayMonth(next.date, intl.locale),
      time,
    });
  return (
    <p className={styles.times}>
      <FormattedMessage
        {...messages.nextTeeTime}
        values={{
          when: (
            <time className={styles.nextTime} dateTime={`${next.date}T${time}`}>
              {when}
            </time>
          ),
        }}
      />
    </p>
  );
}

function ClubPrice({ priceFrom, priceTo }: { priceFrom?: number; priceTo?: number }) {
  let content: ReactNode;
  if (priceFrom !== undefined && priceTo !== undefined && priceTo > priceFrom) {
    content = (
      <FormattedMessage
        {...messages.priceRange}
        values={{ from: <PriceTag amount={priceFrom} />, to: <PriceTag amount={priceTo} /> }}
      />
    );
  } else if (priceFrom !== undefined) {
    // Without an upper bound the lowest price is all we know, so it reads "From".
    content = <PriceTag amount={priceFrom} from={priceTo === undefined} />;
  } else if (priceTo !== undefined) {
    content = <PriceTag amount={priceTo} />;
  } else {
    return null;
  }
  return <p className={styles.price}>{content}</p>;
}

function PinIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}

/** A drawn hole with its flag, for clubs without a photo of their own. */
export function CoursePlaceholderArt({ className }: { className?: string }) {
  // SVG ids are document-wide; useId keeps two cards' gradients apart. Its punctuation is not
  // safe inside url(#…), so only the word characters are kept.
  const gradientId = `club-art-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className={clsx(styles.art, className)}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.artSky} />
          <stop offset="1" className={styles.artGrass} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      <path className={styles.artHillFar} d="M0 118C60 92 140 96 200 110S290 104 320 96V180H0Z" />
      <path className={styles.artHillNear} d="M0 152C80 126 200 130 320 142V180H0Z" />
      <ellipse className={styles.artGreen} cx="220" cy="139" rx="52" ry="10" />
      <ellipse className={styles.artHole} cx="220" cy="139" rx="5" ry="2" />
      <rect className={styles.artPole} x="219" y="70" width="2" height="69" />
      <path className={styles.artFlag} d="M221 70L252 80L221 90Z" />
    </svg>
  );
}
