import type { Page } from '@playwright/test';
import { expect, storybookIndex, test } from './preview-page.ts';

const docs = storybookIndex().filter((entry) => entry.type === 'docs');

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// Designers open the static Storybook, not single stories: it must load cleanly as a whole.
test.describe('the static Storybook', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'checked once, at desktop width');

  test('opens in Chromium with no console error', async ({ page }) => {
    // The manager and then the preview inside it, two whole bundles: on a busy CI machine (load
    // 25 on two cores) the preview's first page took more than the 15 s a single step is given.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.locator('#storybook-explorer-tree')).toBeVisible({ timeout: 30_000 });
    // The first entry is the Introduction docs page.
    await expect(
      page.frameLocator('#storybook-preview-iframe').locator('#storybook-docs h1').first(),
    ).toBeVisible({ timeout: 45_000 });
    expect(errors).toEqual([]);
  });

  test('has a docs page for every component', () => {
    expect(docs.length).toBeGreaterThan(10);
  });

  // One test per page, so each has its own timeout and a slow machine fails none of them; they
  // share the worker's preview page, as the stories do.
  for (const entry of docs) {
    test(`docs page ${entry.title} renders with no console error`, async ({ preview }) => {
      const errors = await preview.show(entry.id, 'docs');
      await expect(preview.page.locator('#storybook-docs h1').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the preview page shared by a worker’s stories', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'checked once, at desktop width');

  test('hands the next story no storage or cookie, not even what the last one wrote as it unmounted', async ({
    preview,
  }) => {
    const [first, next] = storybookIndex().filter((entry) => entry.type === 'story');
    if (!first || !next) throw new Error('the Storybook has fewer than two stories');
    expect(await preview.show(first.id, 'story')).toEqual([]);
    // What a story's cleanup would write: once its markup leaves the page, as React unmounts it.
    await preview.page.evaluate(() => {
      const root = document.querySelector('#storybook-root');
      if (!root) throw new Error('no #storybook-root');
      const observer = new MutationObserver(() => {
        if (root.childElementCount > 0) return;
        observer.disconnect();
        localStorage.setItem('left-behind', 'local');
        sessionStorage.setItem('left-behind', 'session');
        document.cookie = 'left-behind=cookie; Path=/';
      });
      observer.observe(root, { childList: true });
    });
    expect(await preview.show(next.id, 'story')).toEqual([]);
    const left = await preview.page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
    }));
    expect(left).toEqual({ local: 0, session: 0, cookie: '' });
  });
});
