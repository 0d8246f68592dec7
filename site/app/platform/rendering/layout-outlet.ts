import type { AlertState } from '@fairway/design-system';
import type { ReactNode } from 'react';

/** What the locale layout hands its pages: the alert, and the search bar the home page shows in its body. */
export interface LayoutOutlet {
  setAlert: (alert: AlertState) => void;
  search: ReactNode;
}
