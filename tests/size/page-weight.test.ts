import { describe, expect, it } from 'vitest';
import {
  assetsOf,
  overBudget,
  pageAssets,
  routeChain,
  type AssetsManifest,
} from '../../scripts/page-weight.ts';

const manifest: AssetsManifest = {
  entry: { module: '/assets/entry.client-a.js', imports: [] },
  routes: {
    root: { id: 'root', module: '/assets/root-b.js', imports: ['/assets/entry.client-a.js'] },
    'routes/locale-layout': {
      id: 'routes/locale-layout',
      parentId: 'root',
      module: '/assets/locale-layout-c.js',
      imports: ['/assets/entry.client-a.js'],
      css: ['/assets/entry-d.css#'],
    },
    'routes/home': {
      id: 'routes/home',
      parentId: 'routes/locale-layout',
      module: '/assets/home-e.js',
      imports: ['/assets/entry.client-a.js', '/assets/home-shared-f.js'],
      css: ['/assets/entry-d.css'],
    },
    'routes/club': {
      id: 'routes/club',
      parentId: 'routes/locale-layout',
      module: '/assets/club-g.js',
      clientLoaderModule: '/assets/club-loader-h.js',
      imports: ['/assets/home-shared-f.js'],
    },
  },
};

describe('routeChain', () => {
  it('lists the page’s routes from the root down', () => {
    expect(routeChain(manifest, 'routes/home')).toEqual([
      'root',
      'routes/locale-layout',
      'routes/home',
    ]);
  });

  it('refuses a route the build does not have', () => {
    expect(() => routeChain(manifest, 'routes/nowhere')).toThrow(/no route routes\/nowhere/);
  });
});

describe('pageAssets', () => {
  it('preloads the entry, then each route’s module and imports, once each', () => {
    expect(pageAssets(manifest, 'routes/home')).toEqual({
      js: [
        '/assets/entry.client-a.js',
        '/assets/root-b.js',
        '/assets/locale-layout-c.js',
        '/assets/home-e.js',
        '/assets/home-shared-f.js',
      ],
      css: ['/assets/entry-d.css'],
    });
  });

  it('counts a route’s split-out client modules', () => {
    expect(pageAssets(manifest, 'routes/club').js).toContain('/assets/club-loader-h.js');
  });

  it('agrees with what the served page names', () => {
    const nonce = 'abc';
    const { js, css } = pageAssets(manifest, 'routes/home');
    const html = [
      ...css.map((href) => `<link nonce="${nonce}" rel="stylesheet" href="${href}#"/>`),
      ...js.map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`),
      `<script nonce="${nonce}" type="module" async="">import "${js[1]}";</script>`,
    ].join('');
    const served = assetsOf(html);
    expect([...served.js].sort()).toEqual([...js].sort());
    expect(served.css).toEqual(css);
  });

  it('reads the scripts a page asks for after its first paint', () => {
    const { js, css } = pageAssets(manifest, 'routes/home');
    const html = [
      ...css.map((href) => `<link nonce="n" rel="stylesheet" href="${href}#"/>`),
      `<script nonce="n">(function(s,h){})(";\\nimport * as route0 from \\"${js[1]}\\";",${JSON.stringify(js)})</script>`,
    ].join('');
    const served = assetsOf(html);
    expect([...served.js].sort()).toEqual([...js].sort());
    expect(served.css).toEqual(css);
  });
});

describe('overBudget', () => {
  const budget = {
    name: 'home',
    path: '/en',
    route: 'routes/home',
    jsKb: 100,
    jsFiles: 6,
    cssFiles: 1,
  };

  it('is empty for a page within its budget', () => {
    expect(
      overBudget(
        { name: 'home', jsBytes: 100 * 1024, jsFiles: 6, cssBytes: 0, cssFiles: 1 },
        budget,
      ),
    ).toEqual([]);
  });

  it('names every limit a page goes over', () => {
    expect(
      overBudget(
        { name: 'home', jsBytes: 150 * 1024, jsFiles: 9, cssBytes: 0, cssFiles: 2 },
        budget,
      ),
    ).toEqual([
      'home: 150.0 KB gzip of JavaScript, budget 100 KB',
      'home: 9 JavaScript files, budget 6',
      'home: 2 stylesheets, budget 1',
    ]);
  });
});
