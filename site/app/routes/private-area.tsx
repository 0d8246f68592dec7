import { PrivateAreaNav } from '@fairway/design-system';
import type { PrivateAreaSection } from '@fairway/design-system';
import { defineMessages, useIntl } from 'react-intl';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import type { Route } from './+types/private-area';
import type { LayoutOutlet } from '../platform/rendering/layout-outlet.ts';
import { localePath } from '../platform/locale.ts';
import {
  PRIVATE_AREA_PATHS,
  privateAreaNewsOf,
  privateAreaSectionOf,
} from '../features/private-area/private-area.ts';
import { requireUser } from '../features/account/user-session.server.ts';
import * as styles from './private-area.css.ts';

const messages = defineMessages({
  title: { id: 'site.privateArea.title', defaultMessage: 'My area' },
  passwordReset: {
    id: 'site.privateArea.passwordReset',
    defaultMessage: 'Your new password is saved, and you are logged in.',
  },
});

/** Every page under /private-area is behind login: a visitor goes to login and comes back. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = requireUser(context, request);
  return { locale };
}

export default function PrivateArea({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = loaderData;
  const location = useLocation();
  const outlet = useOutletContext<LayoutOutlet>();
  const current: PrivateAreaSection = privateAreaSectionOf(location.pathname) ?? 'bookings';
  const news = privateAreaNewsOf(location.search);
  const navigate = useNavigate();
  const { setAlert } = outlet;

  // Said once: the address loses its news, so a reload or a shared link says nothing.
  useEffect(() => {
    if (news !== 'password-reset') return;
    setAlert({
      visible: true,
      type: 'success',
      message: intl.formatMessage(messages.passwordReset),
    });
    void navigate(location.pathname, { replace: true, preventScrollReset: true });
  }, [news, intl, setAlert, navigate, location.pathname]);
  const hrefs = Object.fromEntries(
    Object.entries(PRIVATE_AREA_PATHS).map(([section, path]) => [
      section,
      localePath(locale, path),
    ]),
  ) as Record<PrivateAreaSection, string>;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      <PrivateAreaNav current={current} hrefs={hrefs} />
      <Outlet context={outlet} />
    </div>
  );
}
