import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TableHTMLAttributes,
} from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
  type NoMessageValues,
} from 'react-intl';
import {
  FIELD_MAX,
  formatHandicap,
  PLAYER_HANDICAP_MAX,
  PLAYER_HANDICAP_MIN,
  PLAYER_LEVELS,
  PLAYER_SEXES,
  PLAYER_TURNS,
  type PlayerInput,
  type PlayerLevel,
  type PlayerSex,
  type PlayerTurn,
} from '@fairway/rules';
import { Button } from '../Button';
import { fieldControlProps, FieldLabel, FieldMessages, type FieldControlProps } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PlayersTable.css';

const messages = defineMessages<{
  player: NoMessageValues;
  playerNumber: { number: number };
  fieldLabel: { number: number; field: string; hidden: MessageTag };
  name: NoMessageValues;
  surname: NoMessageValues;
  handicap: NoMessageValues;
  level: NoMessageValues;
  sex: NoMessageValues;
  turn: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  remove: NoMessageValues;
  removePlayer: { number: number; hidden: MessageTag };
  choose: NoMessageValues;
  handicapHint: { min: string; max: string };
}>({
  player: { id: 'ds.playersTable.player', defaultMessage: 'Player' },
  playerNumber: { id: 'ds.playersTable.playerNumber', defaultMessage: 'Player {number}' },
  fieldLabel: {
    id: 'ds.playersTable.fieldLabel',
    defaultMessage: '<hidden>Player {number}: </hidden>{field}',
  },
  name: { id: 'ds.playersTable.name', defaultMessage: 'Name' },
  surname: { id: 'ds.playersTable.surname', defaultMessage: 'Surname' },
  handicap: { id: 'ds.playersTable.handicap', defaultMessage: 'Handicap' },
  level: { id: 'ds.playersTable.level', defaultMessage: 'Level' },
  sex: { id: 'ds.playersTable.sex', defaultMessage: 'Sex' },
  turn: { id: 'ds.playersTable.turn', defaultMessage: 'Preferred time' },
  phone: { id: 'ds.playersTable.phone', defaultMessage: 'Cell phone' },
  email: { id: 'ds.playersTable.email', defaultMessage: 'E-mail' },
  remove: { id: 'ds.playersTable.remove', defaultMessage: 'Remove' },
  removePlayer: {
    id: 'ds.playersTable.removePlayer',
    defaultMessage: 'Remove<hidden> player {number}</hidden>',
  },
  choose: { id: 'ds.playersTable.choose', defaultMessage: 'Choose' },
  handicapHint: {
    id: 'ds.playersTable.handicapHint',
    defaultMessage: 'Between {min} and {max}',
  },
});

const LEVEL_MESSAGES = defineMessages<Record<PlayerLevel, NoMessageValues>>({
  beginner: { id: 'ds.playersTable.levelBeginner', defaultMessage: 'Beginner' },
  intermediate: { id: 'ds.playersTable.levelIntermediate', defaultMessage: 'Intermediate' },
  advanced: { id: 'ds.playersTable.levelAdvanced', defaultMessage: 'Advanced' },
  professional: { id: 'ds.playersTable.levelProfessional', defaultMessage: 'Professional' },
});

const SEX_MESSAGES = defineMessages<Record<PlayerSex, NoMessageValues>>({
  male: { id: 'ds.playersTable.sexMale', defaultMessage: 'Male' },
  female: { id: 'ds.playersTable.sexFemale', defaultMessage: 'Female' },
});

const TURN_MESSAGES = defineMessages<Record<PlayerTurn, NoMessageValues>>({
  morning: { id: 'ds.playersTable.turnMorning', defaultMessage: 'Morning' },
  afternoon: { id: 'ds.playersTable.turnAfternoon', defaultMessage: 'Afternoon' },
  any: { id: 'ds.playersTable.turnAny', defaultMessage: 'Any' },
});

/** The form field name of each column; a form holds one per row, read with FormData.getAll. */
export const PLAYER_FIELD_NAMES: Record<keyof PlayerInput, string> = {
  name: 'playerName',
  surname: 'playerSurname',
  handicap: 'playerHandicap',
  level: 'playerLevel',
  sex: 'playerSex',
  turn: 'playerTurn',
  phone: 'playerPhone',
  email: 'playerEmail',
};

/** Column order, shared by the header and every row so they cannot drift apart. */
const FIELDS = [
  'name',
  'surname',
  'handicap',
  'level',
  'sex',
  'turn',
  'phone',
  'email',
] as const satisfies readonly (keyof PlayerInput)[];

type Field = (typeof FIELDS)[number];

/** The e-mail is only how the club reaches a player; everything else the registration needs. */
function isRequired(field: Field): boolean {
  return field !== 'email';
}

/** As on every field's label: a symbol, its meaning is each control's required state. */
const REQUIRED_MARK = '*';

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

export interface PlayersTableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** The table's visible title and accessible name, e.g. "Players". */
  caption: ReactNode;
  /** PlayersTableRow elements. */
  children: ReactNode;
}

/**
 * The players of a tournament registration form. A table from the tablet width, one card per
 * player below it. The site owns the list and submits it as a plain HTML form.
 */
