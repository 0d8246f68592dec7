import type { AlertState } from '@fairway/design-system';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UIMatch } from 'react-router';
import { isPageNotice } from './engine-notice.ts';
import type { PageNotice } from './engine-notice.ts';
import { failureMessages } from './failure-messages.ts';

/** The notices of every matched route's loader, together. */
export function noticeOf(loaderData: unknown[]): PageNotice {
  const notice: PageNotice = { failed: [], relogin: false };
  for (const d of loaderData) {
    const candidate = (d as { notice?: unknown } | undefined)?.notice;
    if (!isPageNotice(candidate)) continue;
    notice.relogin ||= candidate.relogin;
    for (const action of candidate.failed)
      if (!notice.failed.includes(action)) notice.failed.push(action);
  }
  return notice;
}

/**
 * docs/product.md#engine-answers and docs/product.md#alerts: what the page's loaders met on the
 * engine, shown once per load. The alert names the first failure until the golfer closes it; the
 * next load's notice shows again.
 */
export function usePageNotice(matches: UIMatch[]) {
  const intl = useIntl();
  const notice = useMemo(() => noticeOf(matches.map((m) => m.loaderData)), [matches]);
  const [closedNotice, setClosedNotice] = useState<PageNotice | null>(null);
  const failed = closedNotice === notice ? undefined : notice.failed[0];
  const noticeAlert = useMemo<AlertState | null>(
    () =>
      failed
        ? { visible: true, type: 'error', message: intl.formatMessage(failureMessages[failed]) }
        : null,
    [failed, intl],
  );
  const closeNotice = useCallback(() => setClosedNotice(notice), [notice]);
  return { notice, noticeAlert, closeNotice };
}
