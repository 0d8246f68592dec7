// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The workspace's own ESLint config (eslint.config.js) on small files that are not on disk: each
 * is linted as if it lived at `path`, so the config picks its rules by that path, and its relative
 * imports resolve from there to the real packages.
 */
let eslint: ESLint;

beforeAll(async () => {
  // The cycle check follows the whole import graph of what it reads: slow and beside the point here.
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  // The first file loads every plugin of the config: seconds on a busy machine, so not in a test.
  await eslint.lintText('', { filePath: `${root}site/app/warm-up.ts` });
}, 180_000);

/**
 * The boundary errors, one per import line: a package name the file may not use can be named by
 * both rules (when it still resolves from the workspace root), and one error is enough.
 */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  const byLine = new Map<number, string>();
  for (const m of result?.messages ?? []) {
    if (m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
      byLine.set(m.line, m.message);
  }
  return [...byLine.values()];
}

describe('ESLint keeps the package boundaries', { timeout: 60_000 }, () => {
  it('fails a site test that imports the engine by a relative path', async () => {
    const errors = await boundaryErrors(
      'site/app/features/cart/cart.server.test.ts',
      "import { createEngine } from '../../../../engine/src/server.ts';\nexport const engine = createEngine;\n",
    );
    expect(errors).toEqual([expect.stringContaining('only through @fairway/contract')]);
  });

  it('fails a site test that imports @fairway/engine or one of its subpaths', async () => {
    const errors = await boundaryErrors(
      'site/app/features/cart/cart.server.test.ts',
      "import { app } from '@fairway/engine';\nimport { loadConfig } from '@fairway/engine/src/config.ts';\nexport const both = [app, loadConfig];\n",
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain('only through @fairway/contract');
  });

  it('lets the site import the contract and the rules', async () => {
    const errors = await boundaryErrors(
      'site/app/features/cart/cart.server.test.ts',
      "import { CART_LIMITS } from '@fairway/contract';\nimport { LOCALES } from '@fairway/rules';\nexport const both = [CART_LIMITS, LOCALES];\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails the engine, or a story, importing the site', async () => {
    const fromEngine = await boundaryErrors(
      'engine/src/services/cart.test.ts',
      "import { COOKIE } from '../../../site/app/platform/request/cookies.ts';\nexport const names = COOKIE;\n",
    );
    expect(fromEngine).toEqual([expect.stringContaining('Nothing imports the site')]);
    const fromStory = await boundaryErrors(
      'stories/Cart.stories.tsx',
      "import { COOKIE } from '../site/app/platform/request/cookies.ts';\nexport const names = COOKIE;\n",
    );
    expect(fromStory).toEqual([expect.stringContaining('Nothing imports the site')]);
  });

  it('fails platform code that imports a feature, and lets a platform test drive one', async () => {
    const code =
      "import { useCart } from '../../features/cart/use-cart.ts';\nexport const hook = useCart;\n";
    const fromPlatform = await boundaryErrors('site/app/platform/rendering/Header.tsx', code);
    expect(fromPlatform).toEqual([expect.stringContaining('The platform knows no feature')]);
    expect(await boundaryErrors('site/app/platform/rendering/Header.test.tsx', code)).toEqual([]);
    const fromFeature = await boundaryErrors(
      'site/app/features/content/Header.tsx',
      "import { useHydrated } from '../../platform/browser/use-hydrated.ts';\nexport const hook = useHydrated;\n",
    );
    expect(fromFeature).toEqual([]);
  });

  it('fails the engine importing the design system, and the design system importing the engine', async () => {
    const engine = await boundaryErrors(
      'engine/src/services/offers.ts',
      "import { formatPrice } from '@fairway/design-system';\nexport const price = formatPrice;\n",
    );
    expect(engine).toHaveLength(1);
    const designSystem = await boundaryErrors(
      'design-system/src/components/CartLine/CartLine.tsx',
      "import { newLocator } from '../../../../engine/src/services/availability.ts';\nexport const locator = newLocator;\n",
    );
    expect(designSystem).toEqual([expect.stringContaining('knows nothing of the engine')]);
  });

  it('fails the rules importing React or the design system', async () => {
    const errors = await boundaryErrors(
      'rules/src/format.test.ts',
      "import { useState } from 'react';\nimport { vars } from '../../design-system/src/themes/vars.css.ts';\nexport const both = [useState, vars];\n",
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain('@fairway/rules is plain TypeScript');
  });
});
