import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/**
 * Password hashes as `scrypt$<logN>$<r>$<p>$<saltB64>$<hashB64>`. The parameters travel with the
 * hash so the cost can be raised later without locking out accounts hashed at the old cost.
 */

const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// N=2^17 with r=8 needs 128 MiB, above Node's 32 MiB default.
const MAX_MEM = 256 * 1024 * 1024;

// Hand-wrapped rather than util.promisify: the options overload loses its types through promisify.
function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string, logN: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(plain.normalize('NFC'), salt, KEY_LENGTH, {
    N: 2 ** logN,
    r: R,
    p: P,
    maxmem: MAX_MEM,
  });
  return [
    'scrypt',
    String(logN),
    String(R),
    String(P),
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, logNText = '', rText = '', pText = '', saltText = '', keyText = ''] = parts;
  const logN = Number(logNText);
  const r = Number(rText);
  const p = Number(pText);
  // Bounds keep a corrupted row from asking for gigabytes of memory or minutes of CPU.
  if (!Number.isInteger(logN) || logN < 1 || logN > 20) return null;
  if (!Number.isInteger(r) || r < 1 || r > 32) return null;
  if (!Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { logN, r, p, salt, key };
}

/** False for a wrong password and for a hash this module cannot read. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await scrypt(plain.normalize('NFC'), parsed.salt, parsed.key.length, {
    N: 2 ** parsed.logN,
    r: parsed.r,
    p: parsed.p,
    maxmem: MAX_MEM,
  });
  return timingSafeEqual(candidate, parsed.key);
}

// Unknown e-mails are checked against this so they cost as much time as a wrong password.
const dummyHashes = new Map<number, Promise<string>>();

/** A hash of a random password at the given cost, made once per cost. */
export function dummyPasswordHash(logN: number): Promise<string> {
  let hash = dummyHashes.get(logN);
  if (!hash) {
    hash = hashPassword(randomBytes(18).toString('base64'), logN);
    dummyHashes.set(logN, hash);
  }
  return hash;
}
