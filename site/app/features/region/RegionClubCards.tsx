import { ClubCard } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { localePath } from '../../platform/locale.ts';
import { FavouriteHeart } from '../private-area/FavouriteHeart.tsx';
import type { FavouritesState } from '../private-area/favourites.ts';
import type { RegionClubView } from './region-clubs.ts';
import * as styles from './region.css.ts';

/** Club photos loaded at once: two cards fill a phone's first view (one row of two on a desktop). */
export const EAGER_IMAGES = 2;

/** A region's courses with tee times on the day, as cards; the first `eager` photos load at once. */
export function RegionClubCards({
  clubs,
  place,
  locale,
  pictures,
  favourites,
  eager,
}: {
  clubs: RegionClubView[];
  place: string;
  locale: Locale;
  /** Inlined first-view photos by their address (pictures.server.ts). */
  pictures: Record<string, string>;
  favourites: FavouritesState;
  eager: number;
}) {
  return (
    <div className={styles.cards}>
      {clubs.map((club, index) => (
        <ClubCard
          key={`${club.clubId}-${club.courseId}`}
          name={club.name}
          courseName={club.courseName}
          place={{ municipality: club.municipality, region: place }}
          href={localePath(locale, club.path)}
          priceFrom={club.priceFrom}
          priceTo={club.priceTo}
          firstTime={club.firstTime}
          lastTime={club.lastTime}
          holes={club.holes}
          {...(club.distanceKm === undefined ? {} : { distanceKm: club.distanceKm })}
          imageSrc={pictures[club.image] ?? club.image}
          imageAlt=""
          // The first photos are on screen at load, the largest paint of a phone's first view:
          // a lazy image would wait for layout before it is even asked for.
          imageLoading={index < eager ? 'eager' : 'lazy'}
          imageFetchPriority={index === 0 ? 'high' : 'auto'}
          headingLevel={2}
          favourite={
            <FavouriteHeart
              courseId={club.courseId}
              courseName={club.courseName}
              state={favourites}
              locale={locale}
              appearance="overlay"
            />
          }
        />
      ))}
    </div>
  );
}
