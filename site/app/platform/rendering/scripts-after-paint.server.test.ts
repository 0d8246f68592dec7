import { describe, expect, it } from 'vitest';
import { withScriptsAfterFirstPaint as onBytes } from './scripts-after-paint.server.ts';

function withScriptsAfterFirstPaint(html: string): string {
  return onBytes(Buffer.from(html)).toString('utf8');
}

const moduleScript =
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root-2.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");</script>';

const shell =
  '<head><link rel="preload" as="font" href="/a.woff2"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/entry.css"/></head>' +
  `<body><main>Tee times</main><script nonce="n">window.__reactRouterContext = {};</script>${moduleScript}</body>`;

/** The two arguments the loader is called with, read back as the browser would. */
function loaderArguments(html: string): [string, string[]] {
  const call = /\}\)\(("(?:[^"\\]|\\.)*"),(\[[^\]]*\])\)<\/script>/.exec(html);
  if (!call?.[1] || !call[2]) throw new Error('no loader call');
  return [JSON.parse(call[1]) as string, JSON.parse(call[2]) as string[]];
}

describe('withScriptsAfterFirstPaint', () => {
  const page = withScriptsAfterFirstPaint(shell);

  it('takes the module preloads and the module script out of the markup', () => {
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('<script nonce="n" type="module"');
    expect(page).toContain('<link rel="preload" as="font" href="/a.woff2"/>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/entry.css"/>');
    expect(page).toContain('<main>Tee times</main>');
  });

  it('hands the same script text and each preload once to a loader with the page’s nonce', () => {
    expect(page).toContain('<script nonce="n">(function(s,h){');
    const [text, preloads] = loaderArguments(page);
    expect(text).toBe(moduleScript.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
    expect(preloads).toEqual(['/assets/entry.client-1.js', '/assets/root-2.js']);
  });

  it('waits for the first contentful paint, unless the page is hidden and paints nothing', () => {
    expect(page).toContain('getEntriesByName("first-contentful-paint")');
    expect(page).toContain('if(d.visibilityState!=="visible"){go();return}');
  });

  it('writes no character that could end the loader or open a comment in it', () => {
    const html = shell.replace('{"root":route0}', '{"root":route0,"note":"<!-- a < b -->"}');
    const out = withScriptsAfterFirstPaint(html);
    const loader = /<script nonce="n">(\(function[\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(loader).toContain('\\u003c!-- a \\u003c b');
    expect(loader).not.toContain('<');
    expect(loaderArguments(out)[0]).toContain('"note":"<!-- a < b -->"');
  });

  it('keeps text in any script or language whole around what it takes out', () => {
    const sv = shell.replace('Tee times', 'Starttider på Båstad – 18 hål ⛳');
    const out = withScriptsAfterFirstPaint(sv);
    expect(out).toContain('<main>Starttider på Båstad – 18 hål ⛳</main>');
    expect(loaderArguments(out)[1]).toEqual(['/assets/entry.client-1.js', '/assets/root-2.js']);
  });

  it('leaves a piece without the module script as it was', () => {
    const streamed =
      '<div hidden id="S:1"><p>Later</p></div><link rel="modulepreload" href="/x.js"/>';
    expect(withScriptsAfterFirstPaint(streamed)).toBe(streamed);
  });
});
