import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import type { EntryContext } from 'react-router';
import { registerServerCatalogs } from './i18n/catalog.server.ts';
import { withScriptsAfterFirstPaint } from './platform/rendering/scripts-after-paint.server.ts';
import { nonceOf } from './platform/request/nonce.ts';
import { STREAM_TIMEOUT_MS } from './platform/rendering/streamed-part.ts';
import { redactPosition } from './platform/request/redact-position.ts';
import { log } from './platform/log.server.ts';

export const streamTimeout = STREAM_TIMEOUT_MS;

/**
 * A loader's or an action's unexpected error, in the site's log (React Router would write it to
 * the console, past the log's redaction). A request the client abandoned is no fault of the shop's.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  // A refusal React Router makes itself (a post to a page without an action: 405) is the client's.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  log().error({ err: error, url: redactPosition(request.url) }, 'unexpected error');
}

registerServerCatalogs();

/**
 * React writes a page in 4 KB pieces and calls `flush()` when it has written all it can for now
 * (the shell, then each streamed part). Passing on one piece per flush rather than each 4 KB
 * spares the web stream and the socket some twenty hand-overs per page (docs/decisions/0015).
 */
function pieceByFlush(): Transform & { flush(): void } {
  let pieces: Buffer[] = [];
  let shell = true;
  const take = () => {
    const [only] = pieces;
    const whole = pieces.length === 1 && only ? only : Buffer.concat(pieces);
    pieces = [];
    if (!shell) return whole;
    // The first piece is the shell, head and all: the only one with the scripts' tags.
    shell = false;
    return withScriptsAfterFirstPaint(whole);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pieces.push(chunk);
      done();
    },
    // The end of the page (the option is the stream's own _flush, not React's flush below).
    flush(done) {
      if (pieces.length > 0) this.push(take());
      done();
    },
  });
  return Object.assign(stream, {
    flush() {
      if (pieces.length > 0) stream.push(take());
    },
  });
}

/**
 * The page's stylesheets, named in a `Link` header so the browser asks for them as the answer
 * starts, ahead of the fonts and scripts the head names: in the head, React writes the stylesheet
 * after every preload, and the browser's six connections were taken before it got to it.
 */
function stylesheetsOf(routerContext: EntryContext): string[] {
  const hrefs = routerContext.staticHandlerContext.matches.flatMap(
    (match) => routerContext.manifest.routes[match.route.id]?.css ?? [],
  );
  return [...new Set(hrefs)];
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = nonceOf(request);
  for (const href of stylesheetsOf(routerContext))
    responseHeaders.append('Link', `<${href}>; rel=preload; as=style`);
  const started = performance.now();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let body: ReturnType<typeof pieceByFlush> | undefined;
    // Bots and the no-JS path get the whole document at once; browsers get the shell early.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '')
      ? 'onAllReady'
      : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A part finished when its place is written goes in its place: React would otherwise move
        // every finished part over 500 bytes past the first 12.8 KB to the end of the document,
        // hidden until an inline script shows it, which a page without scripts never runs (the
        // parts hydrated after the page, platform/rendering/deferred.tsx, are the server's HTML).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          body = pieceByFlush();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) return;
          // A golfer who left closes the page's stream (React then stops every part still under
          // way): no fault of the shop's. A part that failed or outlasted the stream is one.
          const left = body?.destroyed === true;
          // A near-me address holds the golfer's position, which no log keeps.
          const line = {
            url: redactPosition(request.url),
            ms: Math.round(performance.now() - started),
          };
          if (left) log().info(line, 'page left while streaming');
          else log().error({ ...line, err: error }, 'streamed part not finished');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
