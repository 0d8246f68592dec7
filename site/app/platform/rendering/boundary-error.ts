import { isRouteErrorResponse } from 'react-router';

/**
 * An error boundary's unexpected error, logged in the browser only. On the server React Router has
 * logged it already, with its stack (a boundary there sees only the sanitized "Unexpected Server
 * Error"), and it leaves out requests the client abandoned: the end of a benchmark's run or a
 * closed tab is no error. Those aborted requests were the unexplained lines in `pnpm bench`.
 */
export function logBoundaryError(error: unknown): void {
  if (typeof document === 'undefined' || isRouteErrorResponse(error)) return;
  console.error(error);
}
