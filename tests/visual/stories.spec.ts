import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

// The built Storybook's own index, so a new story is screenshotted without touching this file.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

/** Opens a story and waits until it has rendered, played and loaded its fonts. */
async function visit(page: Page, id: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await page.waitForFunction(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
      }
    ).__STORYBOOK_PREVIEW__;
    return preview?.currentRender?.phase === 'finished';
  });
  await page.evaluate(() => document.fonts.ready);
  return errors;
}

test.describe('every story looks as committed', () => {
  for (const story of stories) {
    test(`${story.title} / ${story.name}`, async ({ page }, testInfo) => {
      const errors = await visit(page, story.id);
      expect(errors, 'console errors while rendering').toEqual([]);
      await expect(page).toHaveScreenshot(`${story.id}--${testInfo.project.name}.png`, {
        fullPage: true,
      });
    });
  }
});
