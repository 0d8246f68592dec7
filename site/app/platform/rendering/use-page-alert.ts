import type { AlertState } from '@fairway/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';

const CLOSED: AlertState = { visible: false, message: '', type: 'error' };

/**
 * The layout's floating alert, tied to the page that raised it: "The tee time is in your cart"
 * followed the golfer to the cart and checkout and covered the form's first fields at 375 px
 * (issue 29). An alert shows on the path it was raised on and closes when the golfer leaves it;
 * one raised by the next page as it opens is that page's own and stays.
 */
export function usePageAlert(pathname: string): {
  alert: AlertState;
  setAlert: (alert: AlertState) => void;
  closeAlert: () => void;
} {
  const [raised, setRaised] = useState<{ alert: AlertState; path: string }>({
    alert: CLOSED,
    path: pathname,
  });
  // The path as this render knows it: a page's effects run after the layout rendered its path.
  const current = useRef(pathname);
  current.current = pathname;
  const setAlert = useCallback(
    (alert: AlertState) => setRaised({ alert, path: current.current }),
    [],
  );
  const closeAlert = useCallback(
    () => setRaised((r) => (r.alert.visible ? { ...r, alert: { ...r.alert, visible: false } } : r)),
    [],
  );
  useEffect(() => {
    setRaised((r) => (r.alert.visible && r.path !== pathname ? { ...r, alert: CLOSED } : r));
  }, [pathname]);
  return { alert: raised.path === pathname ? raised.alert : CLOSED, setAlert, closeAlert };
}
