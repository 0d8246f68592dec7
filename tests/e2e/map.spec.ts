/**
 * The clubs' map (issue 27): from the nav bar to the map, into the Costa del Sol, and from a
 * pin to the club's page, in Spanish on a phone and in Swedish on a desktop.
 */
import type { Locator } from '@playwright/test';
import { madridDate } from './booking-steps.ts';
import {
  acceptCookies,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  hydrated,
  navSection,
  test,
} from './fixtures.ts';

const WORDS = {
  es: {
    nav: 'Mapa',
    title: 'Campos de golf en el mapa',
    showMap: 'Mostrar el mapa',
    map: 'Mapa de los clubes',
    inView: /clubes? en esta parte del mapa$/,
    seeTimes: 'Ver horarios',
    zoomIn: 'Acercar',
    canaries: 'Islas Canarias',
  },
  sv: {
    nav: 'Karta',
    title: 'Golfbanor på kartan',
    showMap: 'Visa kartan',
    map: 'Karta över klubbarna',
    inView: /klubbar? på den här delen av kartan$/,
    seeTimes: 'Se starttider',
    zoomIn: 'Zooma in',
    canaries: 'Kanarieöarna',
  },
} as const;

const CLUB = 'Real Club de Golf Las Brisas';

/** How many clubs the list beside the map names, from its heading. */
async function listed(map: Locator, words: (typeof WORDS)['es' | 'sv']): Promise<number> {
  const heading = map.getByRole('heading', { level: 2, name: words.inView });
  return Number((await heading.textContent())?.match(/\d+/)?.[0]);
}

const LAS_BRISAS = { lon: -4.956, lat: 36.5 };

/** Where a place is on the screen, from the bounds the map shows (its `data-bounds`). */
async function onScreen(viewport: Locator, at: { lon: number; lat: number }) {
  return viewport.evaluate((element, place) => {
    const mercator = (lon: number, lat: number) => {
      const sin = Math.sin((lat * Math.PI) / 180);
      return { x: lon / 360 + 0.5, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
    };
    const [west, south, east, north] = (element.getAttribute('data-bounds') ?? '')
      .split(',')
      .map(Number) as [number, number, number, number];
    const a = mercator(west, north);
    const b = mercator(east, south);
    const p = mercator(place.lon, place.lat);
    const box = element.getBoundingClientRect();
    return {
      x: box.left + ((p.x - a.x) / (b.x - a.x)) * box.width,
      y: box.top + ((p.y - a.y) / (b.y - a.y)) * box.height,
    };
  }, at);
}

/** Presses the group of pins nearest the club until its own pin shows, as a golfer homes in. */
async function homeIn(viewport: Locator): Promise<Locator> {
  const pin = viewport.getByRole('button', { name: new RegExp(`^${CLUB}, `) });
  for (let step = 0; step < 8 && !(await pin.isVisible()); step += 1) {
    const target = await onScreen(viewport, LAS_BRISAS);
    const groups = await viewport.getByRole('button', { name: /^\d+ / }).all();
    const distances = await Promise.all(
      groups.map(async (group) => {
        const box = await group.boundingBox();
        return box
          ? Math.hypot(box.x + box.width / 2 - target.x, box.y + box.height / 2 - target.y)
          : Infinity;
      }),
    );
    await groups[distances.indexOf(Math.min(...distances))]?.click();
  }
  await expect(pin).toBeVisible();
  return pin;
}

test('a golfer opens the map from the nav bar, zooms into the Costa del Sol and goes from a pin to the club', async ({
  page,
}, testInfo) => {
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'sv';
  const words = WORDS[lang];
  await page.goto(`/${lang}`);
  await acceptCookies(page);
  const bar = page.getByRole('navigation').filter({ has: page.locator('details') });
  await (await navSection(bar, words.nav)).click();
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await hydrated(page);
  const section = page.getByRole('region', { name: words.map });
  const viewport = page.getByRole('application', { name: words.map });
  const everywhere = await listed(section, words);
  expect(everywhere).toBeGreaterThan(50);
  if (lang === 'es') {
    // On a phone the list comes first, and the map is a button away.
    await expect(viewport).toBeHidden();
    await section.getByRole('button', { name: words.showMap }).click();
  }
  await expect(viewport).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  const pin = await homeIn(viewport);
  // Closer in, the list beside the map names the clubs on its part only, the club among them.
  expect(await listed(section, words)).toBeLessThan(everywhere);
  await expect(section.getByRole('link', { name: CLUB, exact: true })).toBeVisible();
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  const card = section.getByRole('heading', { level: 2, name: CLUB, exact: true });
  await expect(card).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('link', { name: words.seeTimes }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${lang}/club/real-club-de-golf-las-brisas\\?idVP=\\d+&fecha=`),
  );
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(CLUB) })).toBeVisible();
});

test('the map answers the keyboard: areas, zoom and arrow keys, then a pin by Tab and Enter', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'runs at desktop width only');
  const words = WORDS.sv;
  await page.goto('/sv/map');
  await acceptCookies(page);
  const section = page.getByRole('region', { name: words.map });
  const viewport = page.getByRole('application', { name: words.map });
  await section.getByRole('link', { name: words.canaries }).focus();
  await page.keyboard.press('Enter');
  // The islands' clubs, and only theirs: the address did not change, the view did.
  await expect(page).toHaveURL(/\/sv\/map$/);
  const islands = await listed(section, words);
  expect(islands).toBeGreaterThan(2);
  expect(islands).toBeLessThan(20);
  await viewport.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  // Closer in on the Canaries and a step west, the first pin is Gran Canaria's oldest club.
  const pin = viewport.getByRole('button', {
    name: 'Real Club de Golf de Las Palmas, Santa Brígida',
  });
  await expect(pin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    section.getByRole('heading', { level: 2, name: 'Real Club de Golf de Las Palmas' }),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewport).toBeFocused();
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
  // Without script the areas are addresses of their own.
  await page.goto('/sv/map?area=canaries');
  await expect(section.getByRole('link', { name: words.canaries })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(section.getByRole('heading', { level: 2, name: words.inView })).toHaveText(
    new RegExp(`^${islands} `),
  );
});

test('a region’s page shows its own clubs on the map, a button away', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'runs at phone width only');
  // A day ahead: today's times run out in the Madrid evening, and a day without any has no map.
  await page.goto(`/es/region/costa-del-sol?idReg=1&fecha=${madridDate(3)}`);
  await acceptCookies(page);
  const courses = Number(
    (await page.getByText(/^\d+ recorridos? con horas de salida$/).textContent())?.match(
      /\d+/,
    )?.[0],
  );
  await page.getByRole('button', { name: 'Mostrar estos clubes en el mapa' }).click();
  const viewport = page.getByRole('application', { name: WORDS.es.map });
  // Asked for, the map opens at once, above its list, framed on the region's clubs.
  await expect(viewport).toBeVisible();
  const section = page.getByRole('region', { name: WORDS.es.map });
  const clubs = await listed(section, WORDS.es);
  expect(clubs).toBeGreaterThan(5);
  // A club with two courses is one pin.
  expect(clubs).toBeLessThanOrEqual(courses);
  await expect(section.getByRole('link', { name: CLUB, exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
