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

/** One boundary error: which rule caught it, on which line, saying what. */
function caught(rule: string, line: number, text: string) {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return expect.stringMatching(new RegExp(`^${escape(rule)} \\(${line}\\): .*${escape(text)}`));
}

/** The boundary errors of a file, each as `rule (line): message`, in the order ESLint gives them. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? [])
    .filter(
      (m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => `${m.ruleId ?? ''} (${m.line}): ${m.message}`);
}

describe('ESLint keeps the package boundaries', { timeout: 60_000 }, () => {
  it('fails a site test that imports the engine by a relative path', async () => {
    const errors = await boundaryErrors(
      'site/app/features/cart/cart.server.test.ts',
      "import { createEngine } from '../../../../engine/src/server.ts';\nexport const engine = createEngine;\n",
    );
    expect(errors).toEqual([
      caught('import-x/no-restricted-paths', 1, 'only through @fairway/contract'),
    ]);
  });

  it('fails a site test that imports @fairway/engine or one of its subpaths', async () => {
    const errors = await boundaryErrors(
      'site/app/features/cart/cart.server.test.ts',
      "import { app } from '@fairway/engine';\nimport { loadConfig } from '@fairway/engine/src/config.ts';\nexport const both = [app, loadConfig];\n",
    );
    // The package and its subpath by name; the subpath also by where it resolves.
    expect(errors).toEqual([
      caught('no-restricted-imports', 1, 'only through @fairway/contract'),
      caught('no-restricted-imports', 2, 'only through @fairway/contract'),
      caught('import-x/no-restricted-paths', 2, 'only through @fairway/contract'),
    ]);
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
    expect(fromEngine).toEqual([
      caught('import-x/no-restricted-paths', 1, 'Nothing imports the site'),
    ]);
    const fromStory = await boundaryErrors(
      'stories/Cart.stories.tsx',
      "import { COOKIE } from '../site/app/platform/request/cookies.ts';\nexport const names = COOKIE;\n",
    );
    expect(fromStory).toEqual([
      caught('import-x/no-restricted-paths', 1, 'Nothing imports the site'),
    ]);
  });

  it('fails platform code that imports a feature, and lets a platform test drive one', async () => {
    const code =
      "import { useCart } from '../../features/cart/use-cart.ts';\nexport const hook = useCart;\n";
    const fromPlatform = await boundaryErrors('site/app/platform/rendering/Header.tsx', code);
    expect(fromPlatform).toEqual([
      caught('import-x/no-restricted-paths', 1, 'The platform knows no feature'),
    ]);
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
    expect(engine).toEqual([
      caught('no-restricted-imports', 1, 'not the site or the React design system'),
      caught('import-x/no-restricted-paths', 1, 'not the React design system'),
    ]);
    const designSystem = await boundaryErrors(
      'design-system/src/components/CartLine/CartLine.tsx',
      "import { newLocator } from '../../../../engine/src/services/availability.ts';\nexport const locator = newLocator;\n",
    );
    expect(designSystem).toEqual([
      caught('import-x/no-restricted-paths', 1, 'knows nothing of the engine'),
    ]);
  });

  it('fails the rules importing React or the design system', async () => {
    const errors = await boundaryErrors(
      'rules/src/format.test.ts',
      "import { useState } from 'react';\nimport { vars } from '../../design-system/src/themes/vars.css.ts';\nexport const both = [useState, vars];\n",
    );
    expect(errors).toEqual([
      caught('no-restricted-imports', 1, '@fairway/rules is plain TypeScript'),
      caught('import-x/no-restricted-paths', 2, '@fairway/rules is plain TypeScript'),
    ]);
  });
});
