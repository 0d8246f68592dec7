import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of a test's own (initdb into a temp directory, pg_ctl), on its own port, so
 * the test can stop and start it without troubling anyone else's database. PostgreSQL refuses to
 * run as root: as root, its commands run as the `postgres` user, who owns the directory.
 */
export interface OwnPostgres {
  url: string;
  start(): void;
  stop(): void;
  remove(): void;
}

function asServerUser(command: string, args: string[]): void {
  const [file, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export function ownPostgres(port: number): OwnPostgres {
  const dir = mkdtempSync(join(tmpdir(), 'fairway-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  else chownSync(dir, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
  const data = join(dir, 'data');
  // Trust on 127.0.0.1 like the shared test server; no fsync, as nothing here must outlive a crash.
  asServerUser('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      asServerUser('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    // Fast: the server closes every session at once, as a restart by its operator does.
    stop: () => asServerUser('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove: () => {
      try {
        asServerUser('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
