/**
 * `next` values that must never take the golfer off the site (issue 24): dot segments and their
 * encodings that new URL() resolves into `//evil.example`, backslashes and tabs that browsers read
 * as a slash, other hosts and other schemes. Shared by the redirect rule's unit test and the test
 * of every route that follows a `next`.
 */
export const OFF_SITE_NEXT = [
  '/.//evil.example',
  '/.//evil.example/?',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/a/%2e%2e//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '//evil.example',
  '///evil.example',
  'https:evil.example',
  'https://evil.example',
  'javascript:alert(1)',
] as const;
