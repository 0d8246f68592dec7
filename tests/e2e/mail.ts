import { expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';
import { E2E_MAIL_HTTP_PORT } from './ports.ts';

const base = `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}`;

/** What the shop's engine has sent to this address through SMTP so far. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${base}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits until `count` messages matching `subject` reached the address (the engine sends every 5 s). */
export async function expectMails(
  address: string,
  subject: RegExp,
  count: number,
): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((m) => subject.test(m.subject));
        return found.length;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(count);
  return found;
}

/**
 * Every web address a mail links to, from its HTML's links and its plain text, once each. The
 * HTML's `&amp;` is read back as `&`, as a mail client would when the link is opened.
 */
export function mailLinks(mail: CaughtMail): string[] {
  const fromHtml = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
  const fromText = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  return [...new Set([...fromHtml, ...fromText])].filter((href) => /^https?:\/\//.test(href));
}
