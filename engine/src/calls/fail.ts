import type { Cod } from '../contract/envelope.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** A refusal the caller should read: answered as `{cod, msg}` in the caller's language. */
export class Fail extends Error {
  constructor(
    readonly cod: Exclude<Cod, 1>,
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const failure = (key: MessageKey, params?: Record<string, string>) =>
  new Fail(2, key, params);
export const invalid = (key: MessageKey, params?: Record<string, string>) =>
  new Fail(3, key, params);
