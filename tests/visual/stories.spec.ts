import { expect, storybookIndex, test } from './preview-page.ts';

const stories = storybookIndex().filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

test.describe('every story looks as committed', () => {
  for (const story of stories) {
    test(`${story.title} / ${story.name}`, async ({ preview }, testInfo) => {
      const errors = await preview.show(story.id, 'story');
      expect(errors, 'console errors while rendering').toEqual([]);
      await expect(preview.page).toHaveScreenshot(`${story.id}--${testInfo.project.name}.png`, {
        fullPage: true,
      });
    });
  }
});
