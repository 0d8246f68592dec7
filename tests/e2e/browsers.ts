/**
 * Golfers' browsers, not headless Chromium's default 'HeadlessChrome', which the shop (isbot) takes
 * for a crawler: a crawler shares one session and keeps no cart, and gets the whole page at once
 * instead of a streamed one.
 */
export const GOLFER_AGENTS = {
  mobile:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
} as const;
