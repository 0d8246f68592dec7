/**
 * A tournament entry as what is paid for: held by the registration form under the registration
 * cookie, paid on the tee times' own card page, confirmed with its voucher; a lapsed hold is
 * registered again.
 */
import { redirect } from 'react-router';
import { ownerProof } from '../../checkout/booking.server.ts';
import { localePath } from '../../../platform/locale.ts';
import { criticalFailure } from '../../../platform/engine/page-calls.server.ts';
import {
  registrationPath,
  tournamentPath,
  tournamentsPath,
} from '../../tournaments/tournaments.ts';
import {
  readRegistration,
  registrationLocatorOf,
  registrationPayment,
} from '../../tournaments/tournaments.server.ts';
import { cardPageUrl, returnUrls } from '../card-page.server.ts';
import { redsysPayment } from '../redsys.server.ts';
import { paidVoucher } from '../voucher.server.ts';
import type { TournamentOutcomeView } from '../views.ts';
import { statusUrl } from './subject.server.ts';
import type { PaymentSubject } from './subject.server.ts';

const OUTCOMES = '/tournament-payment';
const GATEWAY = '/tournament-payment/gateway';

export const tournamentSubject: PaymentSubject<TournamentOutcomeView> = {
  name: 'tournament',
  paths: { step: '/tournament-payment', gateway: GATEWAY, outcomes: OUTCOMES },
  exitPath: tournamentsPath({}),
  referenceOf: registrationLocatorOf,
  async readHold(calls, reference, proof) {
    const registration = await readRegistration(calls, reference, proof);
    if (!registration.ok) return registration;
    const r = registration.data;
    return {
      ok: true,
      data: {
        status: r.status,
        holdExpiresAt: r.holdExpiresAt,
        summary: { tournament: r.tournament, count: r.players.length },
        againPath: tournamentPath(r.tournament, r.tournamentId),
      },
    };
  },
  cardChoice: () => ({}),
  startPayment: (ctx, calls, request, reference) =>
    cardPageUrl(calls, reference, ownerProof(request), returnUrls(request, ctx.locale, OUTCOMES)),
  startRedsys: (ctx, calls, request, reference) =>
    redsysPayment(calls, reference, ownerProof(request), returnUrls(request, ctx.locale, OUTCOMES)),
  async isPaid(calls, reference, proof) {
    const paid = await registrationPayment(calls, reference, proof);
    return paid.ok && paid.data === 'paid';
  },
  otherCardPath: () => null,
  async readStatus(calls, reference, proof) {
    const payment = await registrationPayment(calls, reference, proof);
    if (payment.ok) return { ok: true, data: payment.data === 'paid' ? 'confirmed' : 'pending' };
    // Refused: the hold was declined or lapsed, or there is no such entry; nothing more will come
    // of waiting, and the ko or missing page says which.
    return payment.cod === 2 ? { ok: true, data: 'failed' } : payment;
  },
  async readOutcome(ctx, calls, request, reference, outcome) {
    const proof = ownerProof(request);
    // Independent: the registration's details, and whether the bank has paid it.
    const [registration, payment] = await Promise.all([
      readRegistration(calls, reference, proof),
      registrationPayment(calls, reference, proof),
    ]);
    if (!registration.ok) {
      if (registration.cod === 2) return { view: { kind: 'missing' } };
      criticalFailure(registration, calls.notice);
    }
    const r = registration.data;
    const tournamentHref = localePath(ctx.locale, tournamentPath(r.tournament, r.tournamentId));
    if (payment.ok && payment.data === 'paid') {
      if (outcome === 'ko') throw redirect(localePath(ctx.locale, `${OUTCOMES}/ok`));
      const paid = await paidVoucher(calls, reference, proof);
      return {
        view: {
          kind: 'confirmed',
          reference,
          tournament: r.tournament,
          club: r.club,
          startDate: r.startDate,
          players: r.players.map((p) => `${p.name} ${p.surname}`),
          total: r.total,
          voucher: paid.voucher,
          qr: paid.qr,
          tournamentHref,
        },
      };
    }
    // Back from the card page on the ok address, the bank's word may still be on its way.
    if (payment.ok && outcome === 'ok')
      return {
        view: { kind: 'pending', statusUrl: statusUrl('tournament', reference, ctx.locale) },
      };
    return {
      view: {
        kind: 'ko',
        message: payment.ok ? null : payment.msg || null,
        retryHref: payment.ok ? `${localePath(ctx.locale, GATEWAY)}?timestamp=${Date.now()}` : null,
        tournamentHref,
        registrationHref: localePath(ctx.locale, registrationPath(r.tournament, r.tournamentId)),
      },
    };
  },
};
