import { redirect } from 'react-router';
import type { Route } from './+types/private-area.index';
import { localePath } from '../platform/locale.ts';
import { requireUser } from '../features/account/user-session.server.ts';

/** The private area opens on the golfer's bookings. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = requireUser(context, request);
  throw redirect(localePath(locale, '/private-area/bookings'));
}
