import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
  type MessageValue,
} from 'react-intl';
import { formatDate, formatTime } from '@fairway/rules';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RoundPicker.css';

const messages = defineMessages<{
  round: { number: number };
  choosing: { number: number };
  when: { date: MessageValue; time: MessageValue };
  where: { club: string; course: string };
  change: { number: number; hidden: MessageTag };
  lastDate: { date: MessageValue };
}>({
  round: { id: 'ds.roundPicker.round', defaultMessage: 'Round {number}' },
  choosing: {
    id: 'ds.roundPicker.choosing',
    defaultMessage: 'Round {number}: choose a day and a tee time',
  },
  when: { id: 'ds.roundPicker.when', defaultMessage: '{date}, {time}' },
  where: { id: 'ds.roundPicker.where', defaultMessage: '{club} · {course}' },
  change: {
    id: 'ds.roundPicker.change',
    defaultMessage: 'Change<hidden> round {number}</hidden>',
  },
  lastDate: { id: 'ds.roundPicker.lastDate', defaultMessage: 'Play every round by {date}' },
});

export interface RoundChoice {
  club: string;
  course: string;
  /** YYYY-MM-DD, the club's own calendar day. */
  date: string;
  /** HH:MM, the club's local time. */
  time: string;
}

export interface RoundPickerProps extends Omit<
  HTMLAttributes<HTMLOListElement>,
  'children' | 'onChange'
> {
  /** How many rounds the pack has. */
  rounds: number;
  /** Index i is round i + 1; null while that round is not chosen. */
  chosen: readonly (RoundChoice | null)[];
  /** 0-based round being chosen now; -1 once every round is chosen. */
  current: number;
  /** Called with the 0-based round whose "Change" button was pressed; no buttons without it. */
  onChange?: (round: number) => void;
  /** YYYY-MM-DD: the last day the pack can be played, shown as a hint while choosing. */
  lastDate?: string;
  /** The chooser of the current round, shown inside its step. */
  children?: ReactNode;
}

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

function CheckIcon() {
  return (
    <Icon className={styles.markIcon} viewBox="0 0 20 20">
      <path d="M4.5 10.5 8.5 14.5 15.5 6" />
    </Icon>
  );
}

/**
 * The rounds of a multipack as steps, chosen one after the other: the chosen ones with their
 * tee time and a way back to change it, the current one holding its chooser, the rest waiting.
 */
export const RoundPicker = forwardRef<HTMLOListElement, RoundPickerProps>(function RoundPicker(
  { rounds, chosen, current, onChange, lastDate, children, className, ...rest },
  ref,
) {
  const intl = useIntl();

  return (
    <ol ref={ref} className={clsx(styles.steps, className)} {...rest}>
      {Array.from({ length: rounds }, (_, round) => {
        const number = round + 1;
        const choice = chosen[round] ?? null;

        // The current round wins over an earlier choice: the golfer is changing it.
        if (round === current) {
          return (
            <li key={round} aria-current="step" className={styles.step({ status: 'current' })}>
              <span aria-hidden="true" className={styles.mark({ status: 'current' })}>
                {number}
              </span>
              <div className={styles.content}>
                <p className={styles.title}>{intl.formatMessage(messages.choosing, { number })}</p>
                {lastDate && (
                  <p className={styles.hint}>
                    <FormattedMessage
                      {...messages.lastDate}
                      values={{
                        date: (
                          <time dateTime={lastDate}>
                            {formatDate(lastDate, intl.locale, 'long')}
                          </time>
                        ),
                      }}
                    />
                  </p>
                )}
                {children !== undefined && children !== null && (
                  <div className={styles.chooser}>{children}</div>
                )}
              </div>
            </li>
          );
        }

        if (choice) {
          return (
            <li key={round} className={styles.step({ status: 'chosen' })}>
              <span aria-hidden="true" className={styles.mark({ status: 'chosen' })}>
                <CheckIcon />
              </span>
              <div className={styles.chosenContent}>
                <div className={styles.details}>
                  <p className={styles.title}>{intl.formatMessage(messages.round, { number })}</p>
                  <p className={styles.when}>
                    <FormattedMessage
                      {...messages.when}
                      values={{
                        date: (
                          <time dateTime={choice.date}>
                            {formatDate(choice.date, intl.locale, 'long')}
                          </time>
                        ),
                        time: (
                          <time dateTime={`${choice.date}T${choice.time}`}>
                            {formatTime(choice.time)}
                          </time>
                        ),
                      }}
                    />
                  </p>
                  <p className={styles.where}>
                    {intl.formatMessage(messages.where, {
                      club: choice.club,
                      course: choice.course,
                    })}
                  </p>
                </div>
                {onChange && (
                  <Button
                    variant="secondary"
                    size="small"
                    className={styles.change}
                    onClick={() => onChange(round)}
                  >
                    <FormattedMessage {...messages.change} values={{ number, hidden }} />
                  </Button>
                )}
              </div>
            </li>
          );
        }

        return (
          <li key={round} className={styles.step({ status: 'upcoming' })}>
            <span aria-hidden="true" className={styles.mark({ status: 'upcoming' })}>
              {number}
            </span>
            <div className={styles.content}>
              <p className={styles.title}>{intl.formatMessage(messages.round, { number })}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
});
