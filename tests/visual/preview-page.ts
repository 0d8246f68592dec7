/**
 * One Storybook preview page per Playwright worker, moved from story to story through the
 * preview's own channel instead of loading `iframe.html` afresh for each check.
 *
 * Loading the preview costs seconds (its whole bundle, the fonts, a new browser context); switching
 * the story costs what rendering it costs. Each switch resets what one story could leave behind for
 * the next, so a screenshot does not depend on the story before it:
 *
 * - Storybook tears the previous story down (its React root unmounts, its cleanups run) before it
 *   renders the next, and applies the next story's own globals (its locale) and layout;
 * - focus goes back to the body, the document scrolls back to the top, the cookies are cleared
 *   and the viewport is set back to the project's size before the switch;
 * - storage and the page's own cookies are emptied once the previous story is torn down and
 *   before the next one renders, so what a story writes as it unmounts does not reach the next;
 * - the next screenshot waits for the story to finish (render and play) and for its fonts.
 *
 * The committed baselines, compared with threshold 0, are the proof: they were made one fresh page
 * per story, and the suite compares every one of them pixel for pixel.
 */
import { test as base, type Browser, type FullProject, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** The built Storybook's own index, so a new story or docs page is checked without editing tests. */
export function storybookIndex(): IndexEntry[] {
  const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

type ViewMode = 'story' | 'docs';

/** What the preview exposes on its window (Storybook 10's PreviewWeb), as far as we read it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; type?: ViewMode; phase?: string; torndown?: boolean };
    /** Every story being rendered: the main one, or each story a docs page shows inline. */
    storyRenders?: { phase?: string }[];
    channel?: {
      emit(event: string, payload: unknown): void;
      on(event: string, listener: () => void): void;
    };
  };
}

export interface PreviewPage {
  page: Page;
  /**
   * Shows one entry (a story or a docs page) and resolves once it has rendered, and for a story
   * played and loaded its fonts. Returns the console errors and uncaught exceptions it caused.
   */
  show(id: string, viewMode: ViewMode): Promise<string[]>;
}

/**
 * The axe run that addon-a11y does after every story is switched off here: it reports only to the
 * Storybook panel (never to the console), so it checks nothing in this suite, and `pnpm
 * test:stories` runs the same axe checks as tests.
 */
const PREVIEW_GLOBALS = 'a11y.manual:!true';

/**
 * Resolves once no story on the page is still loading, rendering or playing. Storybook reloads the
 * whole window when it has to tear down a story that is still pending, so the page waits for this
 * before it moves on, and a docs page counts as shown only once the stories it embeds are.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const renders = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders ?? [];
    const busy = ['preparing', 'loading', 'beforeEach', 'rendering', 'playing', 'afterEach'];
    return renders.every((render) => !busy.includes(render.phase ?? ''));
  });
}

/**
 * Runs in the preview: from now on, storage and the page's cookies are emptied between stories.
 * Storybook emits `storyChanged` once it has torn the previous story down and before it renders
 * the next, and its channel calls the preview's own listeners at once, before it goes on.
 */
function emptyStorageBeforeEachStory(): void {
  const channel = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel;
  if (!channel) throw new Error('the Storybook preview has no channel');
  channel.on('storyChanged', () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });
}

async function openPreviewPage(browser: Browser, use: FullProject['use']): Promise<PreviewPage> {
  const viewport = use.viewport ?? { width: 1280, height: 800 };
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    reducedMotion: use.reducedMotion,
    colorScheme: use.colorScheme,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
  const page = await context.newPage();
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let loaded = false;

  async function show(id: string, viewMode: ViewMode): Promise<string[]> {
    errors = [];
    const shownNow = await page
      .evaluate(
        ({ id, viewMode }) =>
          (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id === id &&
          new URLSearchParams(location.search).get('viewMode') === viewMode,
        { id, viewMode },
      )
      .catch(() => false);
    if (!loaded || shownNow) {
      // The first entry of this worker (or the same one again, which Storybook would not
      // re-render): a real load.
      await page.goto(`/iframe.html?id=${id}&viewMode=${viewMode}&globals=${PREVIEW_GLOBALS}`);
      await page.evaluate(emptyStorageBeforeEachStory);
      loaded = true;
    } else {
      await settled(page);
      await page.setViewportSize(viewport);
      await page.context().clearCookies();
      await page.evaluate(
        ({ id, viewMode }) => {
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          window.scrollTo(0, 0);
          const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
          if (!preview?.channel) throw new Error('the Storybook preview has no channel');
          preview.channel.emit('setCurrentStory', { storyId: id, viewMode });
        },
        { id, viewMode },
      );
    }
    await page.waitForFunction(
      ({ id, viewMode }) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== id || render.type !== viewMode || render.torndown) return false;
        // A story's render ends in 'finished' (after its play function); a docs page has no
        // phases: its test waits for what it checks on the page.
        return viewMode === 'docs' || render.phase === 'finished';
      },
      { id, viewMode },
    );
    if (viewMode === 'docs') await settled(page);
    await page.evaluate(() => document.fonts.ready);
    return errors;
  }

  return { page, show };
}

/** Playwright's `test` with `preview`: this worker's one preview page. */
export const test = base.extend<object, { preview: PreviewPage }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const preview = await openPreviewPage(browser, workerInfo.project.use);
      await use(preview);
      await preview.page.context().close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
