import { describe, expect, it } from 'vitest';
import { holdCountText, message } from '../i18n/messages.ts';
import { NO_HOLDS, cartHoldCounts, holdRefusal } from './hold-limit-rules.ts';

const LIMITS = { teeTimePlaces: 12, tournamentPlayers: 8, multipacks: 2 };

describe('the limits on unpaid holds', () => {
  it('judge the address and the e-mail each on its own, by the larger', () => {
    const address = { ...NO_HOLDS, teeTimePlaces: 8 };
    const email = { ...NO_HOLDS, teeTimePlaces: 10 };
    const wanted = { ...NO_HOLDS, teeTimePlaces: 3 };
    expect(holdRefusal({ address, email }, wanted, LIMITS)).toEqual({
      kind: 'teeTimePlaces',
      held: 10,
      wanted: 3,
      limit: 12,
    });
    expect(
      holdRefusal({ address, email: NO_HOLDS }, { ...wanted, teeTimePlaces: 4 }, LIMITS),
    ).toBeNull();
  });

  it('count each kind against its own limit, and a limit of 0 is off', () => {
    const held = {
      address: { teeTimePlaces: 12, tournamentPlayers: 8, multipacks: 2 },
      email: NO_HOLDS,
    };
    expect(holdRefusal(held, { ...NO_HOLDS, multipacks: 1 }, LIMITS)?.kind).toBe('multipacks');
    expect(holdRefusal(held, { ...NO_HOLDS, tournamentPlayers: 1 }, LIMITS)?.kind).toBe(
      'tournamentPlayers',
    );
    expect(
      holdRefusal(held, { ...NO_HOLDS, teeTimePlaces: 1 }, { ...LIMITS, teeTimePlaces: 0 }),
    ).toBeNull();
    expect(holdRefusal(held, NO_HOLDS, LIMITS), 'nothing wanted, nothing passed').toBeNull();
  });

  it('count a cart’s tee-time players and its packs, not the packs’ rounds as places', () => {
    expect(
      cartHoldCounts(
        [
          { players: 4 },
          { players: 2 },
          { players: 3, multipackId: 7 },
          { players: 3, multipackId: 7 },
        ],
        [{ idMultipack: 7 }],
      ),
    ).toEqual({ teeTimePlaces: 6, tournamentPlayers: 0, multipacks: 1 });
  });

  it('say one and many in four languages, never as a full tee time', () => {
    expect(holdCountText('teeTimePlaces', 1, 'en', 'unpaid')).toBe('1 place that is not paid yet');
    expect(holdCountText('teeTimePlaces', 12, 'fr', 'plain')).toBe('12 places');
    expect(holdCountText('multipacks', 1, 'sv', 'unpaid')).toBe('1 obetalt multipack');
    expect(holdCountText('tournamentPlayers', 3, 'es', 'unpaid')).toBe(
      '3 plazas de torneo sin pagar',
    );
    expect(
      message('unpaidHoldsHeld', 'en', {
        held: holdCountText('teeTimePlaces', 12, 'en', 'unpaid'),
        limit: holdCountText('teeTimePlaces', 12, 'en', 'plain'),
      }),
    ).toMatch(
      /^This connection or this e-mail address already holds 12 places that are not paid yet, and at most 12 places/,
    );
  });
});