export const PlayersTable = forwardRef<HTMLTableElement, PlayersTableProps>(function PlayersTable(
  { caption, children, className, ...rest },
  ref,
) {
  const intl = useIntl();
  return (
    // Between the tablet width and a wide screen the nine columns may not fit: the wrapper scrolls
    // rather than the page. Its inputs are focusable, so keyboard users can scroll it.
    <div className={styles.scroller}>
      <table ref={ref} className={clsx(styles.table, className)} {...rest}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {intl.formatMessage(messages.player)}
            </th>
            {FIELDS.map((field) => (
              <th key={field} scope="col" className={styles.headerCell}>
                {intl.formatMessage(messages[field])}
                {isRequired(field) && (
                  <span aria-hidden="true" className={styles.requiredMark}>
                    {REQUIRED_MARK}
                  </span>
                )}
              </th>
            ))}
            <th scope="col" className={styles.headerCell}>
              <VisuallyHidden>{intl.formatMessage(messages.remove)}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>{children}</tbody>
      </table>
    </div>
  );
});

export interface PlayersTableRowProps {
  /** 0-based; the row is headed "Player {index + 1}". */
  index: number;
  defaultValues?: Partial<PlayerInput>;
  /** Already translated messages, shown under their field. */
  errors?: Partial<Record<keyof PlayerInput, string>>;
  /** Shows a "Remove player {n}" button when given. */
  onRemove?: () => void;
  /** For the hint under the handicap; a plus handicap is negative, as the rules store it. */
  handicapMin?: number;
  handicapMax?: number;
  disabled?: boolean;
}

/** One player: a row header, a field per column and, when the player can go, a remove button. */
export function PlayersTableRow({
  index,
  defaultValues = {},
  errors = {},
  onRemove,
  handicapMin = PLAYER_HANDICAP_MIN,
  handicapMax = PLAYER_HANDICAP_MAX,
  disabled,
}: PlayersTableRowProps) {
  const intl = useIntl();
  const rowId = useId();
  const number = index + 1;
  const handicapText = (value: number) => formatHandicap(value, intl.locale);

  function control(field: Field, props: FieldControlProps) {
    const common = {
      ...props,
      name: PLAYER_FIELD_NAMES[field],
      defaultValue: defaultValues[field] ?? '',
    };
    const select = <T extends string>(choices: readonly T[], label: (choice: T) => string) => {
      const selectProps: SelectHTMLAttributes<HTMLSelectElement> = common;
      return (
        <select className={clsx(styles.select, styles.controlWidth[field])} {...selectProps}>
          <option value="">{intl.formatMessage(messages.choose)}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {label(choice)}
            </option>
          ))}
        </select>
      );
    };
    switch (field) {
      case 'level':
        return select(PLAYER_LEVELS, (level) => intl.formatMessage(LEVEL_MESSAGES[level]));
      case 'sex':
        return select(PLAYER_SEXES, (sex) => intl.formatMessage(SEX_MESSAGES[sex]));
      case 'turn':
        return select(PLAYER_TURNS, (turn) => intl.formatMessage(TURN_MESSAGES[turn]));
      case 'handicap':
        return (
          <input
            className={clsx(styles.input, styles.controlWidth[field])}
            type="text"
            inputMode="decimal"
            {...common}
          />
        );
      case 'phone':
        return (
          <input
            className={clsx(styles.input, styles.controlWidth[field])}
            type="tel"
            // The rows are other golfers: the browser would fill in the booker's own number.
            autoComplete="off"
            maxLength={FIELD_MAX.phone}
            {...common}
          />
        );
      case 'email':
        return (
          <input
            className={clsx(styles.input, styles.controlWidth[field])}
            type="email"
            autoComplete="off"
            maxLength={FIELD_MAX.email}
            {...common}
          />
        );
      default:
        return (
          <input
            className={clsx(styles.input, styles.controlWidth[field])}
            type="text"
            autoComplete="off"
            maxLength={FIELD_MAX.name}
            {...common}
          />
        );
    }
  }

  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.rowHeader}>
        {intl.formatMessage(messages.playerNumber, { number })}
      </th>
      {FIELDS.map((field) => {
        const id = `${rowId}-${field}`;
        const required = isRequired(field);
        const hint =
          field === 'handicap'
            ? intl.formatMessage(messages.handicapHint, {
                min: handicapText(handicapMin),
                max: handicapText(handicapMax),
              })
            : undefined;
        const error = errors[field];
        return (
          <td key={field} className={styles.cell}>
            <div className={styles.cellBody}>
              <FieldLabel
                htmlFor={id}
                required={required}
                disabled={disabled}
                className={styles.cellLabel}
              >
                <FormattedMessage
                  {...messages.fieldLabel}
                  values={{ number, field: intl.formatMessage(messages[field]), hidden }}
                />
              </FieldLabel>
              {control(field, fieldControlProps({ id, required, disabled, hint, error }))}
              <FieldMessages id={id} hint={hint} error={error} />
            </div>
          </td>
        );
      })}
      <td className={clsx(styles.cell, styles.removeCell)}>
        {onRemove && (
          <Button
            variant="secondary"
            size="small"
            disabled={disabled}
            onClick={onRemove}
            className={styles.removeButton}
          >
            <FormattedMessage {...messages.removePlayer} values={{ number, hidden }} />
          </Button>
        )}
      </td>
    </tr>
  );
}
