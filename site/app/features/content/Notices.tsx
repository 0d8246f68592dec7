import { NoticeBoard } from '@fairway/design-system';
import { useState } from 'react';
import type { NoticeView } from './board.ts';
import { rememberDismissed } from './dismissed-notices.ts';

/** The seller's notices, until the golfer dismisses them (remembered for the session). */
export function Notices({ notices }: { notices: NoticeView[] }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <NoticeBoard
      notices={notices}
      onDismiss={() => {
        rememberDismissed(notices.map((n) => n.id));
        setDismissed(true);
      }}
    />
  );
}
