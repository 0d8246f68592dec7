import { FavouriteToggle } from '@fairway/design-system';
import type { FavouriteToggleAppearance } from '@fairway/design-system';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useOutletContext } from 'react-router';
import { ApiError, useSessionErrors } from '../../platform/browser/fetch-json.ts';
import { loginHrefFor } from './favourites.ts';
import type { FavouriteChange, FavouritesState } from './favourites.ts';
import type { LayoutOutlet } from '../../platform/rendering/layout-outlet.ts';

const messages = defineMessages({
  failed: {
    id: 'site.favourites.failedToChange',
    defaultMessage: 'Your favourite courses could not be changed',
  },
});

/** Asks the site's endpoint; its refusal is an ApiError, as for the other same-origin calls. */
async function postChange(change: FavouriteChange, locale: string): Promise<void> {
  const response = await fetch(`/api/favourites?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(change),
  });
  const body = (await response.json().catch(() => ({}))) as {
    ok?: unknown;
    msg?: string;
    reload?: unknown;
    relogin?: unknown;
  };
  if (body.ok !== true) throw new ApiError(body);
}

export interface FavouriteHeartProps {
  courseId: number;
  courseName: string;
  /** The page's starting state (favouritesState on the server); without it, no heart. */
  state: FavouritesState | undefined;
  locale: string;
  appearance?: FavouriteToggleAppearance;
  className?: string;
}

/**
 * The heart of a course on a club page or a club card: for a logged-in golfer it keeps the course
 * among their favourites through POST /api/favourites; for a visitor it is a link to the login
 * page, which brings them back here.
 */
export function FavouriteHeart({
  courseId,
  courseName,
  state,
  locale,
  appearance = 'standalone',
  className,
}: FavouriteHeartProps) {
  const intl = useIntl();
  const location = useLocation();
  const outlet = useOutletContext<LayoutOutlet | undefined>();
  const sessionError = useSessionErrors();
  const [pressed, setPressed] = useState(state?.courseIds.includes(courseId) ?? false);
  const [busy, setBusy] = useState(false);
  // A loader that says nothing about favourites (a test's, a cached page's) shows no heart.
  if (!state) return null;

  async function change(next: boolean) {
    setBusy(true);
    try {
      await postChange({ courseId, favourite: next }, locale);
      setPressed(next);
    } catch (error) {
      if (!sessionError(error))
        outlet?.setAlert({
          visible: true,
          type: 'error',
          message: intl.formatMessage(messages.failed),
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FavouriteToggle
      courseName={courseName}
      isLoggedIn={state.loggedIn}
      loginHref={loginHrefFor(state.loginPath, `${location.pathname}${location.search}`)}
      pressed={pressed}
      busy={busy}
      appearance={appearance}
      className={className}
      onPressedChange={(next) => void change(next)}
    />
  );
}
