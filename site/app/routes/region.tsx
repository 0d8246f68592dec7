import { ClubCard, DateStrip, Select } from '@fairway/design-system';
import { addDays, DATE_STRIP_MAX_DAYS, parseId, slugify } from '@fairway/design-system/rules';
import { busqueda } from '@fairway/engine/contract';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { data, useNavigate } from 'react-router';
import type { Route } from './+types/region';
import { todayIn, validDate } from '../lib/club-date.ts';
import { namesDeps } from '../lib/context.server.ts';
import { localePath } from '../lib/locale.ts';
import { criticalFailure, pageCalls, pageContext } from '../lib/page.server.ts';
import { municipalityByName, regionById, regionByName } from '../lib/names.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import * as styles from './region.css.ts';

const messages = defineMessages<{
  title: { place: string };
  count: { count: number };
  none: NoMessageValues;
  sort: NoMessageValues;
  byPrice: NoMessageValues;
  byName: NoMessageValues;
  byTime: NoMessageValues;
  dates: NoMessageValues;
}>({
  title: { id: 'site.region.title', defaultMessage: 'Golf in {place}' },
  count: {
    id: 'site.region.count',
    defaultMessage:
      '{count, plural, one {# course with tee times} other {# courses with tee times}}',
  },
  none: { id: 'site.region.none', defaultMessage: 'No times found for the selected date' },
  sort: { id: 'site.region.sort', defaultMessage: 'Sort by' },
  byPrice: { id: 'site.region.byPrice', defaultMessage: 'Price' },
  byName: { id: 'site.region.byName', defaultMessage: 'Name' },
  byTime: { id: 'site.region.byTime', defaultMessage: 'First tee time' },
  dates: { id: 'site.region.dates', defaultMessage: 'Choose a date' },
});

const SORT_KEYS = ['price', 'name', 'time'] as const;
const REGION_TIME_ZONE = 'Europe/Madrid';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const url = new URL(request.url);
  const q = url.searchParams;
  const nocache = q.has('nocache');
  const fecha = validDate(q.get('fecha'));
  const names = namesDeps(ctx.creds);
  let place = '';
  let where: { idMunicipio: number } | { idRegion: number } | null = null;
  const idMun = parseId(q.get('idMun'));
  const idReg = parseId(q.get('idReg'));
  if (idMun !== null) {
    where = { idMunicipio: idMun };
    place =
      (await municipalityByName(names, slugify(q.get('municipio') ?? params.slug ?? '')))?.name ??
      '';
  } else if (idReg !== null) {
    where = { idRegion: idReg };
    place = (await regionById(names, idReg, { nocache, fecha: fecha !== null }))?.name ?? '';
  }
  if (!where && params.slug) {
    const region = await regionByName(names, params.slug, { nocache, fecha: fecha !== null });
    if (region) {
      where = { idRegion: region.idL };
      place = region.name;
    }
  }
  if (!where) throw data(null, { status: 404 });
  // The shop's clubs are all in Spain and Portugal; a past or missing date shows today's times.
  const today = todayIn(REGION_TIME_ZONE);
  const date = fecha && fecha >= today ? fecha : today;
  const result = await calls.call(
    busqueda.listarResultadosTTB,
    { ...where, fecha: date, jugadores: -1 },
    { action: 'regionClubs' },
  );
  if (!result.ok) criticalFailure(result, calls.notice);
  return {
    locale: ctx.locale,
    place,
    date,
    today,
    clubs: result.data.listaClubes,
    sort: SORT_KEYS.find((key) => key === q.get('sort')) ?? 'price',
  };
}

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale, place, date, today, clubs, sort } = loaderData;
  const sorted = useMemo(() => {
    const list = [...clubs];
    if (sort === 'name') list.sort((a, b) => a.nombreClub.localeCompare(b.nombreClub));
    else if (sort === 'time') list.sort((a, b) => a.horaIni.localeCompare(b.horaIni));
    else list.sort((a, b) => a.precioDesde - b.precioDesde);
    return list;
  }, [clubs, sort]);

  function go(next: { fecha?: string; sort?: string }) {
    const params = new URLSearchParams(window.location.search);
    if (next.fecha) params.set('fecha', next.fecha);
    if (next.sort) params.set('sort', next.sort);
    navigate(`${window.location.pathname}?${params.toString()}`);
  }

  return (
    <div className={styles.page}>
      <title>
        {intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title, { place }) })}
      </title>
      <h1 className={styles.title}>{intl.formatMessage(messages.title, { place })}</h1>
      <DateStrip
        startDate={date}
        selectedDate={date}
        minDate={today}
        maxDate={addDays(today, DATE_STRIP_MAX_DAYS)}
        onSelect={(fecha) => go({ fecha })}
        label={intl.formatMessage(messages.dates)}
      />
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {intl.formatMessage(messages.count, { count: clubs.length })}
        </p>
        <Select
          label={intl.formatMessage(messages.sort)}
          value={sort}
          onChange={(value: string) => go({ sort: value })}
          options={[
            { value: 'price', label: intl.formatMessage(messages.byPrice) },
            { value: 'name', label: intl.formatMessage(messages.byName) },
            { value: 'time', label: intl.formatMessage(messages.byTime) },
          ]}
        />
      </div>
      {sorted.length === 0 ? <p>{intl.formatMessage(messages.none)}</p> : null}
      <div className={styles.cards}>
        {sorted.map((club) => (
          <ClubCard
            key={`${club.idVP}-${club.idR}`}
            name={club.nombreClub}
            courseName={club.nombreRecorrido}
            place={{ municipality: club.municipio, region: place }}
            href={localePath(
              locale,
              `/club/${slugify(club.nombreClub)}?idVP=${club.idVP}&rec=${club.idR}&fecha=${date}`,
            )}
            priceFrom={club.precioDesde}
            priceTo={club.precioHasta}
            firstTime={club.horaIni}
            lastTime={club.horaFin}
            holes={club.hoyos === 9 ? 9 : 18}
            imageSrc={club.imagen}
            imageAlt=""
            headingLevel={2}
          />
        ))}
      </div>
    </div>
  );
}
