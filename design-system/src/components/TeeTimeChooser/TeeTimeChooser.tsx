import { useId, useRef, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ruleMessage } from '../../i18n';
import {
  formatDate,
  formatPrice,
  formatTime,
  MAX_PLAYERS_PER_SLOT,
  type Locale,
} from '@fairway/rules';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { PriceTag } from '../PriceTag';
import { SpinnerRing } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TeeTimeChooser.css';

const messages = defineMessages<{
  title: { club: string; course: string };
  when: { date: string; time: string };
  description: { timeZone: string };
  rates: NoMessageValues;
  noRates: NoMessageValues;
  players: NoMessageValues;
  playersAvailable: { count: number };
  playerCount: { count: number };
  addPlayer: NoMessageValues;
  removePlayer: NoMessageValues;
  services: NoMessageValues;
  servicesLoading: NoMessageValues;
  servicePrice: { price: string };
  unitCount: { count: number; service: string };
  addUnit: { service: string };
  removeUnit: { service: string };
  unitsOverPlayers: NoMessageValues;
  total: NoMessageValues;
  cancel: NoMessageValues;
  addToCart: NoMessageValues;
  adding: NoMessageValues;
}>({
  title: { id: 'ds.teeTimeChooser.title', defaultMessage: '{club} · {course}' },
  when: { id: 'ds.teeTimeChooser.when', defaultMessage: '{date}, {time}' },
  description: {
    id: 'ds.teeTimeChooser.description',
    defaultMessage: 'Club local time ({timeZone}). Choose a rate, the players and any extras.',
  },
  rates: { id: 'ds.teeTimeChooser.rates', defaultMessage: 'Rate' },
  noRates: {
    id: 'ds.teeTimeChooser.noRates',
    defaultMessage: 'No rate can be booked online for this tee time',
  },
  players: { id: 'ds.teeTimeChooser.players', defaultMessage: 'Players' },
  playersAvailable: {
    id: 'ds.teeTimeChooser.playersAvailable',
    defaultMessage: '{count, plural, =0 {No places left} one {# place left} other {# places left}}',
  },
  playerCount: {
    id: 'ds.teeTimeChooser.playerCount',
    defaultMessage: '{count, plural, one {# player} other {# players}}',
  },
  addPlayer: { id: 'ds.teeTimeChooser.addPlayer', defaultMessage: 'Add a player' },
  removePlayer: { id: 'ds.teeTimeChooser.removePlayer', defaultMessage: 'Remove a player' },
  services: { id: 'ds.teeTimeChooser.services', defaultMessage: 'Extras' },
  servicesLoading: { id: 'ds.teeTimeChooser.servicesLoading', defaultMessage: 'Loading extras…' },
  servicePrice: { id: 'ds.teeTimeChooser.servicePrice', defaultMessage: '{price} each' },
  unitCount: {
    id: 'ds.teeTimeChooser.unitCount',
    defaultMessage: '{count, plural, one {# unit of {service}} other {# units of {service}}}',
  },
  addUnit: { id: 'ds.teeTimeChooser.addUnit', defaultMessage: 'Add one {service}' },
  removeUnit: { id: 'ds.teeTimeChooser.removeUnit', defaultMessage: 'Remove one {service}' },
  unitsOverPlayers: {
    id: 'ds.teeTimeChooser.unitsOverPlayers',
    defaultMessage: 'The number of units is greater than the number of players',
  },
  total: { id: 'ds.teeTimeChooser.total', defaultMessage: 'Total' },
  cancel: { id: 'ds.teeTimeChooser.cancel', defaultMessage: 'Cancel' },
  addToCart: { id: 'ds.teeTimeChooser.addToCart', defaultMessage: 'Add to cart' },
  adding: { id: 'ds.teeTimeChooser.adding', defaultMessage: 'Adding…' },
});

