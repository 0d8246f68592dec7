import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { users } from './db/schema.ts';
import { createLogger } from './log.ts';
import { BACKENDS, freshServerDatabase } from '../test/harness.ts';

const EMAIL = 'victim@example.com';
const HASH = '$scrypt$n=131072,r=8,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const golfer = {
  email: EMAIL,
  name: 'Ana',
  surname: 'Vidal',
  phone: '+34600123456',
  country: 'ES',
  passwordHash: HASH,
};

/** The lines a logger wrote, as text. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

/** A real failed insert: the second golfer with the same e-mail breaks users_email_uq. */
async function failedInsert(database: Database): Promise<unknown> {
  await database.db.insert(users).values(golfer);
  try {
    await database.db.insert(users).values(golfer);
  } catch (error) {
    return error;
  }
  throw new Error('the duplicate insert did not fail');
}

describe.each(BACKENDS)('logging an unexpected database error on %s', (backend) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let error: unknown;
  beforeAll(async () => {
    const server = backend === 'postgres' ? await freshServerDatabase() : null;
    drop = server?.drop;
    database = await openDatabase({ databaseUrl: server?.url });
    error = await failedInsert(database);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('as pino writes it by default, the query’s values are in the log (why the engine does not)', () => {
    const { lines, stream } = capture();
    pino({ level: 'info' }, stream).error({ err: error }, 'call failed');
    expect(lines.join('')).toContain(EMAIL);
  });

  it('keeps the SQL and the cause’s code, and leaves out the e-mail and the password hash', () => {
    const { lines, stream } = capture();
    createLogger('info', stream).error({ err: error, call: 'Usuarios/AltaUsuario' }, 'call failed');
    const text = lines.join('');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('victim');
    expect(text).not.toContain('scrypt');
    const line = JSON.parse(text) as {
      err: { message: string; query: string; stack: string; code?: string };
    };
    expect(line.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(line.err.query).toMatch(/values \(.*\$1/);
    expect(line.err.stack).toMatch(/\n\s+at /);
    expect(line.err.code).toBe('23505');
    expect(line.err.message).toContain('duplicate key value violates unique constraint');
  });

  it('writes any other error as pino always has', () => {
    const { lines, stream } = capture();
    createLogger('info', stream).error({ err: new TypeError('boom') }, 'call failed');
    expect(JSON.parse(lines.join(''))).toMatchObject({
      err: { type: 'TypeError', message: 'boom' },
    });
  });
});
