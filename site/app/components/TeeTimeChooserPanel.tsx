/**
 * The club page's chooser, in a module of its own: the club page loads it (React.lazy) only when
 * a golfer chooses a tee time, so its first paint never waits for this code.
 */
import { TeeTimeChooser } from '@fairway/design-system';
import type { ChooserRate, TeeTimeChoice } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import useSWR from 'swr';
import { ApiError, fetchJson, useSessionErrors } from '../data/fetch-json.ts';
import { useCart } from '../data/use-cart.ts';
import type { CartView, ServiceView } from '../lib/cart.ts';
import { failureMessages } from '../lib/failure-messages.ts';
import { maxPlayersOf, useFrontConfig } from '../lib/front-config.ts';

const messages = defineMessages<{ notEnoughBuggies: NoMessageValues }>({
  // The engine's words for this refusal (docs/engine-contract.md#messages): chooser and cart agree.
  notEnoughBuggies: {
    id: 'site.cart.error.notEnoughBuggies',
    defaultMessage: 'Not enough buggies in stock for this teetime',
  },
});

export interface ChosenTeeTime {
  clubId: number;
  clubName: string;
  courseId: number;
  courseName: string;
  /** YYYY-MM-DD, club-local. */
  date: string;
  /** HH:MM, club-local. */
  time: string;
  playersAvailable: number;
  rates: ChooserRate[];
}

export interface TeeTimeChooserPanelProps {
  teeTime: ChosenTeeTime;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The zone's short name ('CET'), as the tee-time cards show it. */
  zoneLabel: string;
  locale: Locale;
  /** The tee time is in the cart: the page says so and closes the chooser. */
  onAdded: (cart: CartView) => void;
}

function teeTimeParams(locale: Locale, teeTime: ChosenTeeTime, players: number) {
  return new URLSearchParams({
    locale,
    idVP: String(teeTime.clubId),
    rec: String(teeTime.courseId),
    fecha: teeTime.date,
    hora: teeTime.time,
    players: String(players),
  });
}

/** Whatever the golfer starts from: two players when the tee time has room for them. */
function defaultPlayers(available: number): number {
  return Math.max(1, Math.min(2, available));
}

export default function TeeTimeChooserPanel({
  teeTime,
  open,
  onOpenChange,
  zoneLabel,
  locale,
  onAdded,
}: TeeTimeChooserPanelProps) {
  const intl = useIntl();
  const sessionErrors = useSessionErrors();
  const { mutateCart } = useCart();
  const maxPlayers = maxPlayersOf(useFrontConfig());
  const [players, setPlayers] = useState(() => defaultPlayers(teeTime.playersAvailable));
  const [buggyError, setBuggyError] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastBuggyUnits = useRef(0);
  const buggyAsk = useRef(0);

  // Each opening is a new choice (often of another tee time): start again from the defaults,
  // reset during render as the chooser itself does, so no stale message flashes.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
  }
  if (open && !wasOpen) {
    setPlayers(defaultPlayers(teeTime.playersAvailable));
    setBuggyError(null);
    setAddError(null);
  }

  // What can be added depends on the players (a buggy carries two), so it is asked per count.
  const servicesUrl = open
    ? `/api/tee-time-services?${teeTimeParams(locale, teeTime, players).toString()}`
    : null;
  const services = useSWR<{ services: ServiceView[] }, ApiError>(
    servicesUrl,
    (url: string) => fetchJson<{ ok: true; services: ServiceView[] }>(url),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError: (error: ApiError) => void sessionErrors(error),
    },
  );

  // A new opening checks buggies afresh; a closing drops any answer still on its way.
  useEffect(() => {
    if (open) lastBuggyUnits.current = 0;
    else buggyAsk.current += 1;
  }, [open]);

  /** HaySuficientesBuggies on every change of buggy units; only the latest answer counts. */
  async function checkBuggies(choice: TeeTimeChoice, buggyId: string | undefined) {
    const units = buggyId ? (choice.services[buggyId] ?? 0) : 0;
    if (units === lastBuggyUnits.current) return;
    lastBuggyUnits.current = units;
    const ask = ++buggyAsk.current;
    if (units === 0) {
      setBuggyError(null);
      return;
    }
    const params = teeTimeParams(locale, teeTime, choice.players);
    params.set('units', String(units));
    try {
      const answer = await fetchJson<{ ok: true; enough: boolean }>(
        `/api/buggies?${params.toString()}`,
      );
      if (ask !== buggyAsk.current) return;
      setBuggyError(answer.enough ? null : intl.formatMessage(messages.notEnoughBuggies));
    } catch (error) {
      if (ask !== buggyAsk.current || sessionErrors(error)) return;
      setBuggyError(
        (error instanceof ApiError && error.message) ||
          intl.formatMessage(failureMessages.services),
      );
    }
  }

  const list = services.data?.services ?? [];
  const buggy = list.find((s) => s.kind === 'buggy');

  async function add(choice: TeeTimeChoice) {
    setBusy(true);
    setAddError(null);
    try {
      const cart = await mutateCart({
        action: 'add',
        teeTime: {
          idVP: teeTime.clubId,
          rec: teeTime.courseId,
          fecha: teeTime.date,
          hora: teeTime.time,
          rateId: Number(choice.rateId),
          players: choice.players,
          services: Object.entries(choice.services).map(([id, units]) => ({
            id: Number(id),
            units,
          })),
        },
      });
      onAdded(cart);
    } catch (error) {
      if (error instanceof ApiError && (error.reload || error.relogin)) return;
      setAddError(
        (error instanceof ApiError && error.message) ||
          intl.formatMessage(failureMessages.addToCart),
      );
    } finally {
      setBusy(false);
    }
  }

  // A renewed session or an expired login is the layout's business, not a message here.
  const servicesError =
    services.error && !services.error.reload && !services.error.relogin ? services.error : null;
  const error =
    addError ??
    buggyError ??
    (servicesError ? servicesError.message || intl.formatMessage(failureMessages.services) : null);

  return (
    <TeeTimeChooser
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      clubName={teeTime.clubName}
      courseName={teeTime.courseName}
      date={teeTime.date}
      time={teeTime.time}
      timeZoneName={zoneLabel}
      locale={locale}
      playersAvailable={teeTime.playersAvailable}
      maxPlayers={maxPlayers}
      rates={teeTime.rates}
      services={list.map(({ id, name, price, maxUnits, kind }) => ({
        id,
        name,
        price,
        maxUnits,
        kind,
      }))}
      servicesLoading={services.isLoading && list.length === 0}
      defaultChoice={{ players: defaultPlayers(teeTime.playersAvailable) }}
      onChoiceChange={(choice) => {
        setAddError(null);
        if (choice.players !== players) setPlayers(choice.players);
        void checkBuggies(choice, buggy?.id);
      }}
      {...(error ? { error } : {})}
      busy={busy}
      onAddToCart={(choice) => void add(choice)}
    />
  );
}
