export {
  PLAYER_FIELD_NAMES,
  PlayersTable,
  PlayersTableRow,
  type PlayersTableProps,
  type PlayersTableRowProps,
} from './PlayersTable';
