import type { PlayerInput, PlayerProblems } from '@fairway/rules';

export const EMPTY_PLAYER: PlayerInput = {
  name: '',
  surname: '',
  handicap: '',
  level: '',
  sex: '',
  turn: '',
  phone: '',
  email: '',
};

export interface Row {
  key: number;
  values: PlayerInput;
  /** What the server found wrong with this row; it travels with the row when others go. */
  problems: PlayerProblems;
}

// Rows need keys that outlive removals of the rows before them; the numbers are never shown.
let lastRowKey = 0;
export function rowsOf(
  values: readonly PlayerInput[],
  problems: readonly PlayerProblems[] = [],
): Row[] {
  return values.map((v, i) => ({ key: ++lastRowKey, values: v, problems: problems[i] ?? {} }));
}
