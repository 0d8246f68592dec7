/**
 * An `<Await>`'s errorElement for a part the page goes on without. React Router rethrows a
 * rejected promise to the route's error boundary when errorElement is falsy, so `null` would turn
 * the whole page into the error page (a deferred part cut off by the stream timeout, for one).
 */
export const LEFT_OUT = <></>;
