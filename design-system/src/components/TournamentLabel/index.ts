export {
  TournamentLabel,
  tournamentStateMessages,
  type TournamentLabelProps,
} from './TournamentLabel';
