/**
 * The golfer's address, for the rate limiter's per-address counts.
 *
 * The browser never calls the engine: the shop's server does, so the socket address is the
 * shop's. The shop names the golfer's address in X-Fairway-Client-Address and proves it is the
 * shop with X-Fairway-Site-Key (config ENGINE_SITE_KEY, compared in constant time). Any other
 * caller's claim is ignored, X-Forwarded-For included (anyone can write it), and its socket
 * address is used. See docs/decisions/0010-accounts-sessions-and-throttling.md.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { CLIENT_ADDRESS_HEADER, SITE_KEY_HEADER } from '@fairway/contract/headers';
import { sameSecret } from './secrets.ts';

export type AddressSource = 'site' | 'socket' | 'rejectedKey';

function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}

/** Expands an IPv6 address to its eight groups, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0] ?? '';
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) stands for the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key an address is counted under, or null for anything that is not an address. IPv4 as
 * written (also when mapped into IPv6); IPv6 by its /64, the block one subscriber is given, so
 * walking through a home network's addresses does not escape the count.
 */
export function addressKey(value: string): string | null {
  const address = value.trim();
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (groups === null) return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  return `${[a, b, c, d].map((n) => n.toString(16)).join(':')}::/64`;
}

/** The address the rate limiter counts this call under, and where it came from. */
export function clientAddress(
  c: Context,
  siteKey: string,
): { address: string; source: AddressSource } {
  const socket = addressKey(socketAddress(c) ?? '') ?? 'unknown';
  const key = c.req.header(SITE_KEY_HEADER);
  if (key === undefined) return { address: socket, source: 'socket' };
  if (!sameSecret(key, siteKey)) return { address: socket, source: 'rejectedKey' };
  const named = addressKey(c.req.header(CLIENT_ADDRESS_HEADER) ?? '');
  return named === null
    ? { address: socket, source: 'socket' }
    : { address: named, source: 'site' };
}
