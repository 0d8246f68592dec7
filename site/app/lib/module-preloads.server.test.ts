import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts } from './module-preloads.server.ts';

describe('withLowPriorityScripts', () => {
  it('asks for every module preload at low priority and leaves the rest as it was', () => {
    const head =
      '<link rel="preload" as="font" href="/a.woff2"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/root-2.js" nonce="n"/>' +
      '<link rel="stylesheet" href="/assets/entry.css"/>';
    expect(withLowPriorityScripts(head)).toBe(
      '<link rel="preload" as="font" href="/a.woff2"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js" nonce="n"/>' +
        '<link rel="stylesheet" href="/assets/entry.css"/>',
    );
  });

  it('does not touch text that only mentions a module preload', () => {
    const text = '<p>&lt;link rel=&quot;modulepreload&quot;&gt;</p>';
    expect(withLowPriorityScripts(text)).toBe(text);
  });
});
