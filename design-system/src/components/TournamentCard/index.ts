export { TournamentCard, type TournamentCardProps } from './TournamentCard';
