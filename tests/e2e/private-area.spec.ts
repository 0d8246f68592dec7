/**
 * The private area (issue 14) as a golfer with an account uses it: bookings, saved cards, the
 * profile and favourite courses, the heart on a club page, cancelling a booking from the area, the
 * way in for a visitor, and the area in Spanish and Swedish. The main journey runs at both widths;
 * each variant at one width. axe runs on every page.
 *
 * Clubs used here and nowhere else: Estepona Golf (idVP 7) for favourites, Atalaya (idVP 6) for
 * the booking cancelled from the area.
 */
import type { Page } from '@playwright/test';
import { createAccount, expectBookingAs, logIn, newGolfer } from './accounts.ts';
import type { Golfer as Account } from './accounts.ts';
import { CARDS, payOnCardPage } from './card-page.ts';
import { confirmedReference, toCheckout } from './booking-steps.ts';
import {
  acceptCookies,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  hydrated,
  only,
  test,
} from './fixtures.ts';
import { expectMails } from './mail.ts';

// The area's tabs fade their background while their text turns white at once: axe, run right
// after a click, can catch the frame in between. Without motion it reads the page as it settles.
test.use({ reducedMotion: 'reduce' });

const FAVOURITE_CLUB = 7;
/** Its own address: another slug answers 301 to it. */
const FAVOURITE_CLUB_PATH = `/en/club/estepona-golf?idVP=${FAVOURITE_CLUB}`;
const BOOKING_CLUB = 6;

/** The area's own navigation (its tabs), by its name in each language. */
function areaNav(page: Page) {
  return page.getByRole('navigation', { name: /^(My area|Mi área|Mon espace|Mina sidor)$/ });
}

async function loggedInGolfer(page: Page, label: string, locale = 'en'): Promise<Account> {
  const golfer = newGolfer(label);
  await createAccount(golfer);
  await logIn(page, golfer, locale);
  return golfer;
}

test('a logged-in golfer’s private area: bookings, cards and the profile, edited', async ({
  page,
}) => {
  const golfer = await loggedInGolfer(page, 'area');

  await page.goto('/en/private-area/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My area' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'My bookings' })).toBeVisible();
  for (const caption of ['Upcoming bookings', 'Past and cancelled bookings']) {
    const table = page.getByRole('table', { name: caption });
    await expect(table).toBeVisible();
    await expect(table.getByText('No information found')).toBeVisible();
  }
  await expectAccessible(page);

  await areaNav(page).getByRole('link', { name: 'Saved cards' }).click();
  await expect(page).toHaveURL(/\/en\/private-area\/cards$/);
  await expect(page.getByText('You have no saved cards.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The profile shows the account and saves a change.
  await areaNav(page).getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/en\/private-area\/my-profile$/);
  const details = page.getByRole('region', { name: 'Personal data' });
  await expect(details.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    golfer.email,
  );
  await expect(details.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    golfer.name,
  );
  await expect(page.getByText('You do not receive our newsletter.')).toBeVisible();
  await expectAccessible(page);
  await details.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana María');
  await details.getByRole('textbox', { name: 'Phone' }).fill('+34 611 222 333');
  await details.getByRole('button', { name: 'Save my details' }).click();
  await expect(details.getByText('Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(details.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Ana María',
  );
  await expect(details.getByRole('textbox', { name: 'Phone' })).toHaveValue('+34 611 222 333');
  // The newsletter on (double opt-in: only once the mailed link is confirmed), then off again.
  await hydrated(page);
  await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
  await expect(page.getByText(/check your inbox to confirm your subscription/)).toBeVisible();
  const [mail] = await expectMails(golfer.email, /confirm your subscription/i, 1);
  const link = /https?:\/\/[^\s"<>]+\/en\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(
    mail?.text ?? '',
  )?.[0];
  expect(link, 'the confirmation link in the mail').toBeTruthy();
  const confirmUrl = new URL(link ?? '');
  await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `Thank you: ${golfer.email} is now subscribed to the Fairway newsletter.`,
    }),
  ).toBeVisible();
  await page.goto('/en/private-area/my-profile');
  await expect(page.getByText('You receive our newsletter at your e-mail address.')).toBeVisible();
  // A click before hydration is a plain form post, answered by a whole new page; on a busy CI
  // machine that race once left the check below looking at the page being replaced.
  await hydrated(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You do not receive our newsletter.')).toBeVisible();

  await areaNav(page).getByRole('link', { name: 'Favourite courses' }).click();
  await expect(page).toHaveURL(/\/en\/private-area\/favourite-courses$/);
  await expectAccessible(page);
});

