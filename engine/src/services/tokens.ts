/** Secrets the engine hands out (session tokens, recovery links) and how they are stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits: unguessable, so a stored digest needs no salt and no slow hash. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What the database keeps of a token: a copy of the tables must open no session or account. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
