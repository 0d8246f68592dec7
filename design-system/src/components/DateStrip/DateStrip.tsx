import { clsx } from 'clsx';
import { forwardRef, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { addDays, formatDate, formatDayMonth, formatWeekday } from '@fairway/rules';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './DateStrip.css';

const messages = defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  fullDate: { weekday: string; date: string };
}>({
  label: {
    id: 'ds.dateStrip.label',
    defaultMessage: 'Choose a date',
  },
  previous: {
    id: 'ds.dateStrip.previous',
    defaultMessage: 'Previous 7 days',
  },
  next: {
    id: 'ds.dateStrip.next',
    defaultMessage: 'Next 7 days',
  },
  fullDate: {
    id: 'ds.dateStrip.fullDate',
    defaultMessage: '{weekday}, {date}',
  },
});

export const DATE_STRIP_DAYS = 7;

export interface DateStripProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect' | 'children'
> {
  /** First day shown, 'YYYY-MM-DD'. */
  startDate: string;
  /** 'YYYY-MM-DD'; shown pressed. */
  selectedDate?: string;
  onSelect: (date: string) => void;
  /** Moves the window 7 days back; the arrow is shown only with it. */
  onPrevious?: () => void;
  /** Moves the window 7 days on; the arrow is shown only with it. */
  onNext?: () => void;
  /** 'YYYY-MM-DD' days that cannot be chosen (closed course, fully booked). */
  disabledDates?: string[];
  /** Earliest bookable day, 'YYYY-MM-DD'; the window does not go back past it. */
  minDate?: string;
  /** Latest bookable day, 'YYYY-MM-DD'; the window does not go on past it. */
  maxDate?: string;
  /** Accessible name of the strip; "Choose a date" by default. */
  label?: string;
}

/**
 * Seven toggle buttons (aria-pressed) in a group with a roving tabindex: Tab enters on the
 * selected day, the arrow keys, Home and End move between days, Enter or Space chooses one.
 * ISO date strings compare in calendar order, so plain string comparison is enough.
 */
export const DateStrip = forwardRef<HTMLDivElement, DateStripProps>(function DateStrip(
  {
    startDate,
    selectedDate,
    onSelect,
    onPrevious,
    onNext,
    disabledDates,
    minDate,
    maxDate,
    label,
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const dayRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusedDate, setFocusedDate] = useState<string>();

  const dates = Array.from({ length: DATE_STRIP_DAYS }, (_, index) => addDays(startDate, index));
  const lastDate = dates[dates.length - 1] ?? startDate;
  const isEnabled = (date: string) =>
    !disabledDates?.includes(date) &&
    (minDate === undefined || date >= minDate) &&
    (maxDate === undefined || date <= maxDate);

  const atStart = minDate !== undefined && startDate <= minDate;
  const atEnd = maxDate !== undefined && lastDate >= maxDate;

  const tabbableDate = [focusedDate, selectedDate, ...dates].find(
    (date) => date !== undefined && dates.includes(date) && isEnabled(date),
  );

  const moveFocus = (from: number, key: string) => {
    const enabled = dates.flatMap((date, index) => (isEnabled(date) ? [index] : []));
    let target: number | undefined;
    if (key === 'ArrowRight' || key === 'ArrowDown') target = enabled.find((i) => i > from);
    else if (key === 'ArrowLeft' || key === 'ArrowUp') target = enabled.findLast((i) => i < from);
    else if (key === 'Home') target = enabled[0];
    else if (key === 'End') target = enabled[enabled.length - 1];
    else return false;
    if (target !== undefined) dayRefs.current[target]?.focus();
    return true;
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (moveFocus(index, event.key)) event.preventDefault();
  };

  return (
    <div
      ref={ref}
      role="group"
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={clsx(styles.root({ withNavigation: Boolean(onPrevious ?? onNext) }), className)}
      {...rest}
    >
      {onPrevious && <StepButton direction="previous" atLimit={atStart} onStep={onPrevious} />}
      <div className={styles.days}>
        {dates.map((date, index) => (
          <button
            key={date}
            ref={(element) => {
              dayRefs.current[index] = element;
            }}
            type="button"
            className={styles.day}
            aria-pressed={date === selectedDate}
            disabled={!isEnabled(date)}
            tabIndex={date === tabbableDate ? 0 : -1}
            onClick={() => onSelect(date)}
            onFocus={() => setFocusedDate(date)}
            onKeyDown={onKeyDown(index)}
          >
            <VisuallyHidden>
              {intl.formatMessage(messages.fullDate, {
                weekday: formatWeekday(date, intl.locale, 'long'),
                date: formatDate(date, intl.locale, 'long'),
              })}
            </VisuallyHidden>
            <span aria-hidden="true" className={styles.weekday}>
              {formatWeekday(date, intl.locale, 'short')}
            </span>
            <span aria-hidden="true" className={styles.dayMonth}>
              {formatDayMonth(date, intl.locale)}
            </span>
          </button>
        ))}
      </div>
      {onNext && <StepButton direction="next" atLimit={atEnd} onStep={onNext} />}
    </div>
  );
});

interface StepButtonProps {
  direction: 'previous' | 'next';
  /** The window reached minDate (previous) or maxDate (next). */
  atLimit: boolean;
  onStep: () => void;
}

/** The arrow that moves the window 7 days back or on. */
function StepButton({ direction, atLimit, onStep }: StepButtonProps) {
  const intl = useIntl();
  return (
    <Button
      variant="secondary"
      size="small"
      className={styles[direction]}
      aria-label={intl.formatMessage(messages[direction])}
      // aria-disabled rather than disabled: the arrow keeps focus when the window reaches
      // its limit, instead of dropping a keyboard user back to the top of the page.
      aria-disabled={atLimit}
      onClick={atLimit ? undefined : onStep}
    >
      <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </Button>
  );
}
