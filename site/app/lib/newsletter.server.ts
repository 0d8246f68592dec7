/** The newsletter's double opt-in, site side: the mailed link's page confirms with the engine. */
import { comun } from '@fairway/contract';
import type { AccountFailure } from './account-forms.ts';
import { failureOf } from './account.server.ts';
import type { PageCalls } from './page.server.ts';

export type ConfirmResult = { ok: true; email: string } | { ok: false; failure: AccountFailure };

/** ConfirmarSuscripcion with the link's token; a used or lapsed link is the engine's refusal. */
export async function confirmNewsletter(calls: PageCalls, token: string): Promise<ConfirmResult> {
  const answer = await calls.call(
    comun.confirmarSuscripcion,
    { tokenConfirmacion: token },
    { action: 'account', noShow: true },
  );
  return answer.ok
    ? { ok: true, email: answer.data.datos.email }
    : { ok: false, failure: failureOf(answer) };
}

/** The link's token; only its shape is checked here, the engine decides whether it is good. */
export function confirmTokenOf(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{16,100}$/.test(value) ? value : null;
}
