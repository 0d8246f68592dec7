export {
  SCORECARD_TEES,
  Scorecard,
  type ScorecardHole,
  type ScorecardProps,
  type ScorecardTee,
} from './Scorecard';
