export { ClubSpotlight, type ClubSpotlightProps } from './ClubSpotlight';
