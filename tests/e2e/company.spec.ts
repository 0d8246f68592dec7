/**
 * One company, from configuration, everywhere: the footer, the legal and contact pages and the
 * app's page read what the engine is configured with; a shop configured with no links shows none.
 */
import { expect, test } from './fixtures.ts';
import { E2E_SHORT_LOGIN_SITE_PORT } from './ports.ts';
import { E2E_SHOP_COMPANY } from '../../playwright.site.config.ts';

test('the footer, the legal notice and the contact page name the configured company; the footer leads to the app page and its stores', async ({
  page,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'fr' : 'es';
  await page.goto(`/${locale}/legal-advice`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('address')).toContainText(E2E_SHOP_COMPANY.SHOP_COMPANY);
  await expect(footer.locator('address')).toContainText(E2E_SHOP_COMPANY.SHOP_ADDRESS);
  await expect(footer).toContainText(`${E2E_SHOP_COMPANY.SHOP_COMPANY},`);
  const legal = page.getByRole('main');
  await expect(legal).toContainText(E2E_SHOP_COMPANY.SHOP_COMPANY);
  await expect(legal).toContainText(E2E_SHOP_COMPANY.SHOP_TAX_ID);
  await expect(legal).toContainText(E2E_SHOP_COMPANY.SHOP_REGISTRY);
  await expect(legal).not.toContainText('{{');
  const professionals =
    locale === 'fr'
      ? 'Professionnels des clubs de golf (s’ouvre dans un nouvel onglet)'
      : 'Profesionales de clubes de golf (se abre en una pestaña nueva)';
  await expect(footer.getByRole('link', { name: professionals, exact: true })).toHaveAttribute(
    'href',
    E2E_SHOP_COMPANY.PROFESSIONALS_URL,
  );

  await page.goto(`/${locale}/contact-info`);
  const contact = page.getByRole('main');
  await expect(contact).toContainText(
    `${E2E_SHOP_COMPANY.SHOP_COMPANY}, ${E2E_SHOP_COMPANY.SHOP_ADDRESS}`,
  );
  await expect(
    contact.getByRole('link', { name: E2E_SHOP_COMPANY.SHOP_EMAIL }).first(),
  ).toHaveAttribute('href', `mailto:${E2E_SHOP_COMPANY.SHOP_EMAIL}`);

  await footer
    .getByRole('link', { name: locale === 'fr' ? 'À propos de l’application' : 'Sobre la app' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/app$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'fr' ? 'L’application Fairway' : 'La app de Fairway',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /App Store/ })).toHaveAttribute(
    'href',
    E2E_SHOP_COMPANY.APP_STORE_URL,
  );
  await expect(main.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'href',
    E2E_SHOP_COMPANY.GOOGLE_PLAY_URL,
  );
});

test.describe('a shop configured with no links', () => {
  test.use({ baseURL: `http://localhost:${E2E_SHORT_LOGIN_SITE_PORT}` });

  test('shows no app badges and no professionals link, and has no app page', async ({
    page,
    allowedConsole,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'configuration, not width: once is enough');
    await page.goto('/en/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
    await expect(
      footer.getByRole('link', { name: /App Store|Google Play|About the app/ }),
    ).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /Golf club professionals/ })).toHaveCount(0);
    // The default company, the one the legal pages name too.
    await expect(footer.locator('address')).toContainText('Fairway Golf Travel S.L.');
    allowedConsole.push(/the server responded with a status of 404/);
    const response = await page.goto('/en/app');
    expect(response?.status()).toBe(404);
  });
});
