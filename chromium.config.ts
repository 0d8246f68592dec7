/**
 * Debian's Chromium and the flags every launch needs on these machines
 * (docs/architecture.md#toolchain).
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/**
 * Extra flags for pixel-exact screenshots: without them, a story whose play function clicked or
 * focused something is repainted in part, and anti-aliased edges can differ by a few pixels
 * between runs.
 */
export const screenshotChromiumArgs = [
  ...chromiumArgs,
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--disable-checker-imaging',
  '--disable-lcd-text',
];