export interface ChooserRate {
  id: string;
  name: string;
  /** The club's notes on the rate, e.g. "Residents of Andalusia only". */
  observations?: string;
  /** Price per player, in euros. */
  price: number;
  /** Rack price per player, struck through when higher than the price. */
  rackPrice?: number;
  /** Discount badge, e.g. 25 for "25% off". */
  discountPercent?: number;
}

export interface ChooserService {
  id: string;
  name: string;
  /** Price per unit, in euros. */
  price: number;
  maxUnits: number;
  kind: 'buggy' | 'trolley' | 'clubRental' | 'other';
}

export interface TeeTimeChoice {
  rateId: string;
  players: number;
  /** Units by service id; services left at 0 units are not listed. */
  services: Record<string, number>;
}

export interface TeeTimeChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clubName: string;
  courseName: string;
  /** YYYY-MM-DD, club-local. */
  date: string;
  /** HH:MM, club-local, shown as written. */
  time: string;
  /** IANA zone of the club, e.g. "Europe/Madrid". */
  timeZoneName: string;
  locale: Locale;
  /** Free places in the slot, 0 to maxPlayers. */
  playersAvailable: number;
  /** The most players one booking of a slot takes: the seller's setting, 4 unless given. */
  maxPlayers?: number;
  rates: ChooserRate[];
  services: ChooserService[];
  servicesLoading?: boolean;
  /** The starting choice, read each time the dialog opens. */
  defaultChoice?: Partial<TeeTimeChoice>;
  /** Every change of rate, players or units; the site re-fetches services or checks buggies. */
  onChoiceChange?: (choice: TeeTimeChoice) => void;
  /** A server message, e.g. 'Not enough buggies in stock for this teetime'. */
  error?: string;
  /** Adding in progress: the button is disabled and says so. */
  busy?: boolean;
  onAddToCart: (choice: TeeTimeChoice) => void;
}

interface ChoiceState {
  rateId: string | undefined;
  players: number;
  units: Record<string, number>;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(Math.trunc(value), min), max);
}

function initialState(
  rates: ChooserRate[],
  maxPlayers: number,
  defaultChoice?: Partial<TeeTimeChoice>,
): ChoiceState {
  const rateId =
    defaultChoice?.rateId !== undefined && rates.some((rate) => rate.id === defaultChoice.rateId)
      ? defaultChoice.rateId
      : rates[0]?.id;
  return {
    rateId,
    players: clamp(defaultChoice?.players ?? 1, 1, maxPlayers),
    units: { ...defaultChoice?.services },
  };
}

function toChoice(state: ChoiceState, services: ChooserService[]): TeeTimeChoice {
  const chosen: Record<string, number> = {};
  for (const service of services) {
    const units = state.units[service.id] ?? 0;
    if (units > 0) chosen[service.id] = units;
  }
  return { rateId: state.rateId ?? '', players: state.players, services: chosen };
}

/**
 * The dialog that turns a tee time into a cart line: rate, players and extras, with the line
 * total kept live. The design system only checks what it can see (players against the places
 * left, units against players); stock and prices stay the engine's call, reported via `error`.
 */
