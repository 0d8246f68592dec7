/**
 * A club page's links to the club's tournaments and multipacks, streamed after the tee times:
 * each list comes when the engine answers, or is left out (as when the engine fails) before the
 * stream would cut it (streamed-part.ts).
 */
import type { PageCalls, PageContext } from '../../platform/engine/page-calls.server.ts';
import { localePath } from '../../platform/locale.ts';
import { settleWithin, STREAMED_PART_MS } from '../../platform/rendering/streamed-part.ts';
import { clubMultipacks } from '../multipacks/multipacks.server.ts';
import { multipackPath } from '../multipacks/multipacks.ts';
import { clubTournaments } from '../tournaments/tournaments.server.ts';

type Where = Pick<PageContext, 'locale' | 'culture'>;

function streamedClubTournaments(calls: PageCalls, ctx: Where, idVP: number) {
  return settleWithin(clubTournaments(calls, ctx.culture, idVP), STREAMED_PART_MS, []).then(
    (list) =>
      list.map((t) => ({
        id: t.id,
        name: t.name,
        state: t.state,
        href: localePath(ctx.locale, t.path),
        startDate: t.startDate,
      })),
  );
}

function streamedClubMultipacks(calls: PageCalls, ctx: Where, idVP: number) {
  return settleWithin(clubMultipacks(calls, ctx.culture, idVP), STREAMED_PART_MS, []).then(
    (packs) =>
      packs.map((p) => ({
        id: p.id,
        name: p.name,
        rounds: p.rounds,
        price: p.price,
        href: localePath(ctx.locale, multipackPath(p.slug)),
      })),
  );
}

/** Both lists, each a promise the page awaits in its own part. */
export function streamedClubLinks(calls: PageCalls, ctx: Where, idVP: number) {
  return {
    tournaments: streamedClubTournaments(calls, ctx, idVP),
    multipacks: streamedClubMultipacks(calls, ctx, idVP),
  };
}