test('a favourite added with the heart on a club page is listed in the private area, and removed there', async ({
  page,
}) => {
  await loggedInGolfer(page, 'favourite');
  await page.goto('/en/private-area/favourite-courses');
  await expect(
    page.getByText('You have no favourite courses yet.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  // The heart on a club page keeps the course; the area lists it and links back to the club.
  await page.goto(FAVOURITE_CLUB_PATH);
  // A press before hydration lands on the server's button, which has no handler yet.
  await hydrated(page);
  const heart = page.getByRole('button', { name: /^Keep .+ in your favourites$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'added to your favourites' }),
  ).toBeAttached();
  await expectAccessible(page);
  const clubName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.goto('/en/private-area/favourite-courses');
  const favourite = page.getByRole('listitem').filter({ hasText: clubName });
  await expect(favourite).toBeVisible();
  await expectAccessible(page);
  await favourite.getByRole('link', { name: clubName }).click();
  await expect(page).toHaveURL(new RegExp(`/en/club/.+idVP=${FAVOURITE_CLUB}`));
  await expect(page.getByRole('button', { name: /^Keep .+ in your favourites$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Removed from the area, it leaves the list.
  await page.goto('/en/private-area/favourite-courses');
  await favourite.getByRole('button', { name: /^Remove / }).click();
  await expect(
    page.getByText('You have no favourite courses yet.', { exact: false }),
  ).toBeVisible();
});

test('a booking made while logged in is listed with its voucher and cancelled from the private area', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile'); // the bookings table is cards at this width
  const account = await loggedInGolfer(page, 'cancel');
  await toCheckout(page, { idVP: BOOKING_CLUB, daysAhead: 9, players: 2 });
  await expectBookingAs(page, account);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: /^Pay \d/ }).click();
  await payOnCardPage(page, CARDS.ok);
  const reference = await confirmedReference(page);

  await page.goto('/en/private-area/bookings');
  const upcoming = page.getByRole('table', { name: 'Upcoming bookings' });
  const row = upcoming.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(/\d{2}:\d{2} \((CET|CEST|GMT\+\d)\)/);
  // At 375 px the row is a card: every value and the voucher link in view, nothing scrolled away.
  const voucherLink = row.getByRole('link', { name: `Voucher of booking ${reference}` });
  await voucherLink.scrollIntoViewIfNeeded();
  await expect(voucherLink).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Its voucher opens on the page; its calendar file downloads.
  await row.getByRole('link', { name: `Voucher of booking ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`voucher=${reference}`));
  await expect(
    page.getByRole('heading', { name: `Voucher of booking ${reference}` }),
  ).toBeFocused();
  await expect(page.getByText(reference).first()).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: `Calendar file of booking ${reference}` }).click();
  expect((await download).suggestedFilename()).toBe(`fairway-${reference}.ics`);

  // Keeping it sends nothing; confirming cancels it.
  await row.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  let dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
  await dialog.getByRole('button', { name: 'Keep my booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Confirmed');
  await row.getByRole('button', { name: `Cancel booking ${reference}` }).click();
  dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(
    page.getByText(
      new RegExp(`^Booking ${reference} has been cancelled\\. .+ is on its way back to your card`),
    ),
  ).toBeVisible();
  // No longer a round to play: it moves to the past and cancelled bookings.
  await expect(row).toHaveCount(0);
  const gone = page
    .getByRole('table', { name: 'Past and cancelled bookings' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(gone).toContainText('Cancelled');
  await expect(gone.getByRole('button', { name: `Cancel booking ${reference}` })).toHaveCount(0);
  await expectAccessible(page);
});

test('the heart invites a logged-out golfer to log in and come back to the club', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  await page.goto(FAVOURITE_CLUB_PATH);
  await acceptCookies(page);
  const invite = page.getByRole('link', { name: 'Log in to keep your favourite courses' });
  await expect(invite).toHaveAttribute(
    'href',
    `/en/login?next=${encodeURIComponent(FAVOURITE_CLUB_PATH)}`,
  );
  await expectAccessible(page);
});

test('the golfer changes the password, then deletes the account and is logged out', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  const golfer = await loggedInGolfer(page, 'leaver');
  await page.goto('/en/private-area/my-profile');
  // Hydration takes the e-mail's password field out of the form above: the password form moves.
  await hydrated(page);
  const password = page.getByRole('region', { name: 'Password' });
  const fill = async (current: string, next: string) => {
    await password.getByRole('textbox', { name: 'Current password', exact: true }).fill(current);
    await password.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
    await password.getByRole('textbox', { name: 'Repeat the new password' }).fill(next);
    await password.getByRole('button', { name: 'Change my password' }).click();
  };
  await fill('Wrong-password1', 'Eagle-2025');
  await expect(password.getByRole('alert')).toContainText('The password could not be changed');
  await fill(golfer.password, 'Eagle-2025');
  await expect(
    password.getByText('Your password has been changed.', { exact: false }),
  ).toBeVisible();

  const leave = page.getByRole('region', { name: 'Delete my account' });
  await leave.getByRole('textbox', { name: 'Your password' }).fill('Eagle-2025');
  await leave.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/en$/);
  // Logged out: the area asks for a login again.
  await page.goto('/en/private-area/bookings');
  await expect(page).toHaveURL(/\/en\/login\?next=/);
});

const PASSES = [
  {
    locale: 'es',
    project: 'mobile',
    area: 'Mi área',
    pages: [
      ['bookings', 'Mis reservas'],
      ['cards', 'Tarjetas guardadas'],
      ['my-profile', 'Mi perfil'],
      ['favourite-courses', 'Recorridos favoritos'],
    ],
    empty: 'No se ha encontrado información',
  },
  {
    locale: 'sv',
    project: 'desktop',
    area: 'Mina sidor',
    pages: [
      ['bookings', 'Mina bokningar'],
      ['cards', 'Sparade kort'],
      ['my-profile', 'Min profil'],
      ['favourite-courses', 'Favoritbanor'],
    ],
    empty: 'Ingen information hittades',
  },
] as const;

for (const pass of PASSES) {
  test(`the private area in ${pass.locale === 'es' ? 'Spanish' : 'Swedish'}`, async ({
    page,
  }, testInfo) => {
    only(testInfo, pass.project);
    await loggedInGolfer(page, `area-${pass.locale}`, pass.locale);
    for (const [path, heading] of pass.pages) {
      await page.goto(`/${pass.locale}/private-area/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: pass.area })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${pass.locale}`));
      if (path === 'bookings') await expect(page.getByText(pass.empty).first()).toBeVisible();
      await expectAccessible(page);
    }
  });
}
