import { PriceTag } from '@fairway/design-system';
import { formatDate } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/multipack';
import { SocialMeta } from '../platform/seo/SeoHead.tsx';
import { cartCookie, cartLocatorOf } from '../features/cart/cart.server.ts';
import { todayIn } from '../features/catalog/club-date.ts';
import { localePath } from '../platform/locale.ts';
import { multipackMessages } from '../features/multipacks/messages.ts';
import {
  courseLabel,
  MAX_PACK_ROUNDS,
  multipackIdOfSlug,
  multipacksPath,
  packFormValues,
  readPackForm,
} from '../features/multipacks/multipacks.ts';
import { addMultipackToCart, getMultipack } from '../features/multipacks/multipacks.server.ts';
import { clubPath } from '../features/catalog/places.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { useHydrated } from '../platform/browser/use-hydrated.ts';
import { visitCookiesExpire } from '../platform/request/session.server.ts';
import * as styles from '../features/multipacks/multipack.css.ts';
import { GuidedChoice, PlainChoice } from '../features/multipacks/MultipackChoice.tsx';
import type { ActionAnswer } from '../features/multipacks/MultipackChoice.tsx';
import { multipackPageMessages } from '../features/multipacks/multipack-page.messages.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const id = multipackIdOfSlug(params.slug);
  if (id === null) throw data(null, { status: 404 });
  const found = await getMultipack(calls, id);
  if (!found.ok) criticalFailure(found, calls.notice);
  const pack = found.data;
  if (params.slug !== pack.slug) {
    // The name changed, or the address was mistyped before the id: one address per pack.
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/[^/]*$/, pack.slug)}${url.search}`, 301);
  }
  // The pack's courses share a region, so the first course's calendar day is the pack's.
  const today = todayIn(pack.courses[0]?.timeZone ?? 'Europe/Madrid');
  return {
    locale: ctx.locale,
    pack,
    /** The first day a first round can be chosen: today or the season's first, whichever is later. */
    firstDay: pack.firstDay > today ? pack.firstDay : today,
    notice: calls.notice,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const id = multipackIdOfSlug(params.slug);
  if (id === null) throw data(null, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const found = await getMultipack(calls, id);
  if (!found.ok) {
    if (found.cod === 2) throw data(null, { status: 404 });
    return data<ActionAnswer>({
      values: packFormValues(form, MAX_PACK_ROUNDS),
      errors: null,
      formError: '',
    });
  }
  const pack = found.data;
  const values = packFormValues(form, pack.rounds);
  // Answered 200 like any form the golfer must correct (see checkout.tsx).
  if (!pack.onSale)
    return data<ActionAnswer>({ values, errors: null, formError: null, unavailable: true });
  const read = readPackForm(values, pack);
  if (!read.ok) return data<ActionAnswer>({ values, errors: read.errors, formError: null });
  // One engine call: a cart the engine has forgotten (booked, expired) gets a new one by itself.
  const locator = cartLocatorOf(request);
  const added = await addMultipackToCart(calls, { locator, packId: pack.id, order: read.order });
  if (!added.ok)
    return data<ActionAnswer>({
      values,
      errors: null,
      formError: added.msg,
      validDates: added.validDates,
    });
  const headers = new Headers();
  if (added.locator !== locator)
    headers.append(
      'Set-Cookie',
      cartCookie(added.locator, visitCookiesExpire(ctx.session), ctx.cookieSecure),
    );
  throw redirect(localePath(ctx.locale, '/cart'), { headers });
}

export default function MultipackPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, pack, firstDay } = loaderData;
  const hydrated = useHydrated();
  const answer = actionData as ActionAnswer | undefined;
  const long = (date: string) => formatDate(date, locale, 'long');
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: pack.name })}</title>
      <meta name="description" content={pack.description} />
      <SocialMeta title={pack.name} description={pack.description} />
      <Link className={styles.back} to={localePath(locale, multipacksPath())}>
        {intl.formatMessage(multipackPageMessages.back)}
      </Link>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{pack.name}</h1>
          <p className={styles.muted}>{pack.regionName}</p>
          <p className={styles.text}>{pack.description}</p>
        </div>
        <div className={styles.priceBox}>
          <p className={styles.priceLine}>
            <PriceTag
              amount={pack.price}
              size="large"
              {...(pack.usualPrice !== undefined ? { previousAmount: pack.usualPrice } : {})}
            />
            <span className={styles.muted}>{intl.formatMessage(multipackMessages.perPlayer)}</span>
          </p>
          <p className={styles.text}>
            {intl.formatMessage(multipackMessages.rounds, { rounds: pack.rounds })}
          </p>
          <p className={styles.text}>
            {intl.formatMessage(multipackMessages.window, { days: pack.windowDays })}
          </p>
          <p className={styles.muted}>
            {intl.formatMessage(multipackPageMessages.season, {
              from: long(pack.firstDay),
              to: long(pack.lastDay),
            })}
          </p>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="multipack-courses">
        <h2 id="multipack-courses" className={styles.subtitle}>
          {intl.formatMessage(multipackPageMessages.courses)}
        </h2>
        <ul className={styles.list}>
          {pack.courses.map((course) => (
            <li key={course.courseId}>
              <Link
                to={localePath(locale, clubPath(course.clubName, course.clubId, course.courseId))}
              >
                {courseLabel(course)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {pack.onSale ? (
        <section className={styles.section} aria-labelledby="multipack-choose">
          <h2 id="multipack-choose" className={styles.subtitle}>
            {intl.formatMessage(multipackPageMessages.choose)}
          </h2>
          <Form method="post" className={styles.section} noValidate>
            {hydrated ? (
              <GuidedChoice pack={pack} locale={locale} firstDay={firstDay} answer={answer} />
            ) : null}
            {/* Without JavaScript the guided choice cannot run: the same fields, typed in. */}
            <noscript>
              <PlainChoice pack={pack} locale={locale} firstDay={firstDay} answer={answer} />
            </noscript>
          </Form>
        </section>
      ) : (
        <p className={styles.offSale} role="status">
          {intl.formatMessage(multipackPageMessages.unavailable)}
        </p>
      )}
    </div>
  );
}
