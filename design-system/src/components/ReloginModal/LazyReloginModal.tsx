import { lazy, Suspense, useState } from 'react';
import type { ReloginModalProps } from './ReloginModal';

const ReloginModal = lazy(() =>
  import('./ReloginModal').then((m) => ({ default: m.ReloginModal })),
);

/**
 * The ReloginModal for pages that should not ship a dialog's code (Radix Dialog, focus trapping,
 * scroll locking) with every view: nothing is rendered, and nothing fetched, until it first opens.
 * Server side it renders like ReloginModal when it is open there.
 */
export function LazyReloginModal(props: ReloginModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ReloginModal {...props} />
    </Suspense>
  );
}
