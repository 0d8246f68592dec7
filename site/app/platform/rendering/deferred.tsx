import { lazy, memo, Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';

/*
 * Parts of a page whose code the browser needs only once the golfer acts on them, not to paint
 * them (docs/decisions/0014, "Hydrated after the page"): the server renders them in full with the
 * page, and the browser fetches their code as the page hydrates, leaving their server-rendered
 * HTML in place until it is there (React's selective hydration of a Suspense boundary).
 */

/** Deferred parts whose code the browser asked for and that have not hydrated yet. */
let pending = 0;
let settled: (() => void)[] = [];

function settleOne(): void {
  pending -= 1;
  if (pending > 0) return;
  const waiting = settled;
  settled = [];
  for (const resolve of waiting) resolve();
}

/** The parts' code the server started importing when their modules loaded. */
const serverLoads: Promise<void>[] = [];

/**
 * Resolves once the code of every part defined so far has loaded on the server: a test file's end
 * waits for it (testing/setup.ts), or its environment could go while an import was still running.
 */
export function serverPartsLoaded(): Promise<void> {
  return Promise.allSettled(serverLoads).then(() => undefined);
}

/**
 * Resolves once every deferred part the page rendered so far has hydrated: what end-to-end tests
 * wait for (`useHydratedMarker`) before they press a part's buttons.
 */
export function deferredPartsHydrated(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => settled.push(resolve));
}

/**
 * `Part`, rendered in full on the server and hydrated in the browser once `load` has fetched its
 * code. Its props should keep their identity across the layout's renders (callbacks from
 * useCallback): a new prop before the part hydrated would make React throw its HTML away and show
 * nothing until the code came.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // The server imports the part as soon as this module loads, and renders it without suspending.
  let onServer: ComponentType<P> | null = null;
  if (typeof window === 'undefined')
    serverLoads.push(
      load().then((part) => {
        onServer = part;
      }),
    );

  // Counted once, however many times the part is on the page: when the page first renders it,
  // not when React gets to its boundary, which selective hydration may do after the ready
  // marker has looked (a notice's button pressed then was dead server HTML).
  let counted = false;
  let hydrated = false;
  const InBrowser = lazy(() => {
    return load().then(
      (Part) => ({
        default: function Hydrated(props: P) {
          useEffect(() => {
            if (hydrated) return;
            hydrated = true;
            settleOne();
          }, []);
          return <Part {...props} />;
        },
      }),
      (error: unknown) => {
        settleOne();
        throw error;
      },
    );
  });

  function Deferred(props: P) {
    if (typeof window !== 'undefined' && !counted) {
      counted = true;
      pending += 1;
    }
    const Part = onServer;
    return (
      <Suspense fallback={null}>{Part ? <Part {...props} /> : <InBrowser {...props} />}</Suspense>
    );
  }
  return memo(Deferred);
}
