import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { TournamentState } from '@fairway/rules';
import { dot, pill, type PillTone } from './TournamentLabel.css';

/** Each state's words, for a page that names states outside a label (a filter's options). */
export const tournamentStateMessages = defineMessages({
  registrationOpen: {
    id: 'ds.tournamentLabel.registrationOpen',
    defaultMessage: 'Registration open',
  },
  registrationClosed: {
    id: 'ds.tournamentLabel.registrationClosed',
    defaultMessage: 'Registration closed',
  },
  schedulePublished: {
    id: 'ds.tournamentLabel.schedulePublished',
    defaultMessage: 'Schedule published',
  },
  onPlay: { id: 'ds.tournamentLabel.onPlay', defaultMessage: 'On play' },
  ratingsPublished: {
    id: 'ds.tournamentLabel.ratingsPublished',
    defaultMessage: 'Ratings published',
  },
  played: { id: 'ds.tournamentLabel.played', defaultMessage: 'Played' },
});

/** Golfers can act on an open registration, a tournament in play is live, the rest is news. */
const TONES: Record<TournamentState, PillTone> = {
  registrationOpen: 'success',
  registrationClosed: 'neutral',
  schedulePublished: 'info',
  onPlay: 'warning',
  ratingsPublished: 'info',
  played: 'neutral',
};

export interface TournamentLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  state: TournamentState;
}

/** The state of a tournament as a coloured pill; the words carry the meaning, not the colour. */
export const TournamentLabel = forwardRef<HTMLSpanElement, TournamentLabelProps>(
  function TournamentLabel({ state, className, ...rest }, ref) {
    const intl = useIntl();
    return (
      <span
        ref={ref}
        data-state={state}
        className={clsx(pill({ tone: TONES[state] }), className)}
        {...rest}
      >
        <span className={dot} aria-hidden="true" />
        {intl.formatMessage(tournamentStateMessages[state])}
      </span>
    );
  },
);
