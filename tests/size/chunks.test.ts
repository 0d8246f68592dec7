import { describe, expect, it } from 'vitest';
import {
  barrelExports,
  declaredExports,
  isBarrelSource,
  isShellRoot,
  isStylesheet,
  namedImports,
  staticClosure,
  type ModuleGraph,
} from '../../site/chunks.ts';

/** A tiny workspace: a barrel re-exporting two components, one page importing one of them. */
const files: Record<string, string> = {
  '/ds/index.ts': `/** The barrel. */\nexport * from './components/Button';\nexport { Dialog, type DialogProps } from './components/Dialog/Dialog';\nexport * from './rules';`,
  '/ds/components/Button/index.ts': `export { Button, type ButtonProps } from './Button';`,
  '/ds/components/Button/Button.tsx': `import * as styles from './Button.css';\nexport function Button() {}`,
  '/ds/components/Dialog/Dialog.tsx': `import '@radix-ui/react-dialog';\nexport const Dialog = 1;`,
  '/ds/rules.ts': `export function slugify() {}\nexport const MAX = 4, MIN = 1;\nconst hidden = 2;\nexport { hidden as shown };`,
  '/app/page.tsx': `import { Button, type DialogProps } from '@fairway/design-system';\nimport type { Nothing } from './nothing';\nimport { helper } from './helper';`,
  '/app/helper.ts': `export const helper = 1;`,
};

const resolveFrom = (from: string, specifier: string): string | null => {
  const base = from.slice(0, from.lastIndexOf('/'));
  const parts = `${base}/${specifier}`.split('/');
  const stack: string[] = [];
  for (const part of parts) {
    if (part === '..') stack.pop();
    else if (part !== '.') stack.push(part);
  }
  const path = stack.join('/');
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`])
    if (files[candidate] !== undefined) return candidate;
  return null;
};
const read = (file: string): string => {
  const source = files[file];
  if (source === undefined) throw new Error(`no file ${file}`);
  return source;
};

/** The graph as Rolldown sees it: the barrel imports every component, used or not. */
const graph: ModuleGraph = {
  getModuleInfo: (id) =>
    ({
      '/app/page.tsx': { importedIds: ['/ds/index.ts', '/app/helper.ts'] },
      '/ds/index.ts': {
        importedIds: [
          '/ds/components/Button/index.ts',
          '/ds/components/Dialog/Dialog.tsx',
          '/ds/rules.ts',
        ],
      },
      '/ds/components/Button/index.ts': { importedIds: ['/ds/components/Button/Button.tsx'] },
      '/ds/components/Button/Button.tsx': { importedIds: ['/ds/components/Button/Button.css'] },
      '/ds/components/Dialog/Dialog.tsx': { importedIds: ['/node_modules/radix/index.js'] },
    })[id] ?? { importedIds: [] },
};

describe('reading the sources', () => {
  it('knows a barrel by its re-exports only', () => {
    expect(isBarrelSource(read('/ds/index.ts'))).toBe(true);
    expect(isBarrelSource(read('/ds/components/Button/index.ts'))).toBe(true);
    expect(isBarrelSource(read('/ds/rules.ts'))).toBe(false);
  });

  it('lists the names a module declares and exports', () => {
    expect(declaredExports(read('/ds/rules.ts'))).toEqual(['slugify', 'MAX', 'shown']);
  });

  it('follows a barrel’s names to the files that define them', () => {
    expect(Object.fromEntries(barrelExports('/ds/index.ts', read, resolveFrom))).toEqual({
      Button: '/ds/components/Button/Button.tsx',
      Dialog: '/ds/components/Dialog/Dialog.tsx',
      slugify: '/ds/rules.ts',
      MAX: '/ds/rules.ts',
      shown: '/ds/rules.ts',
    });
  });

  it('reads a module’s value imports by specifier, types left out', () => {
    expect(Object.fromEntries(namedImports(read('/app/page.tsx')))).toEqual({
      '@fairway/design-system': ['Button'],
      './helper': ['helper'],
    });
  });

  it('tells stylesheets and the shell’s roots', () => {
    expect(isStylesheet('/ds/Button.css.ts.vanilla.css?source=abc')).toBe(true);
    expect(isStylesheet('/ds/Button.css.ts')).toBe(false);
    expect(isShellRoot('/app/root.tsx?__react-router-build-client-route', '/app/')).toBe(true);
    expect(isShellRoot('/app/routes/home.tsx', '/app/')).toBe(false);
  });
});

describe('staticClosure', () => {
  it('passes through a barrel by the names imported only', () => {
    const closure = staticClosure(graph, ['/app/page.tsx'], {
      read,
      resolveFrom,
      resolveBare: (specifier) => (specifier === '@fairway/design-system' ? '/ds/index.ts' : null),
    });
    expect([...closure].sort()).toEqual([
      '/app/helper.ts',
      '/app/page.tsx',
      '/ds/components/Button/Button.css',
      '/ds/components/Button/Button.tsx',
    ]);
  });
});
