/**
 * How a server process of the engine or the site stops on SIGTERM: it stops accepting, answers
 * what it accepted, and, as a cluster worker, leaves the cluster before it exits. Node only; the
 * package's browser entry never imports it.
 */
import cluster from 'node:cluster';

/** What both servers are: Node's HTTP server (the engine's through Hono's adapter). */
interface ClosableServer {
  close(callback: () => void): unknown;
  closeIdleConnections?(): void;
  closeAllConnections?(): void;
}

/**
 * Stops accepting connections and resolves once the requests in flight are answered, or once
 * `boundMs` has passed, when the connections left are cut.
 */
export function closeServer(server: ClosableServer, boundMs: number): Promise<void> {
  return new Promise<void>((done) => {
    // A kept-alive connection whose request was in flight when the stop began goes idle once
    // answered; closing idle ones every 100 ms lets close() finish without waiting for its timeout.
    const idle = setInterval(() => server.closeIdleConnections?.(), 100);
    const cut = setTimeout(() => server.closeAllConnections?.(), boundMs);
    idle.unref();
    cut.unref();
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      done();
    });
    server.closeIdleConnections?.();
  });
}

const LEAVING = 'fairway:leaving';
const LEFT = 'fairway:left';

/**
 * In a worker, once its server is closed: resolves when the primary has taken it out of the
 * round robin. The primary may already have handed this worker a connection it has not read; a
 * worker that exited then would leave that connection open in the primary, answered by no one,
 * until the client gave up. The primary answers in order over the same channel, so by its answer
 * any such connection has been read here and refused, and the primary gives it to another worker.
 * Resolves at once outside a cluster, and after `boundMs` if the primary is gone.
 */
export function leaveCluster(boundMs = 1000): Promise<void> {
  const worker = cluster.worker;
  if (!cluster.isWorker || !worker?.isConnected()) return Promise.resolve();
  return new Promise<void>((done) => {
    const timer = setTimeout(finish, boundMs);
    timer.unref();
    function onMessage(message: unknown) {
      if ((message as { type?: unknown } | null)?.type === LEFT) finish();
    }
    function finish() {
      clearTimeout(timer);
      process.off('message', onMessage);
      done();
    }
    process.on('message', onMessage);
    worker.send({ type: LEAVING });
  });
}

/** In the primary: answers each worker that asks to leave (see leaveCluster). */
export function answerLeavingWorkers(): void {
  cluster.on('message', (worker, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== LEAVING) return;
    if (worker.isConnected()) worker.send({ type: LEFT });
  });
}
