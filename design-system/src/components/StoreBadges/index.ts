export { StoreBadges, type StoreBadgesProps } from './StoreBadges';
