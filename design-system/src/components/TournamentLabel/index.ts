export { TournamentLabel, type TournamentLabelProps } from './TournamentLabel';