export function TeeTimeChooser({
  open,
  onOpenChange,
  clubName,
  courseName,
  date,
  time,
  timeZoneName,
  locale,
  playersAvailable,
  maxPlayers = MAX_PLAYERS_PER_SLOT,
  rates,
  services,
  servicesLoading = false,
  defaultChoice,
  onChoiceChange,
  error,
  busy = false,
  onAddToCart,
}: TeeTimeChooserProps) {
  const intl = useIntl();
  const id = useId();
  const [state, setState] = useState(() => initialState(rates, maxPlayers, defaultChoice));
  // Each opening starts from the caller's default again (the previous choice was for another
  // tee time, or was abandoned): reset during render when `open` turns true.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setState(initialState(rates, maxPlayers, defaultChoice));
  }

  const rate = rates.find((candidate) => candidate.id === state.rateId);
  const available = clamp(playersAvailable, 0, maxPlayers);
  const exceeds = state.players > available;
  const total =
    (rate?.price ?? 0) * state.players +
    services.reduce(
      (sum, service) =>
        sum + service.price * clamp(state.units[service.id] ?? 0, 0, service.maxUnits),
      0,
    );
  const canAdd = rate !== undefined && !exceeds && !busy;

  function update(next: ChoiceState) {
    setState(next);
    onChoiceChange?.(toChoice(next, services));
  }

  const checkedRadio = useRef<HTMLInputElement | null>(null);
  const exceedsId = `${id}-exceeds`;
  const errorId = `${id}-error`;

  return (
    <Dialog
      open={open}
      size="wide"
      initialFocus={checkedRadio}
      onDismiss={() => onOpenChange(false)}
      title={
        <>
          <span className={styles.eyebrow}>
            {intl.formatMessage(messages.title, { club: clubName, course: courseName })}
          </span>{' '}
          <span className={styles.when}>
            {intl.formatMessage(messages.when, {
              date: formatDate(date, locale, 'long'),
              time: formatTime(time),
            })}
          </span>
        </>
      }
      description={intl.formatMessage(messages.description, { timeZone: timeZoneName })}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant="primary"
            disabled={!canAdd}
            aria-describedby={
              [exceeds ? exceedsId : '', error ? errorId : ''].filter(Boolean).join(' ') ||
              undefined
            }
            onClick={() => {
              if (canAdd) onAddToCart(toChoice(state, services));
            }}
          >
            {busy && <SpinnerRing size="small" />}
            {intl.formatMessage(busy ? messages.adding : messages.addToCart)}
          </Button>
        </>
      }
    >
      {/* The choices scroll; the total and any server error stay in view above the actions. */}
      <div className={styles.body}>
        {rates.length === 0 ? (
          <p className={styles.notice}>{intl.formatMessage(messages.noRates)}</p>
        ) : (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(messages.rates)}</legend>
            <div className={styles.rates}>
              {rates.map((candidate) => {
                const prefix = `${id}-rate-${candidate.id}`;
                const selected = candidate.id === state.rateId;
                const discounted =
                  candidate.rackPrice !== undefined && candidate.rackPrice > candidate.price;
                return (
                  <label key={candidate.id} className={styles.rate({ selected })}>
                    {/* Native radios, as in TeeTimeCard: one tab stop, arrows between rates. */}
                    <input
                      ref={selected ? checkedRadio : undefined}
                      type="radio"
                      className={styles.radio}
                      name={`${id}-rate`}
                      value={candidate.id}
                      checked={selected}
                      onChange={() => update({ ...state, rateId: candidate.id })}
                      aria-labelledby={`${prefix}-name`}
                      aria-describedby={
                        candidate.observations
                          ? `${prefix}-price ${prefix}-observations`
                          : `${prefix}-price`
                      }
                    />
                    <span className={styles.rateText}>
                      <span id={`${prefix}-name`} className={styles.rateName}>
                        {candidate.name}
                      </span>
                      {candidate.observations && (
                        <span id={`${prefix}-observations`} className={styles.observations}>
                          {candidate.observations}
                        </span>
                      )}
                    </span>
                    <PriceTag
                      id={`${prefix}-price`}
                      className={styles.ratePrice}
                      amount={candidate.price}
                      previousAmount={discounted ? candidate.rackPrice : undefined}
                      discountPercent={candidate.discountPercent}
                    />
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}

        <div>
          <div className={styles.stepperRow}>
            <div className={styles.stepperText}>
              <span id={`${id}-players`} className={styles.legend}>
                {intl.formatMessage(messages.players)}
              </span>
              <span className={styles.hint}>
                {intl.formatMessage(messages.playersAvailable, { count: available })}
              </span>
            </div>
            <Stepper
              labelledBy={`${id}-players`}
              value={state.players}
              min={1}
              max={maxPlayers}
              decrementLabel={intl.formatMessage(messages.removePlayer)}
              incrementLabel={intl.formatMessage(messages.addPlayer)}
              spoken={intl.formatMessage(messages.playerCount, { count: state.players })}
              invalid={exceeds}
              onChange={(players) => update({ ...state, players })}
            />
          </div>
          {/* Always mounted, so the message is read out when it appears. */}
          <div aria-live="polite">
            {exceeds && (
              <p id={exceedsId} className={styles.warning({ tone: 'critical' })}>
                {intl.formatMessage(ruleMessage('players.exceeds'))}
              </p>
            )}
          </div>
        </div>

        {(servicesLoading || services.length > 0) && (
          <section className={styles.services} aria-labelledby={`${id}-services`}>
            <h3 id={`${id}-services`} className={styles.legend}>
              {intl.formatMessage(messages.services)}
            </h3>
            {servicesLoading ? (
              <p role="status" className={styles.hint}>
                <SpinnerRing size="small" /> {intl.formatMessage(messages.servicesLoading)}
              </p>
            ) : (
              <ul className={styles.serviceList}>
                {services.map((service) => {
                  const units = clamp(state.units[service.id] ?? 0, 0, service.maxUnits);
                  const over = units > state.players;
                  const nameId = `${id}-service-${service.id}`;
                  return (
                    <li key={service.id} className={styles.service}>
                      <div className={styles.stepperRow}>
                        <div className={styles.stepperText}>
                          <span id={nameId} className={styles.serviceName}>
                            {service.name}
                          </span>
                          <span className={styles.hint}>
                            {intl.formatMessage(messages.servicePrice, {
                              price: formatPrice(service.price, locale),
                            })}
                          </span>
                        </div>
                        <Stepper
                          labelledBy={nameId}
                          value={units}
                          min={0}
                          max={service.maxUnits}
                          decrementLabel={intl.formatMessage(messages.removeUnit, {
                            service: service.name,
                          })}
                          incrementLabel={intl.formatMessage(messages.addUnit, {
                            service: service.name,
                          })}
                          spoken={intl.formatMessage(messages.unitCount, {
                            count: units,
                            service: service.name,
                          })}
                          onChange={(next) =>
                            update({ ...state, units: { ...state.units, [service.id]: next } })
                          }
                        />
                      </div>
                      <div aria-live="polite">
                        {over && (
                          <p className={styles.warning({ tone: 'warning' })}>
                            {intl.formatMessage(messages.unitsOverPlayers)}
                          </p>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </div>
      <div className={styles.summary}>
        <p className={styles.total}>
          <span>{intl.formatMessage(messages.total)}</span>
          <span className={styles.totalAmount}>{formatPrice(total, locale)}</span>
        </p>
        {error && (
          <p id={errorId} role="alert" className={styles.warning({ tone: 'critical' })}>
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

interface StepperProps {
  labelledBy: string;
  value: number;
  min: number;
  max: number;
  decrementLabel: string;
  incrementLabel: string;
  /** The value in words ("2 players"), announced politely on each change. */
  spoken: string;
  invalid?: boolean;
  onChange: (value: number) => void;
}

/**
 * − / count / + with real buttons, each named for what it does. At a bound the button stays
 * focusable (aria-disabled, not disabled): a disabled button under the keyboard focus would drop
 * focus to the page, out of the dialog's order.
 */
function Stepper({
  labelledBy,
  value,
  min,
  max,
  decrementLabel,
  incrementLabel,
  spoken,
  invalid = false,
  onChange,
}: StepperProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={decrementLabel}
        aria-disabled={atMin || undefined}
        onClick={() => {
          if (!atMin) onChange(value - 1);
        }}
      >
        <Icon className={styles.stepIcon}>
          <path d="M5 12h14" />
        </Icon>
      </button>
      <output aria-live="polite" className={styles.count({ invalid })}>
        <span aria-hidden="true">{value}</span>
        <VisuallyHidden>{spoken}</VisuallyHidden>
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={incrementLabel}
        aria-disabled={atMax || undefined}
        onClick={() => {
          if (!atMax) onChange(value + 1);
        }}
      >
        <Icon className={styles.stepIcon}>
          <path d="M5 12h14M12 5v14" />
        </Icon>
      </button>
    </div>
  );
}
