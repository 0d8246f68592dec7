export { ClubCard, CoursePlaceholderArt, type ClubCardProps, type ClubPlace } from './ClubCard';
