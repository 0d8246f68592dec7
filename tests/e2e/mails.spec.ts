/**
 * Issue 29, "E-mails worth keeping": the mails the shop sends arrive through SMTP as HTML with a
 * plain-text part, parsed with mailparser (the catcher, mail-catcher.ts), and every link in them
 * opens a page of this shop that answers 200. The voucher also carries its QR code inline and the
 * calendar as a file. Checked here: the voucher, the account mails and the newsletter's; the
 * cancellation, e-mail change and review invitation mails by the engine's render test.
 */
import type { APIRequestContext } from '@playwright/test';
import { createAccount, newGolfer } from './accounts.ts';
import { EngineSession } from './engine-direct.ts';
import { CARDS, payOnCardPage } from './card-page.ts';
import { confirmedReference, payAsGuest, teeTimeToCheckout, uniqueEmail } from './booking-steps.ts';
import { acceptCookies, expect, hydrated, only, test } from './fixtures.ts';
import type { CaughtMail } from './mail-catcher.ts';
import { expectMails, mailLinks } from './mail.ts';
import { E2E_SITE_PORT } from './ports.ts';

/** Every link opens a page of this shop (the engine links to its first origin) that answers 200. */
async function expectLinksAnswer(request: APIRequestContext, mail: CaughtMail): Promise<string[]> {
  const links = mailLinks(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const url = new URL(link);
    expect(url.origin, link).toBe(`http://localhost:${E2E_SITE_PORT}`);
    const response = await request.get(link);
    expect(response.status(), link).toBe(200);
  }
  return links;
}

test('the voucher e-mail: HTML and text, QR code inline, calendar attached, every link a page that answers', async ({
  page,
  request,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('mails', testInfo);
  const { golfer } = await teeTimeToCheckout(page, { idVP: 4, daysAhead: 10 });
  await payAsGuest(golfer, email);
  await payOnCardPage(page, CARDS.ok);
  const reference = await confirmedReference(page);

  const [mail] = await expectMails(email, new RegExp(reference), 1);
  if (!mail) throw new Error('no voucher e-mail');
  expect(mail.text).toContain(reference);
  expect(mail.html).toContain(`<strong>${reference}</strong>`);
  expect(mail.text).toMatch(/Phone: \+34 9\d\d \d{3} \d{3}/);
  expect(mail.text).toContain('Cancel online until');
  expect(mail.attachments).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ contentType: 'image/png', cid: `qr-${reference}@fairway` }),
      expect.objectContaining({
        filename: `fairway-${reference}.ics`,
        contentType: 'text/calendar',
        cid: null,
      }),
    ]),
  );
  const links = await expectLinksAnswer(request, mail);
  // A guest manages the booking from the cancellation page, the reference filled in.
  expect(links).toContain(
    `http://localhost:${E2E_SITE_PORT}/en/cancel-reservation?reference=${reference}`,
  );
  expect(links.some((l) => /\/en\/club\/[a-z0-9-]+\?idVP=4#contact$/.test(l))).toBe(true);
  await page.goto(links.find((l) => l.includes('cancel-reservation')) ?? '/');
  await expect(page.getByRole('textbox', { name: /reference/i })).toHaveValue(reference);
  // The directions link opens the club page's contact section, with the club's desk and maps.
  await page.goto(links.find((l) => l.endsWith('#contact')) ?? '/');
  const contact = page.getByRole('region', { name: 'Contact and directions' });
  await expect(contact.getByRole('link', { name: /^\+34 9/ })).toHaveAttribute(
    'href',
    /^tel:\+349\d{8}$/,
  );
  await expect(contact.getByRole('link', { name: 'Open in your map app' })).toHaveAttribute(
    'href',
    /^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
  );
  await expect(contact.getByRole('link', { name: 'See on OpenStreetMap' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
  );
});

test('the account e-mails (welcome, sign-up on a taken address, password recovery): HTML and text, every link a page that answers', async ({
  request,
}, testInfo) => {
  only(testInfo, 'desktop');
  const golfer = newGolfer('welcome');
  await createAccount(golfer);
  const [welcome] = await expectMails(golfer.email, /^Welcome to Fairway$/, 1);
  if (!welcome) throw new Error('no welcome e-mail');
  expect(welcome.html).toContain('<html lang="en-GB">');
  expect(welcome.text).toContain(golfer.email);
  expect(await expectLinksAnswer(request, welcome)).toEqual([
    `http://localhost:${E2E_SITE_PORT}/en/private-area`,
  ]);

  // The same address signed up again: the owner is told, with a way in.
  await expect(createAccount(golfer)).rejects.toThrow(/cod 2/);
  const [attempt] = await expectMails(golfer.email, /tried to open a Fairway account/, 1);
  if (!attempt) throw new Error('no sign-up attempt e-mail');
  expect(await expectLinksAnswer(request, attempt)).toHaveLength(2);

  const engine = await EngineSession.start('en-GB');
  await engine.call('Usuarios/RecuperarPasswordUsuario', { email: golfer.email });
  const [recovery] = await expectMails(golfer.email, /^Reset your Fairway password$/, 1);
  if (!recovery) throw new Error('no recovery e-mail');
  const [reset] = await expectLinksAnswer(request, recovery);
  expect(reset).toMatch(/\/reset-password\?token=/);
});

test('the newsletter e-mails (confirmation, then welcome): HTML and text, the confirmation link a page that answers and subscribes', async ({
  page,
  request,
}, testInfo) => {
  only(testInfo, 'mobile');
  const email = uniqueEmail('newsletter-mail', testInfo);
  const engine = await EngineSession.start('en-GB');
  await engine.call('Boletin/Suscribirse', { email });
  const [confirm] = await expectMails(
    email,
    /^Confirm your subscription to the Fairway newsletter$/,
    1,
  );
  if (!confirm) throw new Error('no confirmation e-mail');
  expect(confirm.html).toContain('<html lang="en-GB">');
  const [link] = await expectLinksAnswer(request, confirm);
  if (!link) throw new Error('no confirmation link');
  expect(confirm.text).toContain(link);

  // The page asks before it subscribes (a mail scanner's visit does not), and the welcome follows.
  await page.goto(link);
  await acceptCookies(page);
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText(email)).toBeVisible();
  const [welcome] = await expectMails(email, /^Welcome to the Fairway newsletter$/, 1);
  if (!welcome) throw new Error('no welcome e-mail');
  expect(welcome.html).toContain('<html lang="en-GB">');
  expect(welcome.text).toContain(`${email} is now subscribed to the Fairway newsletter.`);
  expect(mailLinks(welcome)).toEqual([]);
});
