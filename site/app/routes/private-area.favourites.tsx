import { Button, ButtonLink } from '@fairway/design-system';
import { parseId } from '@fairway/rules';
import { useContext, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/private-area.favourites';
import { SessionEventsContext } from '../data/fetch-json.ts';
import { changeFavourite, readFavourites } from '../lib/favourites.server.ts';
import { localePath } from '../lib/locale.ts';
import { pageCalls } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { requireUser } from '../lib/user-session.server.ts';
import * as styles from './private-area.pages.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  place: { municipality: string; region: string };
  remove: NoMessageValues;
  removeLabel: { course: string; club: string };
  removing: NoMessageValues;
  removed: { course: string };
  failedToRemove: NoMessageValues;
  failedToLoad: NoMessageValues;
  empty: NoMessageValues;
  find: NoMessageValues;
}>({
  title: { id: 'site.favourites.title', defaultMessage: 'Favourite courses' },
  lead: {
    id: 'site.favourites.lead',
    defaultMessage: 'The courses you keep with the heart on their club’s page.',
  },
  place: { id: 'site.favourites.place', defaultMessage: '{municipality}, {region}' },
  remove: { id: 'site.favourites.remove', defaultMessage: 'Remove' },
  removeLabel: {
    id: 'site.favourites.removeLabel',
    defaultMessage: 'Remove {course} at {club} from your favourites',
  },
  removing: { id: 'site.favourites.removing', defaultMessage: 'Removing…' },
  removed: { id: 'site.favourites.removed', defaultMessage: '{course} has been removed.' },
  failedToRemove: {
    id: 'site.favourites.failedToRemove',
    defaultMessage: 'The course could not be removed from your favourites',
  },
  failedToLoad: {
    id: 'site.favourites.failedToLoad',
    defaultMessage: 'Your favourite courses could not be loaded',
  },
  empty: {
    id: 'site.favourites.empty',
    defaultMessage:
      'You have no favourite courses yet. Press the heart on a club’s page to keep its course here.',
  },
  find: { id: 'site.favourites.find', defaultMessage: 'Find a club' },
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const favourites = await readFavourites(calls, ctx.locale);
  return {
    locale: ctx.locale,
    favourites: favourites.ok ? favourites.data : null,
    notice: calls.notice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const form = await request.formData();
  const courseId = parseId(String(form.get('courseId') ?? ''));
  const course = String(form.get('courseName') ?? '').slice(0, 200);
  const removed =
    courseId !== null && (await changeFavourite(calls, { courseId, favourite: false })).ok;
  return { removed, course, relogin: calls.notice.relogin };
}

export default function FavouritesPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, favourites } = loaderData;
  const { onRelogin } = useContext(SessionEventsContext);
  const navigation = useNavigation();
  const removing =
    navigation.state !== 'idle' ? String(navigation.formData?.get('courseId') ?? '') : null;

  useEffect(() => {
    if (actionData?.relogin) onRelogin();
  }, [actionData, onRelogin]);

  const title = intl.formatMessage(messages.title);
  const failed = actionData && !actionData.relogin && !actionData.removed;
  return (
    <section aria-labelledby="private-area-favourites" className={styles.section}>
      <title>{intl.formatMessage(pageTitle, { title })}</title>
      <h2 id="private-area-favourites" className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      <p role={failed ? 'alert' : 'status'} className={failed ? styles.error : styles.lead}>
        {actionData?.removed
          ? intl.formatMessage(messages.removed, { course: actionData.course })
          : failed
            ? intl.formatMessage(messages.failedToRemove)
            : null}
      </p>
      {favourites === null ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.failedToLoad)}
        </p>
      ) : favourites.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.lead}>{intl.formatMessage(messages.empty)}</p>
          <ButtonLink href={localePath(locale, '/')} variant="primary">
            {intl.formatMessage(messages.find)}
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.list}>
          {favourites.map((f) => (
            <li key={f.courseId} className={styles.favourite}>
              <div className={styles.favouriteText}>
                <Link to={f.href} className={styles.link}>
                  <span className={styles.strong}>{f.clubName}</span>
                </Link>
                <span>{f.courseName}</span>
                <p className={styles.muted}>
                  {intl.formatMessage(messages.place, {
                    municipality: f.municipality,
                    region: f.region,
                  })}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="courseId" value={f.courseId} />
                <input type="hidden" name="courseName" value={f.courseName} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="small"
                  aria-disabled={removing !== null || undefined}
                  aria-label={intl.formatMessage(messages.removeLabel, {
                    course: f.courseName,
                    club: f.clubName,
                  })}
                  onClick={(event) => {
                    if (removing !== null) event.preventDefault();
                  }}
                >
                  {intl.formatMessage(
                    removing === String(f.courseId) ? messages.removing : messages.remove,
                  )}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
