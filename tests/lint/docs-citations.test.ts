// @vitest-environment node
import { ESLint, RuleTester } from 'eslint';
import type { Rule } from 'eslint';
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
  const config = (await eslint.calculateConfigForFile('site/app/lib/example.ts')) as {
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
    const config = (await eslint.calculateConfigForFile('design-system/src/rules/format.ts')) as {
      rules?: Record<string, unknown>;
    };
    expect(config.rules?.[RULE_ID]).toEqual([2]);
  });

  it('fails a site module whose comment cites the old specification, through the real config', async () => {
    const [result] = await eslint.lintText(
      '/** Prices are truncated (SPEC.md section 9). */\nexport const places = 2;\n',
      { filePath: `${root}site/app/lib/example.ts` },
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
