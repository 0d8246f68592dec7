// @vitest-environment node
import { ESLint, RuleTester } from 'eslint';
import type { Rule } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/**
 * The rule that keeps comments citing the repository's own documents: taken from the project's
 * real ESLint configuration, so removing it from eslint.config.js fails these tests, not only
 * the rule's own cases.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE_ID = 'fairway-docs/no-outside-docs';

async function configuredRule(): Promise<Rule.RuleModule> {
  const config = (await eslint.calculateConfigForFile('site/app/features/content/example.ts')) as {
    plugins?: Record<string, { rules?: Record<string, Rule.RuleModule> }>;
    rules?: Record<string, unknown>;
  };
  const rule = config.plugins?.['fairway-docs']?.rules?.['no-outside-docs'];
  if (!rule) throw new Error(`${RULE_ID} is not in eslint.config.js`);
  return rule;
}

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Read before the suites are declared: RuleTester.run declares its cases as tests of its own.
const rule = await configuredRule();

describe('comments cite documents inside the repository', () => {
  it('is switched on as an error for every file ESLint checks', async () => {
    const config = (await eslint.calculateConfigForFile('rules/src/format.ts')) as {
      rules?: Record<string, unknown>;
    };
    expect(config.rules?.[RULE_ID]).toEqual([2]);
  });

  it('fails a site module whose comment cites the old specification, through the real config', async () => {
    const [result] = await eslint.lintText(
      '/** Prices are truncated (SPEC.md section 9). */\nexport const places = 2;\n',
      { filePath: `${root}site/app/features/content/example.ts` },
    );
    expect(result?.messages.map((m) => m.ruleId)).toEqual([RULE_ID]);
  });

  describe('judges each kind of comment', () => {
    const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
    tester.run('no-outside-docs', rule, {
      valid: [
        '// Prices are truncated (docs/product.md#formats).',
        '/** The envelope: docs/engine-contract.md#envelope; the why: docs/decisions/0006. */',
        "const file = 'SPEC.md'; // a string is not a citation",
        '// page.spec.md and ../sharedState are other names',
      ],
      invalid: [
        {
          code: '/** Business constants of SPEC.md section 9. */\nconst a = 1;',
          errors: [{ messageId: 'outside', data: { cited: 'SPEC.md' } }],
        },
        {
          code: '// Credential sets (ARCHITECTURE.md section 2).',
          errors: [{ messageId: 'outside', data: { cited: 'ARCHITECTURE.md' } }],
        },
        {
          code: '/* Chromium flags: see TOOLCHAIN.md */',
          errors: [{ messageId: 'outside', data: { cited: 'TOOLCHAIN.md' } }],
        },
        {
          code: '// as ../shared/ says',
          errors: [{ messageId: 'outside', data: { cited: '../shared' } }],
        },
        {
          code: 'const view = <div>{/* the search bar (SPEC.md section 2) */}</div>;',
          languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
          errors: [{ messageId: 'outside' }],
        },
      ],
    });
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.react-router',
  'build',
  'dist',
  'storybook-static',
]);
const CITATION = /docs\/(product|engine-contract|architecture)\.md#([\w-]+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|md)$/.test(entry.name) ? [path] : [];
  });
}

describe('every cited section exists', () => {
  const anchors = new Map(
    ['product', 'engine-contract', 'architecture'].map((doc) => {
      const text = readFileSync(join(root, 'docs', `${doc}.md`), 'utf8');
      const headings = [...text.matchAll(/^#{1,4} (.+)$/gm)].map((m) => anchorOf(m[1] ?? ''));
      return [doc, new Set(headings)] as const;
    }),
  );

  it('finds the heading of each docs/…#section a comment or document cites', () => {
    const missing: string[] = [];
    let cited = 0;
    for (const file of sourceFiles(root)) {
      for (const [citation, doc, anchor] of readFileSync(file, 'utf8').matchAll(CITATION)) {
        cited += 1;
        if (!anchors.get(doc ?? '')?.has(anchor ?? ''))
          missing.push(`${relative(root, file)}: ${citation}`);
      }
    }
    expect(missing).toEqual([]);
    // The comments of the whole repository cite these documents: far more than a handful.
    expect(cited).toBeGreaterThan(100);
  });
});
