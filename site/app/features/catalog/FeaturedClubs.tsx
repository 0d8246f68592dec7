import { ClubCard } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import type { ComponentProps } from 'react';
import { FavouriteHeart } from '../private-area/FavouriteHeart.tsx';
import type { FavouritesState } from '../private-area/favourites.ts';

type CardProps = ComponentProps<typeof ClubCard>;

/** A featured club as home's loader streams it (home.server.ts, streamedFeatured, maps to it). */
export interface FeaturedClubView {
  key: number;
  name: string;
  courseName: string;
  place: CardProps['place'];
  href: string;
  imageSrc: CardProps['imageSrc'];
  next: CardProps['nextTeeTime'];
  courseId: number;
}

/** Home's featured clubs, each a card with its heart (inside FeaturedSection and its grid). */
export function FeaturedClubs({
  clubs,
  favourites,
  locale,
}: {
  clubs: FeaturedClubView[];
  favourites: FavouritesState;
  locale: Locale;
}) {
  return (
    <>
      {clubs.map((club) => (
        <ClubCard
          key={club.key}
          name={club.name}
          courseName={club.courseName}
          place={club.place}
          href={club.href}
          imageSrc={club.imageSrc}
          nextTeeTime={club.next}
          headingLevel={3}
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
    </>
  );
}
