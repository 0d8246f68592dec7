/**
 * How much may wait for payment at once (issue 24): places held and not paid are taken from
 * everyone else until they lapse, so each client address, and each holder's e-mail, may keep only
 * so many of them. Pure: the counts come from hold-queries.ts, the limits from the configuration.
 */

/** What live unpaid holds take, counted in the units the limits are set in. */
export interface HoldCounts {
  /** Player places in tee times (a multipack's rounds are counted as multipacks). */
  teeTimePlaces: number;
  tournamentPlayers: number;
  multipacks: number;
}

export type HoldKind = keyof HoldCounts;

/** Whose holds are counted: the client address asking, and the holder's e-mail. */
export interface HoldSubject {
  address: string;
  /** As the engine compares e-mails (user-rules.ts accountKey): trimmed, lower case. */
  email: string;
}

export const HOLD_KINDS: readonly HoldKind[] = ['teeTimePlaces', 'tournamentPlayers', 'multipacks'];

export const NO_HOLDS: HoldCounts = { teeTimePlaces: 0, tournamentPlayers: 0, multipacks: 0 };

/** Starting limits; config can change them (0 turns a kind off). */
export const UNPAID_TEE_TIME_PLACES = 12;
export const UNPAID_TOURNAMENT_PLAYERS = 8;
export const UNPAID_MULTIPACKS = 2;

/** What a cart's hold takes: its tee times' players, and its multipacks (their rounds aside). */
export function cartHoldCounts(
  lines: readonly { players: number; multipackId?: number }[],
  packs: readonly unknown[],
): HoldCounts {
  return {
    teeTimePlaces: lines
      .filter((line) => line.multipackId === undefined)
      .reduce((sum, line) => sum + line.players, 0),
    tournamentPlayers: 0,
    multipacks: packs.length,
  };
}

export interface HoldRefusal {
  kind: HoldKind;
  /** What the caller already holds unpaid (the larger of its address's and its e-mail's). */
  held: number;
  /** What this hold would add. */
  wanted: number;
  limit: number;
}

/**
 * The first limit a new hold would pass, or null. A hold is judged against what its client
 * address already holds and, separately, what its holder's e-mail holds: one new session per
 * hold escapes neither.
 */
export function holdRefusal(
  held: { address: HoldCounts; email: HoldCounts },
  wanted: HoldCounts,
  limits: HoldCounts,
): HoldRefusal | null {
  for (const kind of HOLD_KINDS) {
    const limit = limits[kind];
    if (limit <= 0 || wanted[kind] === 0) continue;
    const already = Math.max(held.address[kind], held.email[kind]);
    if (already + wanted[kind] > limit) return { kind, held: already, wanted: wanted[kind], limit };
  }
  return null;
}
