export {
  ClubCard,
  CoursePlaceholderArt,
  type ClubCardProps,
  type ClubPlace,
  type NextTeeTime,
} from './ClubCard';
